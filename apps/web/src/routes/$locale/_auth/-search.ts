// Search schema of the /$locale/profile route (in its own module so tests can import it without
// the page). zod/mini: it ships to the browser.
import { z } from 'zod/mini'

// `invitation` and `answer` come from the links in a partner invitation message (issue 16): the
// page shows that invitation and asks once more before answering (a GET never answers: mail
// scanners open links). Anything else is dropped, never an error.
export const profileSearchSchema = z.object({
  invitation: z.catch(
    z.optional(z.number().check(z.refine((v) => Number.isSafeInteger(v) && v > 0 && v <= 2_147_483_647))),
    undefined,
  ),
  answer: z.catch(z.optional(z.enum(['accept', 'decline'])), undefined),
})
