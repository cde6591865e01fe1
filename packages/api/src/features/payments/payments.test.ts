/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON response bodies; the assertions check their shape */
// Paying through Stripe end to end at the API: PaymentIntents from the real SDK against a local
// stand-in, webhooks signed with the SDK's own test-header helper.
import { count, eq, orderRefunds, orders, paymentEvents, registrations } from '@courtside/db'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  startStripeTestServer,
  succeedIntent,
  type StripeTestServer,
} from '../../adapters/payments/stripe-test-server.ts'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { caller, newKey } from '../../test/registration-client.ts'
import {
  createFixture,
  createRegistrationTestApp,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'

const WEBHOOK_SECRET = 'whsec_courtside_test'

describe.each(DATABASE_KINDS)('Stripe payments on %s', (kind) => {
  let stripe: StripeTestServer
  let t: RegistrationTestApp
  let fx: Fixture
  let call: ReturnType<typeof caller>
  let alice: Session

  beforeAll(async () => {
    stripe = await startStripeTestServer()
    t = await createRegistrationTestApp(kind, {
      payments: {
        provider: 'stripe',
        secretKey: 'sk_test_courtside',
        publishableKey: 'pk_test_courtside',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: stripe.url,
      },
    })
    fx = await createFixture(t.db, SEED_NOW)
    call = caller(t)
    alice = await signUpAndIn(t, 'alice.stripe@example.com')
  })
  afterAll(async () => {
    await t.database.close()
    await stripe.close()
  })

  let eventCounter = 0
  const event = (type: string, object: Record<string, unknown>, id = `evt_test_${kind}_${++eventCounter}`) =>
    JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', data: { object } })
  const deliver = (payload: string, signature?: string | null) =>
    t.app.request('/bff/payments/stripe/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature === null
          ? {}
          : {
              'stripe-signature':
                signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
            }),
      },
      body: payload,
    })
  const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!
  const registerAndStart = async (classId: number) => {
    const created = await call(alice, 'POST', `/registrations/tournament/${fx.tournamentId}/orders`, {
      body: { entries: [{ classId }] },
      headers: { 'idempotency-key': newKey() },
    })
    expect(created.status).toBe(201)
    const start = await call(alice, 'POST', `/registrations/orders/${created.body.id}/pay`, {
      body: { locale: 'fr' },
    })
    expect(start.status).toBe(200)
    return { order: created.body as { id: string; totalMinor: number }, start: start.body }
  }

  let paid: { id: string; totalMinor: number }
  let intentId: string

  it('starts a PaymentIntent for exactly the order and hands out the client secret', async () => {
    const { order, start } = await registerAndStart(fx.singlesId)
    // 25.00 + 19 % VAT
    expect(order.totalMinor).toBe(2975)
    expect(start).toEqual({
      provider: 'stripe',
      orderId: order.id,
      clientSecret: expect.stringMatching(/_secret_/),
      publishableKey: 'pk_test_courtside',
      returnUrl: `http://localhost:3000/fr/tournament/${fx.tournamentId}/registration/success?order=${order.id}`,
    })
    const created = stripe.requests.find((r) => r.path === '/v1/payment_intents' && r.method === 'POST')!
    expect(created.form).toMatchObject({ amount: '2975', currency: 'eur', 'metadata[orderId]': order.id })
    expect(created.headers['idempotency-key']).toBe(`courtside-order-${order.id}`)
    paid = order
    intentId = (await orderRow(order.id)).paymentRef!
    expect(intentId).toMatch(/^pi_test_/)
    // No test checkout when Stripe is configured.
    const tc = await call(alice, 'POST', `/payments/test-checkout/${order.id}`, {
      body: { cardNumber: '4242424242424242' },
    })
    expect(tc.status).toBe(404)
  })

  it('rejects unsigned, badly signed and stale webhooks', async () => {
    const payload = event('payment_intent.succeeded', {
      id: intentId,
      object: 'payment_intent',
      amount: paid.totalMinor,
      amount_received: paid.totalMinor,
      currency: 'eur',
      metadata: { orderId: paid.id },
    })
    expect((await deliver(payload, null)).status).toBe(400)
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' })
    expect((await deliver(payload, foreign)).status).toBe(400)
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 301,
    })
    const res = await deliver(payload, stale)
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('WEBHOOK_SIGNATURE_INVALID')
    expect((await orderRow(paid.id)).status).toBe('pending')
  })

  it('a signed payment_intent.succeeded pays the order once; its duplicate changes nothing', async () => {
    const payload = event(
      'payment_intent.succeeded',
      {
        id: intentId,
        object: 'payment_intent',
        amount: paid.totalMinor,
        amount_received: paid.totalMinor,
        currency: 'eur',
        metadata: { orderId: paid.id },
      },
      `evt_paid_${kind}`,
    )
    const first = await deliver(payload)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    const after = await orderRow(paid.id)
    expect(after).toMatchObject({ status: 'paid' })
    const [entry] = await t.db.select().from(registrations).where(eq(registrations.orderId, paid.id))
    expect(entry?.status).toBe('confirmed')

    const again = await deliver(payload)
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect(await orderRow(paid.id)).toEqual(after)
    const [events] = await t.db
      .select({ n: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.id, `evt_paid_${kind}`))
    expect(events?.n).toBe(1)
  })

  it('tolerates out-of-order delivery: a late failure does not undo a payment', async () => {
    const res = await deliver(
      event('payment_intent.payment_failed', {
        id: intentId,
        object: 'payment_intent',
        metadata: { orderId: paid.id },
      }),
    )
    expect(res.status).toBe(200)
    expect((await orderRow(paid.id)).status).toBe('paid')
  })

  it('acknowledges unknown event types', async () => {
    const res = await deliver(event('customer.created', { id: 'cus_1', object: 'customer' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true, duplicate: false })
  })

  let tinyOrderId: string

  it('ignores a success whose amount is not the order total', async () => {
    const { order } = await registerAndStart(fx.tinyId)
    tinyOrderId = order.id
    const ref = (await orderRow(order.id)).paymentRef!
    await deliver(
      event('payment_intent.succeeded', {
        id: ref,
        object: 'payment_intent',
        amount: 1,
        amount_received: 1,
        currency: 'eur',
        metadata: { orderId: order.id },
      }),
    )
    expect((await orderRow(order.id)).status).toBe('pending')
  })

  it('the success redirect reads the payment from Stripe when no webhook came yet', async () => {
    const tinyOrder = await orderRow(tinyOrderId)
    succeedIntent(stripe, tinyOrder.paymentRef!)
    const view = await call(alice, 'GET', `/registrations/orders/${tinyOrder.id}`)
    expect(view.body).toMatchObject({ status: 'paid', items: [{ status: 'confirmed' }] })
    // Reloading the success page, or the webhook arriving later, changes nothing.
    const again = await call(alice, 'GET', `/registrations/orders/${tinyOrder.id}`)
    expect(again.body).toEqual(view.body)
    const intent = stripe.intents.get(tinyOrder.paymentRef!)!
    const late = await deliver(event('payment_intent.succeeded', { ...intent }))
    expect(late.status).toBe(200)
    expect((await call(alice, 'GET', `/registrations/orders/${tinyOrder.id}`)).body).toEqual(view.body)
  })

  it('refunds a cancellation through Stripe; the refund webhook completes it', async () => {
    stripe.refundStatus = 'pending'
    const [entry] = await t.db.select().from(registrations).where(eq(registrations.orderId, paid.id))
    const cancelled = await call(alice, 'POST', `/registrations/${entry!.id}/cancel`)
    expect(cancelled.body).toMatchObject({ status: 'cancelled', refundMinor: 2975 })
    const [refund] = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id))
    expect(refund).toMatchObject({
      status: 'pending',
      amountMinor: 2975,
      providerRef: expect.stringMatching(/^re_/),
    })
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds').at(-1)!
    expect(sent.headers['idempotency-key']).toBe(`courtside-refund-${refund!.id}`)
    expect(sent.form).toMatchObject({ payment_intent: intentId, amount: '2975' })
    expect((await orderRow(paid.id)).refundedMinor).toBe(0)

    const done = event('refund.updated', { id: refund!.providerRef, object: 'refund', status: 'succeeded' })
    expect((await deliver(done)).status).toBe(200)
    expect(await orderRow(paid.id)).toMatchObject({ status: 'refunded', refundedMinor: 2975 })
    // A second refund event for the same refund does not count it twice.
    await deliver(event('refund.updated', { id: refund!.providerRef, object: 'refund', status: 'succeeded' }))
    expect((await orderRow(paid.id)).refundedMinor).toBe(2975)
    stripe.refundStatus = 'succeeded'
  })
})
