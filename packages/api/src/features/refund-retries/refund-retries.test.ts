// A refund recorded in a committed transaction whose provider call never happened (the process
// stopped, the provider was down) is sent by the background retries, once.
import { eq, orderRefunds, orders, tournaments, users } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, openTestDatabase, silentLogger } from '../../test/databases.ts'
import type { DatabaseHandle } from '@courtside/db'
import { startRefundRetries } from './index.ts'

describe.each(DATABASE_KINDS)('refund retries (%s)', (kind) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  }, 120_000)
  afterAll(async () => {
    await database.close()
  })

  it('sends a pending refund once, and leaves refunds that were given up', async () => {
    const { db } = database
    const [user] = await db.select({ id: users.id }).from(users).limit(1)
    const [event] = await db.select({ id: tournaments.id }).from(tournaments).limit(1)
    const [order] = await db
      .insert(orders)
      .values({
        userId: user!.id,
        tournamentId: event!.id,
        idempotencyKey: `refund-retry-${kind}`,
        status: 'paid',
        currency: 'EUR',
        subtotalMinor: 3000,
        vatRateBasisPoints: 0,
        vatMode: 'included',
        totalMinor: 3000,
        paymentProvider: 'test_checkout',
        paymentRef: `tc_refund_retry_${kind}`,
        expiresAt: new Date(),
        paidAt: new Date(),
      })
      .returning({ id: orders.id })
    const [pending, givenUp] = await db
      .insert(orderRefunds)
      .values([
        { orderId: order!.id, amountMinor: 1000, reason: 'cancellation' },
        { orderId: order!.id, amountMinor: 500, reason: 'cancellation', attempts: 5 },
      ])
      .returning({ id: orderRefunds.id })

    const retries = startRefundRetries({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
    })
    try {
      await retries.runOnce()
      await retries.runOnce()
    } finally {
      retries.stop()
    }

    const refunds = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order!.id))
    const byId = new Map(refunds.map((refund) => [refund.id, refund]))
    expect(byId.get(pending!.id)).toMatchObject({ status: 'succeeded', attempts: 1 })
    expect(byId.get(pending!.id)?.providerRef).toMatch(/^tc_re_courtside-refund-/)
    expect(byId.get(givenUp!.id)).toMatchObject({ status: 'pending', attempts: 5, providerRef: null })
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id))
    // Sent once: 1000 refunded, not 2000; the order is still paid (3000 total).
    expect(after).toMatchObject({ refundedMinor: 1000, status: 'paid' })
  })
})
