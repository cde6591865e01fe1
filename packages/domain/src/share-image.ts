// Social networks (WhatsApp, Facebook, LinkedIn) do not show SVG previews (issue 13, point 18):
// every image a page shares has a 1200×630 JPEG beside it, made from the original when it is
// built (the SVGs in the site's /media, scripts/share-images.ts) or uploaded (event images).
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
/** Share image of pages that have no picture of their own (the logo on the brand background). */
export const DEFAULT_SHARE_IMAGE = '/media/share/default-logo.jpg'

const UPLOADED_EVENT_IMAGE = /^\/bff\/upload\/events\/([a-z0-9-]+)\.jpg$/
const SITE_SVG = /^\/media\/([a-z0-9][a-z0-9/-]*)\.svg$/

/**
 * The raster share image of an image path: `/media/events/event-01.svg` →
 * `/media/share/events/event-01.jpg`, an uploaded `/bff/upload/events/x.jpg` →
 * `/bff/upload/share/x.jpg`. Other raster images (remote podcast covers) are shared as they are.
 */
export function shareImagePath(image: string | null | undefined): string {
  if (!image) return DEFAULT_SHARE_IMAGE
  const uploaded = UPLOADED_EVENT_IMAGE.exec(image)
  if (uploaded) return `/bff/upload/share/${uploaded[1]}.jpg`
  const svg = SITE_SVG.exec(image)
  if (svg?.[1] && !svg[1].includes('//')) return `/media/share/${svg[1]}.jpg`
  return /\.svg(?:[?#]|$)/i.test(image) ? DEFAULT_SHARE_IMAGE : image
}
