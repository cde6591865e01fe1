// Search schemas of the /$locale/login and /$locale/organizer routes (in their own module so
// tests can import them without the pages).
import { z } from 'zod'

/** Login: `redirect` is sanitised where it is used (lib/sanitize-redirect.ts). */
export const loginSearchSchema = z.object({ redirect: z.string().optional().catch(undefined) })

// Organizer detail: `?id=` takes the numeric id or the slug (readable, shareable links).
export const organizerSearchSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).toLowerCase())
    .refine((v) => /^[a-z0-9-]{1,80}$/.test(v))
    .optional()
    .catch(undefined),
})
