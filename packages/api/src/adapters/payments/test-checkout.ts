// The built-in test checkout (DESIGN.md default adapter): no money moves. The checkout page
// posts a card number; 4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined, like
// card test mode. The outcome then goes through the same event path as a Stripe webhook.
import { AppError } from '../../lib/errors.ts'
import type { PaymentAdapter } from './adapter.ts'

export const TEST_CARD_SUCCEEDS = '4242424242424242'
export const TEST_CARD_DECLINED = '4000000000000002'

export type TestCardOutcome = 'succeeded' | 'declined'

/** Digits only; spaces and dashes as people type them are fine. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '')
  if (digits === TEST_CARD_SUCCEEDS) return 'succeeded'
  if (digits === TEST_CARD_DECLINED) return 'declined'
  throw new AppError(
    400,
    'TEST_CARD_UNSUPPORTED',
    'This is a test checkout: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined)',
  )
}

export function createTestCheckoutAdapter(): PaymentAdapter {
  return {
    provider: 'test_checkout',
    startPayment: ({ orderId, existingRef }) =>
      Promise.resolve({ provider: 'test_checkout', paymentRef: existingRef ?? `tc_${orderId}` }),
    // The test checkout's state is our own record: the page reports outcomes synchronously.
    getPaymentState: () => Promise.resolve(null),
    refund: ({ idempotencyKey }) =>
      Promise.resolve({ providerRef: `tc_re_${idempotencyKey}`, status: 'succeeded' }),
  }
}
