// POST /bff/payments/stripe/webhook: no session, authenticated by Stripe's signature over the raw body.
import { createRoute, z, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { paymentEventFromStripe } from '../../adapters/payments/events.ts'
import { isStripeAdapter, paymentAdapterFor } from '../../adapters/payments/index.ts'
import { applyPaymentEvent, json, nowOf, RegistrationError } from '../registrations/index.ts'

const Received = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .openapi('StripeWebhookReceived')

// No request body is declared: a validator would parse (and so re-serialise) the JSON, and the
// signature covers the exact bytes Stripe sent, which the handler reads itself.
export const route = createRoute({
  method: 'post',
  path: '/stripe/webhook',
  tags: ['Payments'],
  summary: 'Receive a Stripe event (signed with the webhook secret)',
  responses: {
    200: json(Received, 'The event was applied (or had been before)'),
    400: json(RegistrationError, 'A missing or wrong Stripe-Signature'),
    404: json(RegistrationError, 'Stripe is not configured'),
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const adapter = paymentAdapterFor(c.get('deps').config)
  if (!isStripeAdapter(adapter)) throw notFound('Stripe webhook')
  // The signature covers the exact bytes Stripe sent: read the raw body, never re-serialise.
  const rawBody = await c.req.text()
  const event = adapter.verifyWebhook(rawBody, c.req.header('stripe-signature'))
  const result = await applyPaymentEvent({
    db: c.get('db'),
    event: paymentEventFromStripe(event),
    now: nowOf(c),
    paymentProvider: adapter.provider,
    logger: c.get('log'),
  })
  return c.json({ received: true as const, duplicate: result.isDuplicate }, 200)
}
