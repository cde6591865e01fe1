// POST /bff/registrations/tournament/:id/orders: register for classes (idempotent per key).
import { requireAuth } from '../../http/auth.ts'
import { AppError } from '../../lib/errors.ts'
import { parseJsonBody, parseParams } from '../../lib/validation.ts'
import { EntriesBody, IdParams, IDEMPOTENCY_KEY } from './contract.ts'
import { afterCommit, nowOf, paymentProviderOf, type Handler } from './kit.ts'
import { rememberLanguage } from './language.ts'
import { createRegistrationOrder } from './place-order.ts'

export const route = { method: 'post', path: '/tournament/:id/orders' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { id } = parseParams(c, IdParams)
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
  await afterCommit(c, result.effects)
  if (result.isReplay) c.header('idempotent-replayed', 'true')
  return c.json(result.order, result.isReplay ? 200 : 201)
}
