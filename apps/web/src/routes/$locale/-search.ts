// Search schemas of the /$locale/login and /$locale/organizer routes (in their own module so
// tests can import them without the pages). zod/mini: they ship to the browser.
import { z } from 'zod/mini'

/** Login: `redirect` is sanitised where it is used (lib/sanitize-redirect.ts). */
export const loginSearchSchema = z.object({ redirect: z.catch(z.optional(z.string()), undefined) })

// Organizer detail: `?id=` takes the numeric id or the slug (readable, shareable links).
export const organizerSearchSchema = z.object({
  id: z.catch(
    z.optional(
      z
        .pipe(
          z.union([z.string(), z.number()]),
          z.transform((v) => String(v).toLowerCase()),
        )
        .check(z.refine((v) => /^[a-z0-9-]{1,80}$/.test(v))),
    ),
    undefined,
  ),
})
