// Which payment adapter runs (DESIGN.md "payments"): Stripe when configured, else the built-in
// test checkout. The values come from the app's validated environment through ApiConfig
// (`config.payments`); nothing here reads process.env.
import type { ApiConfig } from '../../lib/context.ts'

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
}

export type PaymentsConfig = { provider: 'test_checkout' } | StripePaymentsConfig

export const TEST_CHECKOUT_CONFIG: PaymentsConfig = { provider: 'test_checkout' }

export function paymentsConfigOf(config: ApiConfig): PaymentsConfig {
  return config.payments ?? TEST_CHECKOUT_CONFIG
}

/** STRIPE_* variables → config (for the env module; all three keys or none). */
export function paymentsConfigFromEnv(env: {
  STRIPE_SECRET_KEY?: string | undefined
  STRIPE_PUBLISHABLE_KEY?: string | undefined
  STRIPE_WEBHOOK_SECRET?: string | undefined
  STRIPE_API_BASE?: string | undefined
}): PaymentsConfig {
  if (!env.STRIPE_SECRET_KEY) return TEST_CHECKOUT_CONFIG
  if (!env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) {
    throw new Error('STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required with STRIPE_SECRET_KEY')
  }
  return {
    provider: 'stripe',
    secretKey: env.STRIPE_SECRET_KEY,
    publishableKey: env.STRIPE_PUBLISHABLE_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    apiBase: env.STRIPE_API_BASE,
  }
}
