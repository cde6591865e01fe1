// Stripe events → our PaymentEvent, which features/registrations/payment-outcome.ts applies. Only the event
// types that change an order or a refund are interpreted; every other type is acknowledged and
// logged, as Stripe expects.
import type Stripe from 'stripe'

/** A provider's payment event in our terms, applied by applyPaymentEvent (payment-outcome.ts). */
export type PaymentEvent = {
  /** The provider's event id (Stripe `evt_…`) or one we mint for the test checkout. */
  eventId: string
  /** The provider's event type, recorded as received. */
  type: string
  outcome:
    | { kind: 'succeeded'; paymentRef: string; orderId: string | null; amountMinor: number; currency: string }
    | { kind: 'failed'; paymentRef: string; orderId: string | null }
    | { kind: 'canceled'; paymentRef: string; orderId: string | null }
    | { kind: 'refund'; providerRef: string; status: 'succeeded' | 'pending' | 'failed' }
    | { kind: 'ignored' }
}

type IntentLike = {
  id: string
  amount: number
  amount_received: number
  currency: string
  metadata?: Record<string, string> | null
}

export function paymentEventFromStripe(event: Stripe.Event): PaymentEvent {
  const base = { eventId: event.id, type: event.type }
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object as unknown as IntentLike
      return {
        ...base,
        outcome: {
          kind: 'succeeded',
          paymentRef: intent.id,
          orderId: intent.metadata?.orderId ?? null,
          amountMinor: intent.amount_received,
          currency: intent.currency.toUpperCase(),
        },
      }
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object as unknown as IntentLike
      return {
        ...base,
        outcome: { kind: 'failed', paymentRef: intent.id, orderId: intent.metadata?.orderId ?? null },
      }
    }
    case 'payment_intent.canceled': {
      const intent = event.data.object as unknown as IntentLike
      return {
        ...base,
        outcome: { kind: 'canceled', paymentRef: intent.id, orderId: intent.metadata?.orderId ?? null },
      }
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      const refund = event.data.object as unknown as { id: string; status: string | null }
      const status =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed' || refund.status === 'canceled'
            ? 'failed'
            : 'pending'
      return { ...base, outcome: { kind: 'refund', providerRef: refund.id, status } }
    }
    default:
      return { ...base, outcome: { kind: 'ignored' } }
  }
}
