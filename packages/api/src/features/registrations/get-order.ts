// GET /bff/registrations/orders/{orderId}: the success page's order.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { OrderParams, OrderView } from './contract.ts'
import { afterCommit, nowOf, paymentDepsOf } from './kit.ts'
import { reconcileOrder } from './payment.ts'
import { json, paramErrors, signedIn } from './registrations-app.ts'
import { getOrderView } from './views.ts'

export const route = createRoute({
  method: 'get',
  path: '/orders/{orderId}',
  tags: ['Registrations'],
  summary: 'Read one of the caller’s orders',
  description:
    'With Stripe, the payment’s state is pulled from the provider first (a webhook may not have arrived yet).',
  middleware: signedIn,
  request: { params: OrderParams },
  responses: { 200: json(OrderView, 'The order'), ...paramErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { orderId } = c.req.valid('param')
  const now = nowOf(c)
  // With Stripe, the provider's state is pulled in once (a webhook may not have arrived yet);
  // the status shown is always this server record.
  await afterCommit(c, await reconcileOrder({ deps: paymentDepsOf(c), orderId, userId: auth.userId, now }))
  return c.json(await getOrderView({ db: c.get('db'), orderId, userId: auth.userId, now }), 200)
}
