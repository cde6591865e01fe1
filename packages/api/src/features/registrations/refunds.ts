// Refunds: recorded (pending) in the transaction that causes them, executed afterwards through
// the payment adapter with `courtside-refund-<id>` as idempotency key, so a crash or a failed
// call in between is retried later rather than lost or paid twice (schema-registration.ts).
import {
  and,
  asc,
  eq,
  inArray,
  isNull,
  lt,
  orderItems,
  orderRefunds,
  orders,
  sql,
  type Executor,
  type Tx,
} from '@courtside/db'
import type { Logger } from 'pino'
import type { PaymentAdapter } from '../../adapters/payments/adapter.ts'
import { lockOrder } from './class-store.ts'
import type { Ctx } from './effects.ts'
import { withTransaction } from './transaction.ts'

/** Tries before a refund is marked failed; sweep.ts picks up stuck ones below the same limit. */
export const MAX_REFUND_ATTEMPTS = 5

/** A refund of the whole order (late payment); registration-less. */
export async function recordOrderRefund(
  ctx: Ctx,
  orderId: string,
  amountMinor: number,
  reason: 'late_payment' | 'cancellation',
): Promise<void> {
  if (amountMinor <= 0) return
  const [refund] = await ctx.tx
    .insert(orderRefunds)
    .values({ orderId, amountMinor, reason, createdAt: ctx.now })
    .returning({ id: orderRefunds.id })
  if (refund) ctx.effects.refundIds.push(refund.id)
}

/** Applies a provider's refund outcome once: the order's refunded total moves on success only. */
export async function markRefundOutcome(
  tx: Tx,
  options: { refundId?: number; providerRef?: string; status: 'succeeded' | 'pending' | 'failed'; now: Date },
): Promise<void> {
  const where =
    options.refundId !== undefined
      ? eq(orderRefunds.id, options.refundId)
      : eq(orderRefunds.providerRef, options.providerRef ?? '')
  const [refund] = await tx.select().from(orderRefunds).where(where).for('update')
  if (!refund || refund.status === 'succeeded' || options.status === 'pending') return
  await tx
    .update(orderRefunds)
    .set({ status: options.status, processedAt: options.now })
    .where(eq(orderRefunds.id, refund.id))
  if (options.status !== 'succeeded') return
  await tx
    .update(orders)
    .set({
      refundedMinor: sql`${orders.refundedMinor} + ${refund.amountMinor}`,
      status: sql`case when ${orders.refundedMinor} + ${refund.amountMinor} >= ${orders.totalMinor} then 'refunded' else ${orders.status} end`,
      updatedAt: options.now,
    })
    .where(eq(orders.id, refund.orderId))
}

/** Executes one recorded refund through the adapter (outside any transaction). */
export async function executeRefund(options: {
  db: Executor
  adapter: PaymentAdapter
  refundId: number
  now: Date
  logger: Logger
}): Promise<void> {
  const { db, adapter, refundId, now, logger } = options
  const [row] = await db
    .select({ refund: orderRefunds, order: orders })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(eq(orderRefunds.id, refundId))
  if (!row || row.refund.status !== 'pending') return
  const { refund, order } = row
  if (refund.providerRef) return // started; the provider's webhook reports the outcome
  if (order.paymentProvider !== adapter.provider || !order.paymentRef) {
    logger.error(
      { refundId, provider: order.paymentProvider },
      'refund cannot be executed by the configured adapter',
    )
    return
  }
  try {
    const result = await adapter.refund({
      paymentRef: order.paymentRef,
      amountMinor: refund.amountMinor,
      idempotencyKey: `courtside-refund-${refund.id}`,
      orderId: order.id,
    })
    await withTransaction(db, async (tx) => {
      await tx
        .update(orderRefunds)
        .set({ providerRef: result.providerRef, attempts: sql`${orderRefunds.attempts} + 1` })
        .where(eq(orderRefunds.id, refund.id))
      await markRefundOutcome(tx, { refundId: refund.id, status: result.status, now })
    })
  } catch (error) {
    logger.error({ err: error, refundId }, 'refund failed; will retry')
    await db
      .update(orderRefunds)
      .set({
        attempts: sql`${orderRefunds.attempts} + 1`,
        status: sql`case when ${orderRefunds.attempts} + 1 >= ${MAX_REFUND_ATTEMPTS} then 'failed' else 'pending' end`,
      })
      .where(eq(orderRefunds.id, refund.id))
  }
}

/** Retries refunds that were recorded but never reached the provider. */
export async function processPendingRefunds(options: {
  db: Executor
  adapter: PaymentAdapter
  now: Date
  logger: Logger
  limit?: number
}): Promise<void> {
  const rows = await options.db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'pending'),
        isNull(orderRefunds.providerRef),
        lt(orderRefunds.attempts, MAX_REFUND_ATTEMPTS),
      ),
    )
    .orderBy(asc(orderRefunds.id))
    .limit(options.limit ?? 20)
  for (const { id } of rows) await executeRefund({ ...options, refundId: id })
}

/**
 * Records (status pending) a refund of what an entry cost in a paid order, minus what was already
 * refunded for it; executed after commit through the payment adapter (run-effects.ts).
 */
export async function recordLineRefund(
  ctx: Ctx,
  registrationId: number,
  orderId: string | null,
  reason: 'cancellation' | 'late_payment' | 'partner_deadline',
): Promise<number> {
  if (!orderId) return 0
  const { tx } = ctx
  const order = await lockOrder(tx, orderId)
  if (!order || order.status !== 'paid') return 0
  const [line] = await tx
    .select({ totalMinor: orderItems.totalMinor })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.registrationId, registrationId),
        eq(orderItems.kind, 'charged'),
      ),
    )
  if (!line) return 0
  const [done] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderRefunds.amountMinor}), 0)::int` })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.registrationId, registrationId),
        inArray(orderRefunds.status, ['pending', 'succeeded']),
      ),
    )
  const amount = line.totalMinor - (done?.n ?? 0)
  if (amount <= 0) return 0
  const [refund] = await tx
    .insert(orderRefunds)
    .values({ orderId, registrationId, amountMinor: amount, reason, createdAt: ctx.now })
    .returning({ id: orderRefunds.id })
  if (refund) ctx.effects.refundIds.push(refund.id)
  return amount
}
