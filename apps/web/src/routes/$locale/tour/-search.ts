// Search schema of /$locale/tour/$id (in its own module so tests can import it without the page).
import { z } from 'zod'

export const tourSearchSchema = z.object({
  tab: z.enum(['stops', 'rankings']).catch('stops').default('stops'),
})
