// Paying for an order: starting a payment with the configured adapter, the test checkout's card
// outcome, and the reconciliation on the success redirect. What a payment does to the order's
// entries is payment-outcome.ts.
import { randomUUID } from 'node:crypto'
import { and, eq, isNull, orders, tournaments, type Executor } from '@courtside/db'
import type { Logger } from 'pino'
import { AppError, notFound } from '../../lib/errors.ts'
import { isStripeAdapter, type PaymentAdapter } from '../../adapters/payments/index.ts'
import { testCardOutcome } from '../../adapters/payments/test-checkout.ts'
import { mergeEffects, newEffects, type Effects } from './effects.ts'
import { applyPaymentEvent } from './payment-outcome.ts'
import { maintainTournament } from './sweep.ts'
import type { PaymentStart, TestCheckoutResult } from './types.ts'
import { getOrderView } from './views.ts'

/** What paying needs from the app: the database, the configured adapter, the request's logger. */
export type PaymentDeps = { db: Executor; adapter: PaymentAdapter; logger: Logger }

async function ownOrder(db: Executor, orderId: string, userId: number) {
  const [order] = await db
    .select({ order: orders, tournamentName: tournaments.name })
    .from(orders)
    .innerJoin(tournaments, eq(tournaments.id, orders.tournamentId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!order) throw notFound('Order')
  return order
}

/**
 * The success redirect: sweeps the tournament (an unpaid order past its hold shows as expired)
 * and, with Stripe, applies the PaymentIntent's state once if no webhook has done so yet.
 */
export async function reconcileOrder(options: {
  deps: PaymentDeps
  orderId: string
  userId: number
  now: Date
}): Promise<Effects> {
  const { orderId, userId, now } = options
  const { db, adapter, logger } = options.deps
  const { order } = await ownOrder(db, orderId, userId)
  const effects = newEffects()
  if (
    isStripeAdapter(adapter) &&
    order.paymentProvider === 'stripe' &&
    order.paymentRef &&
    (order.status === 'pending' || order.status === 'failed')
  ) {
    const state = await adapter.getPaymentState(order.paymentRef)
    if (state && (state.status === 'succeeded' || state.status === 'canceled')) {
      const result = await applyPaymentEvent({
        db,
        now,
        logger,
        paymentProvider: adapter.provider,
        event: {
          eventId: `reconcile:${order.paymentRef}:${state.status}`,
          type: `reconcile.${state.status}`,
          outcome:
            state.status === 'succeeded'
              ? {
                  kind: 'succeeded',
                  paymentRef: order.paymentRef,
                  orderId: order.id,
                  amountMinor: state.amountMinor,
                  currency: state.currency,
                }
              : { kind: 'canceled', paymentRef: order.paymentRef, orderId: order.id },
        },
      })
      mergeEffects(effects, result.effects)
    }
  }
  return mergeEffects(
    effects,
    await maintainTournament({
      db,
      paymentProvider: adapter.provider,
      tournamentId: order.tournamentId,
      now,
    }),
  )
}

function successPath(locale: string, tournamentId: number, orderId: string, status?: string): string {
  const query = new URLSearchParams({ order: orderId })
  if (status) query.set('redirect_status', status)
  return `/${locale}/tournament/${tournamentId}/registration/success?${query.toString()}`
}

/** Starts (or resumes) paying for an order with the configured adapter. */
export async function startOrderPayment(options: {
  deps: PaymentDeps
  /** Absolute origin of the site: Stripe returns the player to it. */
  siteUrl: string
  orderId: string
  userId: number
  locale: string
  now: Date
}): Promise<PaymentStart> {
  const { orderId, userId, locale, now } = options
  const { db, adapter } = options.deps
  const { order, tournamentName } = await ownOrder(db, orderId, userId)
  if (order.status === 'paid' || order.totalMinor === 0) return { provider: 'none', orderId }
  const view = await getOrderView({ db, orderId, userId, now })
  if (!view.isPayable) {
    throw new AppError(
      409,
      'ORDER_NOT_PAYABLE',
      'This registration can no longer be paid; please register again',
    )
  }
  if (order.paymentProvider !== adapter.provider) {
    throw new AppError(409, 'PAYMENT_PROVIDER_CHANGED', 'This order was started with another payment method')
  }
  const session = await adapter.startPayment({
    orderId,
    amountMinor: order.totalMinor,
    currency: order.currency,
    description: `${tournamentName} – registration`,
    existingRef: order.paymentRef,
  })
  await db
    .update(orders)
    .set({ paymentRef: session.paymentRef, updatedAt: now })
    .where(and(eq(orders.id, orderId), isNull(orders.paymentRef)))
  if (session.provider === 'stripe') {
    return {
      provider: 'stripe',
      orderId,
      clientSecret: session.clientSecret,
      publishableKey: session.publishableKey,
      returnUrl: `${options.siteUrl}${successPath(locale, order.tournamentId, orderId)}`,
    }
  }
  return {
    provider: 'test_checkout',
    orderId,
    checkoutPath: `/${locale}/tournament/${order.tournamentId}/registration/?order=${orderId}`,
  }
}

/**
 * The built-in test checkout's card form: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined. The outcome is applied like a provider's event; paying a paid order again is a no-op.
 */
export async function payWithTestCard(options: {
  deps: PaymentDeps
  orderId: string
  userId: number
  cardNumber: string
  locale: string
  now: Date
}): Promise<{ result: TestCheckoutResult; effects: Effects }> {
  const { orderId, userId, locale, now } = options
  const { db, adapter, logger } = options.deps
  if (adapter.provider !== 'test_checkout') throw notFound('Test checkout')
  const { order } = await ownOrder(db, orderId, userId)
  let effects = newEffects()
  if (order.status !== 'paid') {
    const before = await getOrderView({ db, orderId, userId, now })
    if (!before.isPayable) {
      throw new AppError(
        409,
        'ORDER_NOT_PAYABLE',
        'This registration can no longer be paid; please register again',
      )
    }
    if (order.paymentProvider !== adapter.provider) {
      throw new AppError(
        409,
        'PAYMENT_PROVIDER_CHANGED',
        'This order was started with another payment method',
      )
    }
    const outcome = testCardOutcome(options.cardNumber)
    const session = await adapter.startPayment({
      orderId,
      amountMinor: order.totalMinor,
      currency: order.currency,
      description: 'test payment',
      existingRef: order.paymentRef,
    })
    await db
      .update(orders)
      .set({ paymentRef: session.paymentRef })
      .where(and(eq(orders.id, orderId), isNull(orders.paymentRef)))
    const applied = await applyPaymentEvent({
      db,
      now,
      logger,
      paymentProvider: adapter.provider,
      event: {
        eventId: `tc_evt_${randomUUID()}`,
        type: outcome === 'succeeded' ? 'test_checkout.succeeded' : 'test_checkout.declined',
        outcome:
          outcome === 'succeeded'
            ? {
                kind: 'succeeded',
                paymentRef: session.paymentRef,
                orderId,
                amountMinor: order.totalMinor,
                currency: order.currency,
              }
            : { kind: 'failed', paymentRef: session.paymentRef, orderId },
      },
    })
    effects = applied.effects
  }
  const view = await getOrderView({ db, orderId, userId, now })
  const redirectStatus = view.status === 'paid' ? 'succeeded' : 'failed'
  return {
    result: {
      redirectStatus,
      successPath: successPath(locale, view.tournament.id, orderId, redirectStatus),
      order: view,
    },
    effects,
  }
}
