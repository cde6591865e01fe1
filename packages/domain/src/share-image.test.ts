import { describe, expect, it } from 'vitest'
import { DEFAULT_SHARE_IMAGE, shareImagePath } from './share-image.ts'

describe('shareImagePath', () => {
  it('maps the site’s SVGs to their JPEG beside /media/share', () => {
    expect(shareImagePath('/media/events/event-01.svg')).toBe('/media/share/events/event-01.jpg')
    expect(shareImagePath('/media/podcast/episode-02.svg')).toBe('/media/share/podcast/episode-02.jpg')
    expect(shareImagePath('/media/default-logo.svg')).toBe(DEFAULT_SHARE_IMAGE)
  })

  it('maps an uploaded event image to its stored share copy', () => {
    expect(shareImagePath('/bff/upload/events/lq3-0a1b.jpg')).toBe('/bff/upload/share/lq3-0a1b.jpg')
  })

  it('keeps remote raster images and never shares an SVG it has no copy of', () => {
    expect(shareImagePath('https://cdn.example.com/cover.jpg')).toBe('https://cdn.example.com/cover.jpg')
    expect(shareImagePath('https://cdn.example.com/cover.svg')).toBe(DEFAULT_SHARE_IMAGE)
    expect(shareImagePath('/media/../etc/x.svg')).toBe(DEFAULT_SHARE_IMAGE)
    expect(shareImagePath(null)).toBe(DEFAULT_SHARE_IMAGE)
    expect(shareImagePath('')).toBe(DEFAULT_SHARE_IMAGE)
  })
})
