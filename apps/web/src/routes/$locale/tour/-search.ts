// Search schema of /$locale/tour/$id (in its own module so tests can import it without the page).
// zod/mini: it ships to the browser.
import { z } from 'zod/mini'

export const tourSearchSchema = z.object({
  tab: z._default(z.catch(z.enum(['stops', 'rankings']), 'stops'), 'stops'),
})
