import type { OrderView } from '@courtside/api/types'
import { describe, expect, it } from 'vitest'
import { paymentResult } from './payment-result.ts'

const order = (status: OrderView['status']) => ({ status }) as OrderView

describe('paymentResult', () => {
  it('follows the server record, whatever the query string says', () => {
    expect(paymentResult(order('paid'), 'failed')).toBe('succeeded')
    expect(paymentResult(order('failed'), 'succeeded')).toBe('failed')
    expect(paymentResult(order('expired'), 'succeeded')).toBe('canceled')
    expect(paymentResult(order('refunded'), undefined)).toBe('canceled')
  })

  it('a pending order is "processing" only when the payment page reported success', () => {
    expect(paymentResult(order('pending'), 'succeeded')).toBe('processing')
    expect(paymentResult(order('pending'), 'failed')).toBe('failed')
    expect(paymentResult(order('pending'), 'canceled')).toBe('canceled')
    expect(paymentResult(order('pending'), undefined)).toBe('canceled')
  })

  it('without an order there is nothing to show', () => {
    expect(paymentResult(undefined, 'succeeded')).toBe('unknown')
  })
})
