// POST /bff/payments/test-checkout/{orderId}: the built-in test checkout's card form.
import { createRoute, z, type RouteHandler } from '@hono/zod-openapi'
import { LOCALES } from '@courtside/domain'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import {
  body,
  bodyErrors,
  json,
  nowOf,
  OrderParams,
  paymentDepsOf,
  payWithTestCard,
  signedIn,
  TestCheckoutResult,
} from '../registrations/index.ts'

const Body = z
  .object({ cardNumber: z.string().trim().min(12).max(30), locale: z.enum(LOCALES).default('en') })
  .strict()
  .openapi('TestCardPayment')

// Declared like the registration API (features/registrations/registrations-app.ts): the session
// first, then the order id; the handler reads the body (INVALID_JSON, any content type).
export const route = createRoute({
  method: 'post',
  path: '/test-checkout/{orderId}',
  tags: ['Payments'],
  summary: 'Pay an order with a test card (the built-in test checkout)',
  description: '4242 4242 4242 4242 pays; 4000 0000 0000 0002 is declined.',
  middleware: signedIn,
  request: { params: OrderParams, ...body(Body) },
  responses: { 200: json(TestCheckoutResult, 'The outcome and the order'), ...bodyErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { orderId } = c.req.valid('param')
  const { cardNumber, locale } = await parseJsonBody(c, Body)
  const { result } = await payWithTestCard({
    deps: paymentDepsOf(c),
    orderId,
    userId: auth.userId,
    cardNumber,
    locale,
    now: nowOf(c),
  })
  return c.json(result, 200)
}
