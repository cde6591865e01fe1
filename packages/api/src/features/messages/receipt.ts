// The registration receipt (issue 16): written when an order is paid, in the same transaction, and
// for a free order (total 0) when it is created paid. Lines, discounts, VAT and total are the
// order's own stored figures (never recomputed), with the organizer's name, city and e-mail.
import { and, classes, eq, orderItems, orders, organizations, tournaments } from '@courtside/db'
import type { Executor } from './enqueue.ts'
import type { NoticeLike } from './notices.ts'

export async function receiptNotice(
  tx: Executor,
  orderId: string,
  paidAt: Date,
): Promise<(NoticeLike & { kind: 'receipt' }) | null> {
  const [order] = await tx
    .select({
      order: orders,
      tournament: tournaments.name,
      organizer: organizations.name,
      organizerEmail: organizations.email,
      organizerCity: organizations.city,
    })
    .from(orders)
    .innerJoin(tournaments, eq(tournaments.id, orders.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(orders.id, orderId))
  if (!order) return null
  const lines = await tx
    .select({
      label: classes.name,
      amountMinor: orderItems.feeMinor,
      discountMinor: orderItems.discountMinor,
    })
    .from(orderItems)
    .innerJoin(classes, eq(classes.id, orderItems.classId))
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'charged')))
    .orderBy(orderItems.id)
  // An order whose every entry went to the waitlist bought nothing (yet): no receipt.
  if (lines.length === 0) return null
  const o = order.order
  return {
    userId: o.userId,
    kind: 'receipt',
    tournamentId: o.tournamentId,
    tournamentName: order.tournament,
    className: '',
    subjectId: o.id,
    payload: {
      order: o.id.slice(0, 8).toUpperCase(),
      paidAt: paidAt.toISOString(),
      currency: o.currency,
      lines,
      vatMinor: o.vatMinor,
      vatRateBasisPoints: o.vatRateBasisPoints,
      vatMode: o.vatMode,
      totalMinor: o.totalMinor,
      organizerName: order.organizer,
      organizerEmail: order.organizerEmail ?? undefined,
      organizerAddress: order.organizerCity ?? undefined,
      checkInPath: `/tournament/${o.tournamentId}/check-in`,
    },
  }
}
