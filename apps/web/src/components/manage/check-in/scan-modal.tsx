import { Button, Modal, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { checkInByCode } from '../../../queries/check-in.ts'
import { CheckInOutcome } from './code-entry.tsx'
import { createQrReader } from './qr-reader.ts'
import { useCheckInMutation } from './use-check-in-mutation.ts'

/**
 * The desk's camera (loaded only when opened): each QR code read is sent to the same endpoint as
 * a typed code, once per code until another one is read, and the answer is shown under the video.
 */
export default function ScanModal({ eventId, onClose }: { eventId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const video = useRef<HTMLVideoElement>(null)
  const [cameraError, setCameraError] = useState(false)
  const submit = useCheckInMutation(eventId, (code: string) => checkInByCode(eventId, code))
  // useMutation's mutate keeps its identity, so the camera starts once.
  const { mutate } = submit

  useEffect(() => {
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    let isStopped = false
    let last = ''
    const start = async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } })
        const element = video.current
        if (!element || isStopped) return
        element.srcObject = stream
        await element.play()
        const read = await createQrReader()
        const tick = async () => {
          if (isStopped) return
          const text = await read(element)
          if (text && text !== last) {
            last = text
            mutate(text)
          }
          timer = setTimeout(() => void tick(), 250)
        }
        void tick()
      } catch {
        if (!isStopped) setCameraError(true)
      }
    }
    void start()
    return () => {
      isStopped = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [mutate])

  return (
    <Modal opened onClose={onClose} title={t('manage.checkIn.scanTitle')} size="lg">
      <Stack gap="sm">
        {cameraError ? (
          <Text role="alert">{t('manage.checkIn.noCamera')}</Text>
        ) : (
          <video
            ref={video}
            muted
            playsInline
            style={{ width: '100%', borderRadius: 8, background: '#000' }}
            aria-label={t('manage.checkIn.cameraView')}
          />
        )}
        <CheckInOutcome result={submit.data} error={submit.error} />
        <Button variant="default" onClick={onClose}>
          {t('manage.checkIn.closeScan')}
        </Button>
      </Stack>
    </Modal>
  )
}
