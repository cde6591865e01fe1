// The payment adapter interface (DESIGN.md "payments"): Stripe in production, the built-in test
// checkout by default. Adapters move money; what a payment means for orders and registrations
// lives in features/registrations/payment-outcome.ts, shared by both.

export type PaymentProvider = 'test_checkout' | 'stripe'

export type PaymentSession =
  | { provider: 'test_checkout'; paymentRef: string }
  | { provider: 'stripe'; paymentRef: string; clientSecret: string; publishableKey: string }

/** The provider's view of a payment, normalised. */
export type PaymentState = {
  status: 'succeeded' | 'processing' | 'requires_payment' | 'canceled'
  amountMinor: number
  currency: string
}

export type RefundResult = { providerRef: string; status: 'succeeded' | 'pending' | 'failed' }

export type PaymentAdapter = {
  provider: PaymentProvider
  /**
   * Starts (or, with the same order, returns) the provider's payment for an order. Calls carry
   * an idempotency key derived from the order id, so a retry never creates a second charge.
   */
  startPayment: (input: {
    orderId: string
    amountMinor: number
    currency: string
    description: string
    existingRef: string | null
  }) => Promise<PaymentSession>
  /** The provider's current state of a payment (reconciliation on the success redirect). */
  getPaymentState: (paymentRef: string) => Promise<PaymentState | null>
  refund: (input: {
    paymentRef: string
    amountMinor: number
    idempotencyKey: string
    orderId: string
  }) => Promise<RefundResult>
}
