// The registration API's requests. Validated inside each handler (lib/validation.ts), after the
// session check, so a signed-out caller gets 401 before any 400, as the player pages expect.
import { z } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
import { idParam } from '../../lib/validation.ts'
import { MAX_ENTRIES_PER_ORDER, MAX_TEAMMATES } from './rules.ts'

export const IdParams = z.object({ id: idParam })
export const OrderParams = z.object({ orderId: z.uuid() })
export const InvitationParams = z.object({ id: idParam, answer: z.enum(['accept', 'decline']) })

const entrySchema = z
  .object({
    classId: idParam,
    partnerUserIds: z.array(idParam).max(MAX_TEAMMATES).optional(),
    isLookingForPartner: z.boolean().optional(),
    teamName: z.string().trim().max(60).optional(),
  })
  .strict()

/** Only which classes and partners: prices always come from the database. */
export const EntriesBody = z
  .object({
    entries: z.array(entrySchema).min(1).max(MAX_ENTRIES_PER_ORDER),
    /** The page's language: the player's messages use it when they never chose one. */
    locale: z.enum(LOCALES).optional(),
  })
  .strict()

export const PayBody = z.object({ locale: z.enum(LOCALES).optional() }).strict()

export const PlayersQuery = z.object({ search: z.string().trim().min(2).max(60) })

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/
