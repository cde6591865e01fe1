// The registration API's requests, declared on each operation's route (registrations-app.ts):
// the path and query are checked after the session, the body is read by the handler.
import { z } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
import { idParam } from '../../lib/validation.ts'
import { MAX_ENTRIES_PER_ORDER, MAX_TEAMMATES } from './rules.ts'

// A clone: schemas built before @hono/zod-openapi loaded (lib/validation.ts) lack `.openapi`.
export const IdParams = z.object({
  id: idParam.clone().openapi({ param: { name: 'id', in: 'path' }, example: 12, type: 'integer' }),
})
export const OrderParams = z.object({
  orderId: z.uuid().openapi({ param: { name: 'orderId', in: 'path' } }),
})

const entrySchema = z
  .object({
    classId: idParam,
    partnerUserIds: z.array(idParam).max(MAX_TEAMMATES).optional(),
    isLookingForPartner: z.boolean().optional(),
    teamName: z.string().trim().max(60).optional(),
  })
  .strict()
  .openapi('EntryRequest')

/** Only which classes and partners: prices always come from the database. */
export const EntriesBody = z
  .object({
    entries: z.array(entrySchema).min(1).max(MAX_ENTRIES_PER_ORDER),
    /** The page's language: the player's messages use it when they never chose one. */
    locale: z.enum(LOCALES).optional(),
  })
  .strict()
  .openapi('RegistrationEntries')

export const PayBody = z
  .object({ locale: z.enum(LOCALES).optional() })
  .strict()
  .openapi('PaymentRequest')

export const PlayersQuery = z.object({
  search: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .openapi({ param: { name: 'search', in: 'query' } }),
})

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_\-:.]{8,128}$/

/** Documents the header create-order.ts checks itself (its answer comes before the body's). */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .openapi({ description: '8–128 letters, digits or "_-:."; a retry with the same key replays the order' }),
})

export * from './schemas.ts'
