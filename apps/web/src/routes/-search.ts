// The root route's search schema (in its own module so tests can import it without the page).
import { z } from 'zod'
import { embedSearchSchema, organizationIdSearchSchema } from '../lib/embed.ts'

/** Embed params ride along on every navigation, so links stay inside the embed (issue 7). */
export const rootSearchSchema = z.object({
  embed: embedSearchSchema,
  organizationId: organizationIdSearchSchema,
})
