// Share images (issue 13, point 18): the renderer the site's build and the event-image upload use.
export { renderShareImage } from './render.ts'
