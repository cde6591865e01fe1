// Search schema of the console's Messages page (in its own module so tests can import it without
// the page): `?status=sent|pending|failed` narrows the list; none or anything else = what still
// needs attention. zod/mini: it ships to the browser.
import { z } from 'zod/mini'

export const messagesSearchSchema = z.object({
  status: z.catch(z.optional(z.enum(['pending', 'sent', 'failed'])), undefined),
})
