// POST /bff/payments/stripe/webhook: no session, authenticated by Stripe's signature over the raw body.
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { paymentEventFromStripe } from '../../adapters/payments/events.ts'
import { isStripeAdapter, paymentAdapterFor } from '../../adapters/payments/index.ts'
import { afterCommit, applyPaymentEvent, nowOf } from '../registrations/index.ts'

export const route = { method: 'post', path: '/stripe/webhook' } as const

export async function handler(c: Context<AppEnv>): Promise<Response> {
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
  await afterCommit(c, result.effects)
  return c.json({ received: true, duplicate: result.isDuplicate })
}
