// POST /bff/registrations/orders/{orderId}/pay: start (or resume) paying with the configured adapter.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { OrderParams, PayBody, PaymentStart } from './contract.ts'
import { nowOf, paymentDepsOf } from './kit.ts'
import { rememberLanguage } from './language.ts'
import { startOrderPayment } from './payment.ts'
import { body, bodyErrors, json, signedIn } from './registrations-app.ts'

export const route = createRoute({
  method: 'post',
  path: '/orders/{orderId}/pay',
  tags: ['Registrations'],
  summary: 'Start or resume paying for an order',
  middleware: signedIn,
  request: { params: OrderParams, ...body(PayBody) },
  responses: { 200: json(PaymentStart, 'How to pay (or nothing to pay)'), ...bodyErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { orderId } = c.req.valid('param')
  // Read here, not declared for validation (registrations-app.ts): INVALID_JSON stays.
  const { locale } = await parseJsonBody(c, PayBody)
  await rememberLanguage(c.get('db'), auth.userId, locale)
  return c.json(
    await startOrderPayment({
      deps: paymentDepsOf(c),
      siteUrl: c.get('deps').config.siteUrl,
      orderId,
      userId: auth.userId,
      locale: locale ?? 'en',
      now: nowOf(c),
    }),
    200,
  )
}
