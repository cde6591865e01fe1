// GET /bff/registrations/orders/:orderId: the success page's order.
import { requireAuth } from '../../http/auth.ts'
import { parseParams } from '../../lib/validation.ts'
import { OrderParams } from './contract.ts'
import { afterCommit, nowOf, paymentDepsOf, type Handler } from './kit.ts'
import { reconcileOrder } from './payment.ts'
import { getOrderView } from './views.ts'

export const route = { method: 'get', path: '/orders/:orderId' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { orderId } = parseParams(c, OrderParams)
  const now = nowOf(c)
  // With Stripe, the provider's state is pulled in once (a webhook may not have arrived yet);
  // the status shown is always this server record.
  await afterCommit(c, await reconcileOrder({ deps: paymentDepsOf(c), orderId, userId: auth.userId, now }))
  return c.json(await getOrderView({ db: c.get('db'), orderId, userId: auth.userId, now }))
}
