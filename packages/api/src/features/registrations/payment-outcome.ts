// What a payment event means for an order and its entries, for every adapter: Stripe webhooks,
// the built-in test checkout and the reconciliation on the success redirect all end here.
// Each event is recorded in payment_events in the same transaction as its effect, so a repeated
// delivery changes nothing; out-of-order events cannot move a paid order backwards.
import { and, eq, orders, paymentEvents, registrations, tournaments, type Executor } from '@courtside/db'
import type { Logger } from 'pino'
import type { PaymentEvent } from '../../adapters/payments/events.ts'
import { classIdsOfOrder, lockClasses, lockOrder } from './class-store.ts'
import { newEffects, type Ctx, type Effects } from './effects.ts'
import { releaseOrderEntries, sweepClass } from './sweep.ts'
import { settlePaidEntry } from './entry-outcome.ts'
import { markRefundOutcome, recordOrderRefund } from './refunds.ts'
import { receiptNotice } from '../messages/index.ts'
import { withTransaction } from './transaction.ts'

export type PaymentEventResult = {
  isDuplicate: boolean
  /** The order the event was about, when we know it. */
  orderId: string | null
  effects: Effects
}

async function resolveOrderId(
  db: Executor,
  orderId: string | null,
  paymentRef: string,
): Promise<string | null> {
  if (orderId && /^[0-9a-f-]{36}$/i.test(orderId)) return orderId
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.paymentRef, paymentRef))
  return row?.id ?? null
}

export async function applyPaymentEvent(options: {
  db: Executor
  event: PaymentEvent
  now: Date
  paymentProvider: string
  logger: Logger
}): Promise<PaymentEventResult> {
  const { db, event, now, logger } = options
  const outcome = event.outcome
  const orderId =
    outcome.kind === 'succeeded' || outcome.kind === 'failed' || outcome.kind === 'canceled'
      ? await resolveOrderId(db, outcome.orderId, outcome.paymentRef)
      : null
  const classIds = orderId ? await classIdsOfOrder(db, orderId) : []
  const effects = newEffects()

  const isDuplicate = await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      // Classes first, then the order (class-store.ts lock order); the event id last, so a
      // concurrent duplicate waits here and then finds the first one recorded.
      const classesById = await lockClasses(tx, classIds)
      const inserted = await tx
        .insert(paymentEvents)
        .values({ id: event.eventId, type: event.type, processedAt: now })
        .onConflictDoNothing()
        .returning({ id: paymentEvents.id })
      if (inserted.length === 0) return true
      const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }

      if (outcome.kind === 'ignored') {
        logger.info(
          { eventId: event.eventId, type: event.type },
          'payment event type not handled; acknowledged',
        )
        return false
      }
      if (outcome.kind === 'refund') {
        await markRefundOutcome(tx, { providerRef: outcome.providerRef, status: outcome.status, now })
        return false
      }
      if (!orderId) {
        logger.warn({ eventId: event.eventId, type: event.type }, 'payment event for an unknown order')
        return false
      }
      const order = await lockOrder(tx, orderId)
      if (!order) return false

      if (outcome.kind === 'succeeded') {
        if (outcome.amountMinor !== order.totalMinor || outcome.currency.toUpperCase() !== order.currency) {
          logger.error(
            { orderId, eventId: event.eventId, amount: outcome.amountMinor, expected: order.totalMinor },
            'payment amount or currency does not match the order; not applied',
          )
          return false
        }
        if (order.status === 'paid' || order.status === 'refunded') return false
        const isLate = order.status === 'expired' || order.status === 'canceled'
        await tx
          .update(orders)
          .set({
            status: 'paid',
            paidAt: now,
            paymentRef: order.paymentRef ?? outcome.paymentRef,
            updatedAt: now,
          })
          .where(eq(orders.id, orderId))
        if (isLate) {
          // The places were released when the hold ended; the money goes back in full.
          await recordOrderRefund(ctx, orderId, order.totalMinor, 'late_payment')
          const [event] = await tx
            .select({ name: tournaments.name })
            .from(tournaments)
            .where(eq(tournaments.id, order.tournamentId))
          ctx.effects.notices.push({
            userId: order.userId,
            kind: 'late_refund',
            tournamentId: order.tournamentId,
            tournamentName: event?.name ?? '',
            className: '',
          })
          return false
        }
        const pending = await tx
          .select({ id: registrations.id, classId: registrations.classId })
          .from(registrations)
          .where(and(eq(registrations.orderId, orderId), eq(registrations.status, 'pending_payment')))
        for (const reg of pending) {
          const cls = classesById.get(reg.classId)
          if (cls) await settlePaidEntry(ctx, cls, reg.id)
        }
        const receipt = await receiptNotice(tx, orderId, now)
        if (receipt) ctx.effects.notices.push(receipt)
        for (const cls of classesById.values()) await sweepClass(ctx, cls)
        return false
      }

      if (outcome.kind === 'failed') {
        // A decline can be retried with another card while the hold lasts; never after success.
        if (order.status === 'pending') {
          await tx
            .update(orders)
            .set({ status: 'failed', paymentRef: order.paymentRef ?? outcome.paymentRef, updatedAt: now })
            .where(eq(orders.id, orderId))
        }
        return false
      }

      // canceled
      if (order.status === 'pending' || order.status === 'failed') {
        await tx.update(orders).set({ status: 'canceled', updatedAt: now }).where(eq(orders.id, orderId))
        await releaseOrderEntries(ctx, orderId, 'cancelled')
        for (const cls of classesById.values()) await sweepClass(ctx, cls)
      }
      return false
    },
    { effects },
  )
  return { isDuplicate, orderId, effects }
}
