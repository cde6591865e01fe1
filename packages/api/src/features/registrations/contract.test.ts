/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment -- JSON response bodies; the assertions check their shape */
// The registration API declared with @hono/zod-openapi (issue 18): every operation is in
// /bff/openapi.json, and the answers stay those of the hand-written routes (401 before 400,
// refusals without `fields`, a body read whatever its content type, the Idempotency-Key before
// the body, only accept|decline after an invitation).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, SEED_NOW } from '../../test/databases.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { caller, newKey } from '../../test/registration-client.ts'
import {
  createFixture,
  createRegistrationTestApp,
  type Fixture,
  type RegistrationTestApp,
} from '../../test/registration-fixtures.ts'
import { createPaymentsApp } from '../payments/index.ts'
import { createRegistrationsApp } from './index.ts'

describe.each(DATABASE_KINDS)('the registration contract on %s', (kind) => {
  let t: RegistrationTestApp
  let fx: Fixture
  let call: ReturnType<typeof caller>
  let erin: Session

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    fx = await createFixture(t.db, SEED_NOW)
    call = caller(t)
    erin = await signUpAndIn(t, 'erin-contract@example.com')
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('puts every /bff/registrations endpoint in the OpenAPI document', async () => {
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; requestBody?: unknown; parameters?: unknown[] }>
      >
    }
    const mounted = new Set(
      createRegistrationsApp().routes.map(
        (r) => `${r.method.toLowerCase()} /bff/registrations${r.path.replace(/:(\w+)/g, '{$1}')}`,
      ),
    )
    expect(mounted.size).toBe(12)
    for (const endpoint of mounted) {
      const [method, path] = endpoint.split(' ') as [string, string]
      expect(doc.paths[path]?.[method]?.tags, endpoint).toEqual(['Registrations'])
    }
    const payments = new Set(
      createPaymentsApp().routes.map(
        (r) => `${r.method.toLowerCase()} /bff/payments${r.path.replace(/:(\w+)/g, '{$1}')}`,
      ),
    )
    expect(payments.size).toBe(2)
    for (const endpoint of payments) {
      const [method, path] = endpoint.split(' ') as [string, string]
      expect(doc.paths[path]?.[method]?.tags, endpoint).toEqual(['Payments'])
    }
    // The bodies the handlers read are documented all the same.
    const order = doc.paths['/bff/registrations/tournament/{id}/orders']!.post!
    expect(order.requestBody).toBeDefined()
    expect(JSON.stringify(order.parameters)).toContain('idempotency-key')
    expect(doc.paths['/bff/registrations/orders/{orderId}/pay']!.post!.requestBody).toBeDefined()
  })

  it('answers 401 before 400, and refuses parameters without a fields map', async () => {
    expect((await call(null, 'GET', '/registrations/tournament/abc/options')).status).toBe(401)
    expect((await call(null, 'GET', '/registrations/players?search=a')).status).toBe(401)
    const badId = await call(erin, 'GET', '/registrations/tournament/abc/options')
    expect(badId.status).toBe(400)
    expect(badId.body).toEqual({ error: { code: 'INVALID_PARAM', message: expect.stringMatching(/^id: /) } })
    const badQuery = await call(erin, 'GET', '/registrations/players?search=a')
    expect(badQuery.status).toBe(400)
    expect(badQuery.body).toEqual({
      error: { code: 'INVALID_QUERY', message: expect.stringMatching(/^search: /) },
    })
    const badOrder = await call(erin, 'GET', '/registrations/orders/not-a-uuid')
    expect(badOrder.body.error.code).toBe('INVALID_PARAM')
  })

  it('reads the body itself: the key first, INVALID_JSON, and any content type', async () => {
    const path = `/bff/registrations/tournament/${fx.tournamentId}/orders`
    const send = (headers: Record<string, string>, body: string) =>
      t.app.request(path, {
        method: 'POST',
        headers: { cookie: erin.cookieHeader(), 'x-csrf-token': erin.csrf, ...headers },
        body,
      })
    const noKey = await send({ 'content-type': 'application/json' }, '{not json')
    expect(((await noKey.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_KEY_REQUIRED')
    const notJson = await send(
      { 'content-type': 'application/json', 'idempotency-key': newKey() },
      '{not json',
    )
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({
      error: { code: 'INVALID_JSON', message: 'The request body must be valid JSON' },
    })
    const invalid = await send(
      { 'content-type': 'application/json', 'idempotency-key': newKey() },
      '{"entries":[]}',
    )
    expect(invalid.status).toBe(400)
    const refusal = (await invalid.json()) as { error: Record<string, unknown> }
    expect(refusal.error.code).toBe('INVALID_BODY')
    expect(refusal.error).not.toHaveProperty('fields')
    const plain = await send(
      { 'content-type': 'text/plain', 'idempotency-key': newKey() },
      JSON.stringify({ entries: [{ classId: fx.singlesId }] }),
    )
    expect(plain.status).toBe(201)
  })

  it('answers an invitation only with accept or decline', async () => {
    expect((await call(erin, 'POST', '/registrations/invitations/1/maybe')).status).toBe(404)
    expect((await call(erin, 'POST', '/registrations/invitations/abc/accept')).body.error.code).toBe(
      'INVALID_PARAM',
    )
  })
})
