import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { parseJsonBody, parseParams } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { paymentEventFromStripe } from '../../services/payments/events.ts'
import { isStripeAdapter, paymentAdapterFor } from '../../services/payments/index.ts'
import { applyPaymentEvent } from '../../services/registrations/payment-outcome.ts'
import { payWithTestCard } from '../../services/registrations/payment.ts'
import { LOCALES } from '@courtside/domain'
import { afterCommit, nowOf } from '../registrations/registrations.routes.ts'

// /bff/payments: the built-in test checkout (signed in, CSRF-checked like every state change)
// and Stripe's webhook (no session: authenticated by its signature over the raw body).
export const paymentRoutes = new Hono<AppEnv>()
  .post('/test-checkout/:orderId', async (c) => {
    const auth = requireAuth(c)
    const { orderId } = parseParams(c, z.object({ orderId: z.uuid() }))
    const body = await parseJsonBody(
      c,
      z
        .object({ cardNumber: z.string().trim().min(12).max(30), locale: z.enum(LOCALES).default('en') })
        .strict(),
    )
    const { result, effects } = await payWithTestCard({
      c,
      orderId,
      userId: auth.userId,
      cardNumber: body.cardNumber,
      locale: body.locale,
      now: nowOf(c),
    })
    await afterCommit(c, effects)
    return c.json(result)
  })
  .post('/stripe/webhook', async (c) => {
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
  })
