import type { OrderView } from '@courtside/api/types'

export type RedirectStatus = 'succeeded' | 'failed' | 'canceled'
export type PaymentResult = 'succeeded' | 'processing' | 'failed' | 'canceled' | 'unknown'

/**
 * The result shown comes from the server's record of the order; `redirect_status` only tells
 * what the payment page reported, e.g. "succeeded" while the order is still being confirmed.
 */
export function paymentResult(
  order: OrderView | undefined,
  redirectStatus: RedirectStatus | undefined,
): PaymentResult {
  if (!order) return 'unknown'
  switch (order.status) {
    case 'paid':
      return 'succeeded'
    case 'failed':
      return 'failed'
    case 'canceled':
    case 'expired':
    case 'refunded':
      return 'canceled'
    case 'pending':
      if (redirectStatus === 'succeeded') return 'processing'
      return redirectStatus === 'failed' ? 'failed' : 'canceled'
  }
}
