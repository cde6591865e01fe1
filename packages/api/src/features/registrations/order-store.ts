// The order rows a registration writes: the order with its priced totals, and one line per entry.
// A new registration and a waitlist promotion both create orders this way; an order that costs
// nothing is paid as it is created.
import { orderItems, orders, type Tx } from '@courtside/db'
import type { Quote } from './types.ts'

/** The priced totals an order keeps (a quote's, or the domain's price breakdown). */
export type OrderTotals = Pick<
  Quote,
  | 'currency'
  | 'subtotalMinor'
  | 'discountMinor'
  | 'vatMinor'
  | 'vatRateBasisPoints'
  | 'vatMode'
  | 'totalMinor'
>

export async function insertOrder(
  tx: Tx,
  order: {
    userId: number
    tournamentId: number
    idempotencyKey: string
    totals: OrderTotals
    paymentProvider: string
    expiresAt: Date
    now: Date
  },
): Promise<string> {
  const { totals, now } = order
  const isFree = totals.totalMinor === 0
  const [row] = await tx
    .insert(orders)
    .values({
      userId: order.userId,
      tournamentId: order.tournamentId,
      idempotencyKey: order.idempotencyKey,
      status: isFree ? 'paid' : 'pending',
      currency: totals.currency,
      subtotalMinor: totals.subtotalMinor,
      discountMinor: totals.discountMinor,
      vatMinor: totals.vatMinor,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatMode: totals.vatMode,
      totalMinor: totals.totalMinor,
      paymentProvider: isFree ? 'none' : order.paymentProvider,
      expiresAt: order.expiresAt,
      paidAt: isFree ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id })
  if (!row) throw new Error('order insert returned nothing')
  return row.id
}

export async function insertOrderLine(
  tx: Tx,
  line: {
    orderId: string
    registrationId: number
    classId: number
    kind: 'charged' | 'waitlisted'
    quantity: number
    unitFeeMinor: number
    feeMinor: number
    discountMinor: number
    vatMinor: number
    totalMinor: number
    now: Date
  },
): Promise<void> {
  const { now, ...values } = line
  await tx.insert(orderItems).values({ ...values, createdAt: now })
}
