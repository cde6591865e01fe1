// Search schema of the class page (in its own module so tests can import it without the page).
// zod/mini: it ships to the browser.
import { z } from 'zod/mini'

// `view` picks a group ("g12") or knockout round ("r7") in the standings, so a shared link
// opens the same table; anything else falls back to the page's default view.
export const classSearchSchema = z.object({
  view: z.catch(z.optional(z.string().check(z.regex(/^[gr]\d{1,9}$/))), undefined),
})
