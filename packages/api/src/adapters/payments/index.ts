// The configured payment adapter for a request (built once per configuration object).
import type { ApiConfig } from '../../lib/context.ts'
import type { PaymentAdapter } from './adapter.ts'
import { paymentsConfigOf, type PaymentsConfig } from './config.ts'
import { createStripeAdapter, type StripeAdapter } from './stripe.ts'
import { createTestCheckoutAdapter } from './test-checkout.ts'

export type { PaymentAdapter, PaymentProvider, PaymentSession, PaymentState } from './adapter.ts'
export type { PaymentsConfig } from './config.ts'

// Keyed by the config object: no state of its own, just the SDK client reused across requests.
const adapters = new WeakMap<object, PaymentAdapter>()

export function createPaymentAdapter(config: PaymentsConfig): PaymentAdapter {
  return config.provider === 'stripe' ? createStripeAdapter(config) : createTestCheckoutAdapter()
}

export function paymentAdapterFor(apiConfig: ApiConfig): PaymentAdapter {
  const config = paymentsConfigOf(apiConfig)
  let adapter = adapters.get(config)
  if (!adapter) {
    adapter = createPaymentAdapter(config)
    adapters.set(config, adapter)
  }
  return adapter
}

export function isStripeAdapter(adapter: PaymentAdapter): adapter is StripeAdapter {
  return adapter.provider === 'stripe' && 'verifyWebhook' in adapter
}
