// Search schema of the podcast list (in its own module so tests can import it without the page).
// zod/mini: it ships to the browser.
import { z } from 'zod/mini'

// Page 1 is the address without ?page (no default written into the URL, so no redirect).
export const podcastListSearchSchema = z.object({
  page: z.catch(z.optional(z.coerce.number().check(z.int(), z.minimum(2), z.maximum(10_000))), undefined),
})
