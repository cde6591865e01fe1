import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '@courtside/domain'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { renderShareImage } from './render.ts'

const media = path.resolve(import.meta.dirname, '../../../../../apps/web/public/media')

async function shape(bytes: Buffer) {
  const { width, height, format } = await sharp(bytes).metadata()
  return { width, height, format }
}

describe('renderShareImage', () => {
  it('turns a landscape SVG into a 1200×630 JPEG', async () => {
    const out = await renderShareImage(await readFile(path.join(media, 'events/event-01.svg')))
    expect(await shape(out)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, format: 'jpeg' })
  })

  it('shows a square cover whole on its own colour instead of cutting it', async () => {
    const square = await sharp({
      create: { width: 800, height: 800, channels: 3, background: { r: 200, g: 30, b: 60 } },
    })
      .png()
      .toBuffer()
    const out = await renderShareImage(square)
    expect(await shape(out)).toEqual({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, format: 'jpeg' })
    // The side bands are the picture's dominant colour, not white or black.
    const { data } = await sharp(out).extract({ left: 5, top: 300, width: 1, height: 1 }).raw().toBuffer({
      resolveWithObject: true,
    })
    expect(Math.abs((data[0] ?? 0) - 200)).toBeLessThan(20)
    expect(data[1] ?? 255).toBeLessThan(60)
  })

  it('refuses bytes that are not an image', async () => {
    await expect(renderShareImage(Buffer.from('not an image'))).rejects.toThrow()
  })
})
