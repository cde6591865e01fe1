// Search schema of the court board (in its own module so tests can import it without the page).
// `rotate=1` walks through the languages; anything else means no rotation (no default written
// into the URL: STACK-NOTES, 307 on SSR). zod/mini: it ships to the browser.
import { z } from 'zod/mini'

export const liveSearchSchema = z.object({
  rotate: z.catch(z.optional(z.literal(1)), undefined),
})
