// The DUPR submission's contract: what the console shows before sending and what it reports after.
import { z } from '@hono/zod-openapi'

const Excluded = z.object({
  noDuprId: z.number().int().openapi({ description: 'Matches with a player without a linked DUPR id' }),
  notPlayedOut: z.number().int().openapi({ description: 'Walkovers and retirements' }),
  teams: z.number().int().openapi({ description: 'Team-class matches (DUPR rates singles and doubles)' }),
})

export const DuprSubmissionStateSchema = z
  .object({
    configured: z.boolean().openapi({ description: 'DUPR partner keys are set on the server' }),
    sent: z.number().int().openapi({ description: 'Accepted by DUPR and unchanged since' }),
    toSend: z.number().int().openapi({ description: 'Rateable matches DUPR has not received' }),
    toCorrect: z.number().int().openapi({ description: 'Corrected since they were sent' }),
    toRemove: z.number().int().openapi({ description: 'Sent, and no longer rateable' }),
    excluded: Excluded,
  })
  .openapi('DuprSubmissionState')

export const DuprSubmissionReportSchema = z
  .object({
    created: z.number().int(),
    corrected: z.number().int(),
    removed: z.number().int(),
    unchanged: z.number().int(),
    rejected: z.array(z.object({ identifier: z.string(), match: z.string(), message: z.string() })),
    excluded: Excluded,
  })
  .openapi('DuprSubmissionReport')
