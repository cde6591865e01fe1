// Search schema of the podcast list (in its own module so tests can import it without the page).
import { z } from 'zod'

// Page 1 is the address without ?page (no default written into the URL, so no redirect).
export const podcastListSearchSchema = z.object({
  page: z.coerce.number().int().min(2).max(10_000).optional().catch(undefined),
})
