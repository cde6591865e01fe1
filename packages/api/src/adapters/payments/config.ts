// Which payment adapter runs (DESIGN.md "payments"): Stripe when configured, else the built-in
// test checkout. The values come from the app's validated environment through ApiConfig
// (`config.payments`); nothing here reads process.env.
export type StripePaymentsConfig = {
  provider: 'stripe'
  /** sk_live_… / sk_test_… (server only). */
  secretKey: string
  /** pk_… — handed to the browser for the Payment Element. */
  publishableKey: string
  /** whsec_… — verifies webhook signatures. */
  webhookSecret: string
  /** Another API origin, e.g. a local stand-in in tests (http://127.0.0.1:4010). */
  apiBase?: string | undefined
  /** How long one request to Stripe may take (default 20 s); tests set it low. */
  timeoutMs?: number | undefined
  /** The SDK's retries on network errors and timeouts (default 2), all with the same idempotency key. */
  maxNetworkRetries?: number | undefined
}

export type PaymentsConfig = { provider: 'test_checkout' } | StripePaymentsConfig

export const TEST_CHECKOUT_CONFIG: PaymentsConfig = { provider: 'test_checkout' }

/** Takes ApiConfig (lib/context.ts) structurally, so this module need not import it. */
export function paymentsConfigOf(config: { payments?: PaymentsConfig | undefined }): PaymentsConfig {
  return config.payments ?? TEST_CHECKOUT_CONFIG
}
