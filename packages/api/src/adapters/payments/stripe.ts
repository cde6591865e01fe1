// Stripe adapter: PaymentIntents with the official SDK (DESIGN.md "payments"). Every creating
// call carries an idempotency key derived from our ids, so retries (ours or the SDK's network
// retries) never charge or refund twice. Webhooks are verified over the raw body with the
// SDK's 300-second tolerance.
import Stripe from 'stripe'
import { AppError } from '../../lib/errors.ts'
import type { PaymentAdapter, PaymentState } from './adapter.ts'
import type { StripePaymentsConfig } from './config.ts'

/** Stripe's own default; stated so the rule is visible here. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export function createStripeClient(config: StripePaymentsConfig): Stripe {
  const base = config.apiBase ? new URL(config.apiBase) : undefined
  return new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: config.timeoutMs ?? 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  })
}

/**
 * Stripe unreachable or not answering in time (after the SDK's own retries) is a gateway timeout
 * for our client, not an internal error: 504 in the error shape with Retry-After. Nothing was
 * written on our side, so trying again later is safe (the same idempotency key is sent).
 */
function providerUnavailable(error: unknown): never {
  if (error instanceof Stripe.errors.StripeConnectionError) {
    throw new AppError(
      504,
      'PAYMENT_PROVIDER_TIMEOUT',
      'The payment provider did not answer in time; your registration is kept, please try paying again shortly',
      { 'retry-after': '10' },
    )
  }
  throw error
}

function toState(intent: Stripe.PaymentIntent): PaymentState {
  const status =
    intent.status === 'succeeded'
      ? 'succeeded'
      : intent.status === 'canceled'
        ? 'canceled'
        : intent.status === 'processing'
          ? 'processing'
          : 'requires_payment'
  return {
    status,
    amountMinor: status === 'succeeded' ? intent.amount_received : intent.amount,
    currency: intent.currency.toUpperCase(),
  }
}

export function createStripeAdapter(config: StripePaymentsConfig): PaymentAdapter & {
  verifyWebhook: (rawBody: string, signature: string | undefined) => Stripe.Event
} {
  const stripe = createStripeClient(config)
  return {
    provider: 'stripe',

    async startPayment({ orderId, amountMinor, currency, description, existingRef }) {
      const intent = await (
        existingRef
          ? stripe.paymentIntents.retrieve(existingRef)
          : stripe.paymentIntents.create(
              {
                amount: amountMinor,
                currency: currency.toLowerCase(),
                description,
                metadata: { orderId },
                automatic_payment_methods: { enabled: true },
              },
              { idempotencyKey: `courtside-order-${orderId}` },
            )
      ).catch(providerUnavailable)
      if (intent.metadata?.orderId !== orderId || intent.amount !== amountMinor) {
        // Never hand out a payment that is not exactly this order's amount.
        throw new AppError(502, 'PAYMENT_PROVIDER_MISMATCH', 'The payment provider returned another payment')
      }
      if (!intent.client_secret) {
        throw new AppError(
          502,
          'PAYMENT_PROVIDER_ERROR',
          'The payment provider did not return a client secret',
        )
      }
      return {
        provider: 'stripe',
        paymentRef: intent.id,
        clientSecret: intent.client_secret,
        publishableKey: config.publishableKey,
      }
    },

    async getPaymentState(paymentRef) {
      return toState(await stripe.paymentIntents.retrieve(paymentRef).catch(providerUnavailable))
    },

    async refund({ paymentRef, amountMinor, idempotencyKey, orderId }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentRef, amount: amountMinor, metadata: { orderId } },
        { idempotencyKey },
      )
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending'
      return { providerRef: refund.id, status }
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new AppError(400, 'WEBHOOK_SIGNATURE_MISSING', 'Missing Stripe-Signature header')
      try {
        return stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        )
      } catch {
        throw new AppError(400, 'WEBHOOK_SIGNATURE_INVALID', 'The webhook signature is invalid or too old')
      }
    },
  }
}

export type StripeAdapter = ReturnType<typeof createStripeAdapter>
