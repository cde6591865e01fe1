// Reads a QR code from the camera's current frame: the browser's BarcodeDetector where it has
// one (Chrome on Android, Safari 17+), otherwise jsQR on the frame's pixels. jsQR is imported
// here only, so it loads with the scanner and never with the console's first page.

type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> }
type DetectorClass = {
  new (options: { formats: string[] }): Detector
  getSupportedFormats?: () => Promise<string[]>
}

export type QrRead = (video: HTMLVideoElement) => Promise<string | null>

export async function createQrReader(): Promise<QrRead> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector
  if (Native && (await Native.getSupportedFormats?.())?.includes('qr_code')) {
    const detector = new Native({ formats: ['qr_code'] })
    return async (video) => {
      const [found] = await detector.detect(video).catch(() => [])
      return found?.rawValue ?? null
    }
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return (video) => {
    if (!context || video.videoWidth === 0) return Promise.resolve(null)
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    const frame = context.getImageData(0, 0, canvas.width, canvas.height)
    return Promise.resolve(jsQR(frame.data, frame.width, frame.height)?.data ?? null)
  }
}
