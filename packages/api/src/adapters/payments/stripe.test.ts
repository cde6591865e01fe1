/* eslint-disable @typescript-eslint/no-unsafe-assignment -- JSON response bodies; the assertions check their shape */
// The Stripe adapter with the real `stripe` SDK against a local stand-in server: what the SDK
// sends (paths, form fields, idempotency keys, auth) and how answers and webhooks are read.
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { StripePaymentsConfig } from './config.ts'
import { createStripeAdapter, WEBHOOK_TOLERANCE_SECONDS } from './stripe.ts'
import { startStripeTestServer, succeedIntent, type StripeTestServer } from './stripe-test-server.ts'

const WEBHOOK_SECRET = 'whsec_courtside_test'

describe('Stripe adapter', () => {
  let server: StripeTestServer
  let adapter: ReturnType<typeof createStripeAdapter>
  let config: StripePaymentsConfig

  beforeAll(async () => {
    server = await startStripeTestServer()
    config = {
      provider: 'stripe',
      secretKey: 'sk_test_courtside',
      publishableKey: 'pk_test_courtside',
      webhookSecret: WEBHOOK_SECRET,
      apiBase: server.url,
    }
    adapter = createStripeAdapter(config)
  })
  afterAll(async () => {
    await server.close()
  })

  const orderId = '3b241101-e2bb-4255-8caf-4136c566a962'

  it('creates a PaymentIntent for the order with an idempotency key', async () => {
    const session = await adapter.startPayment({
      orderId,
      amountMinor: 4820,
      currency: 'EUR',
      description: 'Registration Test Open – registration',
      existingRef: null,
    })
    expect(session).toEqual({
      provider: 'stripe',
      paymentRef: expect.stringMatching(/^pi_test_/),
      clientSecret: expect.stringMatching(/_secret_/),
      publishableKey: 'pk_test_courtside',
    })
    const request = server.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/payment_intents')
    expect(request.headers['idempotency-key']).toBe(`courtside-order-${orderId}`)
    expect(request.headers['content-type']).toContain('application/x-www-form-urlencoded')
    expect(request.headers['stripe-version']).toBeTruthy()
    expect(request.form).toEqual({
      amount: '4820',
      currency: 'eur',
      description: 'Registration Test Open – registration',
      'metadata[orderId]': orderId,
      'automatic_payment_methods[enabled]': 'true',
    })
  })

  it('a retried start returns the same intent (idempotency key), and resuming retrieves it', async () => {
    const input = { orderId, amountMinor: 4820, currency: 'EUR', description: 'x', existingRef: null }
    const first = await adapter.startPayment(input)
    const second = await adapter.startPayment(input)
    expect(second.paymentRef).toBe(first.paymentRef)
    const before = server.requests.length
    const resumed = await adapter.startPayment({ ...input, existingRef: first.paymentRef })
    expect(resumed.paymentRef).toBe(first.paymentRef)
    expect(server.requests.slice(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/payment_intents/${first.paymentRef}`,
    ])
  })

  it('refuses an intent that is not exactly the order amount', async () => {
    server.tamperNextAmount = 1
    await expect(
      adapter.startPayment({
        orderId: '8f14e45f-ceea-467f-a0e6-5ef1a0b5c3a9',
        amountMinor: 4820,
        currency: 'EUR',
        description: 'x',
        existingRef: null,
      }),
    ).rejects.toMatchObject({ status: 502, code: 'PAYMENT_PROVIDER_MISMATCH' })
  })

  it('reads the state of an intent', async () => {
    const { paymentRef } = await adapter.startPayment({
      orderId: 'c9f0f895-fb98-4b91-99f5-1cd0c1e6c9aa',
      amountMinor: 1190,
      currency: 'EUR',
      description: 'x',
      existingRef: null,
    })
    expect(await adapter.getPaymentState(paymentRef)).toEqual({
      status: 'requires_payment',
      amountMinor: 1190,
      currency: 'EUR',
    })
    succeedIntent(server, paymentRef)
    expect(await adapter.getPaymentState(paymentRef)).toEqual({
      status: 'succeeded',
      amountMinor: 1190,
      currency: 'EUR',
    })
  })

  it('refunds with the caller’s idempotency key', async () => {
    server.refundStatus = 'pending'
    const result = await adapter.refund({
      paymentRef: 'pi_test_99',
      amountMinor: 2678,
      idempotencyKey: 'courtside-refund-7',
      orderId,
    })
    expect(result).toEqual({ providerRef: expect.stringMatching(/^re_test_/), status: 'pending' })
    const request = server.requests.at(-1)!
    expect(request.path).toBe('/v1/refunds')
    expect(request.headers['idempotency-key']).toBe('courtside-refund-7')
    expect(request.form).toEqual({
      payment_intent: 'pi_test_99',
      amount: '2678',
      'metadata[orderId]': orderId,
    })
    server.refundStatus = 'succeeded'
  })

  describe('webhook signatures', () => {
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_test_1', object: 'payment_intent' } },
    })
    const sign = (body: string, options: { secret?: string; timestamp?: number } = {}) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: options.secret ?? WEBHOOK_SECRET,
        timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
      })

    it('accepts a payload signed with our secret', () => {
      expect(adapter.verifyWebhook(payload, sign(payload))).toMatchObject({
        id: 'evt_test_1',
        type: 'payment_intent.succeeded',
      })
    })

    it('rejects unsigned, foreign, tampered and stale payloads', () => {
      expect(() => adapter.verifyWebhook(payload, undefined)).toThrow(
        expect.objectContaining({ status: 400, code: 'WEBHOOK_SIGNATURE_MISSING' }),
      )
      const invalid = expect.objectContaining({ status: 400, code: 'WEBHOOK_SIGNATURE_INVALID' })
      expect(() => adapter.verifyWebhook(payload, sign(payload, { secret: 'whsec_other' }))).toThrow(invalid)
      expect(() => adapter.verifyWebhook(payload.replace('evt_test_1', 'evt_test_2'), sign(payload))).toThrow(
        invalid,
      )
      const stale = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 5
      expect(() => adapter.verifyWebhook(payload, sign(payload, { timestamp: stale }))).toThrow(invalid)
      const recent = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS + 30
      expect(adapter.verifyWebhook(payload, sign(payload, { timestamp: recent })).id).toBe('evt_test_1')
    })
  })
})
