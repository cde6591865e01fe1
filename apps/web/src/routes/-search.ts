// The root route's search schema (in its own module so tests can import it without the page).
// Search schemas ship to the browser, so they use zod/mini (a fraction of classic zod's size).
import { z } from 'zod/mini'
import { embedSearchSchema, organizationIdSearchSchema } from '../lib/embed.ts'

/** Embed params ride along on every navigation, so links stay inside the embed (issue 7). */
export const rootSearchSchema = z.object({
  embed: embedSearchSchema,
  organizationId: organizationIdSearchSchema,
})
