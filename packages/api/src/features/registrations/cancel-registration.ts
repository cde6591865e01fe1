// POST /bff/registrations/:id/cancel: the player withdraws an entry (refunded until the deadline).
import { requireAuth } from '../../http/auth.ts'
import { parseParams } from '../../lib/validation.ts'
import { IdParams } from './contract.ts'
import { afterCommit, nowOf, paymentProviderOf, type Handler } from './kit.ts'
import { cancelRegistration } from './manage.ts'

export const route = { method: 'post', path: '/:id/cancel' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { id } = parseParams(c, IdParams)
  const result = await cancelRegistration({
    db: c.get('db'),
    userId: auth.userId,
    registrationId: id,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  await afterCommit(c, result.effects)
  return c.json({ registrationId: id, status: 'cancelled' as const, refundMinor: result.refundMinor })
}
