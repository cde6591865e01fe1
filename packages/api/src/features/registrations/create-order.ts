// POST /bff/registrations/tournament/{id}/orders: register for classes (idempotent per key).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { EntriesBody, IdempotencyHeaders, IdParams, IDEMPOTENCY_KEY, OrderView } from './contract.ts'
import { nowOf, paymentProviderOf } from './kit.ts'
import { rememberLanguage } from './language.ts'
import { createRegistrationOrder } from './place-order.ts'
import { body, bodyErrors, json, signedIn } from './registrations-app.ts'

export const route = createRoute({
  method: 'post',
  path: '/tournament/{id}/orders',
  tags: ['Registrations'],
  summary: 'Register for classes',
  description:
    'Creates an order holding the places (or waitlist entries). A retry with the same Idempotency-Key answers the same order with 200 and `idempotent-replayed: true`.',
  middleware: signedIn,
  request: { params: IdParams, headers: IdempotencyHeaders, ...body(EntriesBody) },
  responses: {
    201: json(OrderView, 'The new order'),
    200: json(OrderView, 'The order this key created before (a replay)'),
    ...bodyErrors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { id } = c.req.valid('param')
  // The key and the body are read here, in this order (registrations-app.ts).
  const key = c.req.header('idempotency-key')
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new AppError(
      400,
      'IDEMPOTENCY_KEY_REQUIRED',
      'Send an Idempotency-Key header (8–128 letters, digits, "_-:.") with every registration',
    )
  }
  const { entries, locale } = await parseJsonBody(c, EntriesBody)
  await rememberLanguage(c.get('db'), auth.userId, locale)
  const result = await createRegistrationOrder({
    db: c.get('db'),
    userId: auth.userId,
    tournamentId: id,
    entries,
    idempotencyKey: key,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  if (!result.isReplay) return c.json(result.order, 201)
  c.header('idempotent-replayed', 'true')
  return c.json(result.order, 200)
}
