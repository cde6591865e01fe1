// POST /bff/registrations/{id}/cancel: the player withdraws an entry (refunded until the deadline).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { CancelledRegistration, IdParams } from './contract.ts'
import { nowOf, paymentProviderOf } from './kit.ts'
import { cancelRegistration } from './manage.ts'
import { json, signedIn, writeErrors } from './registrations-app.ts'

export const route = createRoute({
  method: 'post',
  path: '/{id}/cancel',
  tags: ['Registrations'],
  summary: 'Withdraw an entry',
  description: 'Refunded until the organizer’s refund deadline (`refundMinor`).',
  middleware: signedIn,
  request: { params: IdParams },
  responses: { 200: json(CancelledRegistration, 'The entry is cancelled'), ...writeErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { id } = c.req.valid('param')
  const result = await cancelRegistration({
    db: c.get('db'),
    userId: auth.userId,
    registrationId: id,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json({ registrationId: id, status: 'cancelled' as const, refundMinor: result.refundMinor }, 200)
}
