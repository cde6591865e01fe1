// One 1200×630 JPEG per shared picture (issue 13, point 18), made by sharp both when the site is
// built (the SVGs under /media, apps/web/scripts/share-images.ts) and when an organizer uploads
// an event image (features/organizer/event-service.ts).
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@courtside/domain'
import sharp from 'sharp'

const TARGET_RATIO = SHARE_IMAGE_WIDTH / SHARE_IMAGE_HEIGHT

/**
 * Landscape pictures fill the frame (cropped to the centre); pictures of another shape (square
 * podcast covers, portrait photos) are shown whole on their own dominant colour, so nothing that
 * matters is cut away. SVGs are rasterised at a density that gives at least 1200 px.
 */
export async function renderShareImage(source: Buffer): Promise<Buffer> {
  const probe = sharp(source, { limitInputPixels: 40_000_000, failOn: 'error' })
  const { width = SHARE_IMAGE_WIDTH, height = SHARE_IMAGE_HEIGHT, format } = await probe.metadata()
  const density =
    format === 'svg' ? Math.min(600, Math.max(72, Math.ceil((72 * SHARE_IMAGE_WIDTH) / width))) : undefined
  const input = sharp(source, { limitInputPixels: 40_000_000, failOn: 'error', density })
  const ratio = width / height
  const fill = Math.abs(ratio - TARGET_RATIO) / TARGET_RATIO < 0.25
  const { dominant } = fill ? { dominant: { r: 255, g: 255, b: 255 } } : await input.clone().stats()
  return input
    .rotate()
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, {
      fit: fill ? 'cover' : 'contain',
      background: { ...dominant, alpha: 1 },
    })
    .flatten({ background: dominant })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer()
}
