// Hostile-input suite (issue 8): property-based fuzzing of every /bff endpoint, as an anonymous
// visitor and as a signed-in user with a valid CSRF token. Whatever arrives — malformed JSON, wrong
// types, huge strings and arrays, unicode, SQL and script payloads — the answer is a 2xx/3xx or a
// 4xx with the error shape, never a 5xx, never a hang, and the server still answers afterwards.
// The endpoint list is read from the Hono app itself, so new endpoints are fuzzed automatically.
import { appendFileSync } from 'node:fs'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAndIn, type Session } from './test-session.ts'
import { createTestApp, DATABASE_KINDS, type TestApp } from './databases.ts'
import { endpointsOf, fillPath, type Endpoint } from './endpoints.ts'

const ORIGIN = 'http://localhost:3000'
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)
// A fixed seed keeps `npm test` deterministic; FUZZ_SEED=<n> (or FUZZ_RUNS=1000) explores further.
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const ALL_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const payloads = [
  "' OR 1=1 --",
  '1; DROP TABLE tournaments; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '${jndi:ldap://x}',
  '{{7*7}}',
  'NaN',
  '-1',
  '1e309',
  '9999999999999999999999',
  '🏓'.repeat(500),
  'Ω≈ç√∫˜µ≤≥÷',
  '\u202e\u202d',
  'a'.repeat(100_000),
]

const hostileString = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
)
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 5 }),
  ),
})).value
const hostileBody = fc.oneof(
  hostileValue.map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"a":', 'null', '[]', '"x"', '{"__proto__":{"admin":true}}', 'not json at all'),
  fc.constant(JSON.stringify({ items: Array.from({ length: 50_000 }, (_, i) => i) })),
)
const hostileQuery = fc.dictionary(
  fc.oneof(
    fc.constantFrom(
      'limit',
      'offset',
      'page',
      'search',
      'searchText',
      'classId',
      'countries',
      'tournamentState',
    ),
    hostileString,
  ),
  hostileString,
  { maxKeys: 4 },
)

const STATUSES: Record<number, number> = {}
async function expectWellFormed(response: Response, label: string) {
  STATUSES[response.status] = (STATUSES[response.status] ?? 0) + 1
  if (process.env.FUZZ_DEBUG)
    appendFileSync(process.env.FUZZ_DEBUG, `${response.status} ${label.slice(0, 100)}\n`)
  expect(response.status, label).toBeLessThan(500)
  if (response.status >= 400) {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } }
    expect(typeof body.error?.code, label).toBe('string')
    expect(typeof body.error?.message, label).toBe('string')
  } else {
    await response.arrayBuffer()
  }
}

describe.each(DATABASE_KINDS)('hostile input (%s)', (kind) => {
  let t: TestApp
  let session: Session
  let endpoints: Endpoint[]

  beforeAll(async () => {
    t = await createTestApp(kind)
    session = await signUpAndIn(t, `fuzz-${kind}@example.com`)
    endpoints = endpointsOf(t.app)
  }, 60_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('knows the endpoints it fuzzes', () => {
    expect(endpoints.length).toBeGreaterThan(15)
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/tournament/list' })
    // Issue 12's pairing and invitation revoking are fuzzed like every other endpoint.
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/classes/:id/pairs' })
    expect(endpoints).toContainEqual({
      method: 'DELETE',
      path: '/bff/organizer/organizations/:orgId/invitations/:id',
    })
    // Issue 14's draws and results too.
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/classes/:id/draw' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/matches/:id/result' })
    // And the order of play.
    expect(endpoints).toContainEqual({ method: 'PUT', path: '/bff/organizer/events/:id/courts' })
    expect(endpoints).toContainEqual({ method: 'PATCH', path: '/bff/organizer/matches/:id/slot' })
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/organizer/events/:id/export.tods.json' })
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/organizer/classes/:id/draw-sheet.pdf' })
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/organizer/events/:id/messages' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/messages/:id/retry' })
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/calendar/player/:file' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/user/calendar-feed/reset' })
    // Issue 15's check-in: the desk's search, codes and no-shows, and the player's self check-in.
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/organizer/events/:id/check-in' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/events/:id/check-in' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/events/:id/no-shows/withdraw' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/tournament/:id/check-in' })
    // The court desk (issue 15).
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/organizer/events/:id/desk' })
    expect(endpoints).toContainEqual({ method: 'PUT', path: '/bff/organizer/events/:id/desk-settings' })
    for (const action of ['call', 'on-court', 'uncall', 'move-court'])
      expect(endpoints).toContainEqual({ method: 'POST', path: `/bff/organizer/matches/:id/${action}` })
    // Issue 15's court referees and a referee's courts.
    expect(endpoints).toContainEqual({
      method: 'PUT',
      path: '/bff/organizer/events/:id/courts/:courtId/referees',
    })
    expect(endpoints).toContainEqual({ method: 'GET', path: '/bff/organizer/events/:id/my-courts' })
    // Issue 15's scoring links: the public phone routes and the desk's.
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/score/:token/dispute' })
    expect(endpoints).toContainEqual({ method: 'POST', path: '/bff/organizer/matches/:id/decide' })
  })

  it('answers every endpoint with hostile path and query values without a 5xx', async () => {
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(hostileString, { minLength: 1, maxLength: 3 }),
          hostileQuery,
          async (params, query) => {
            const url = new URL(fillPath(endpoint.path, params), ORIGIN)
            for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v)
            const response = await t.app.request(`${url.pathname}${url.search}`, {
              method: endpoint.method,
              headers: { origin: ORIGIN },
            })
            await expectWellFormed(response, `${endpoint.method} ${url.pathname}${url.search}`.slice(0, 300))
          },
        ),
        { numRuns: RUNS, seed: SEED },
      )
    }
  }, 240_000)

  it('answers every method on every route path, without a body or a CSRF token, without a 5xx', async () => {
    const paths = [...new Set(endpoints.map((e) => e.path))]
    for (const path of paths) {
      for (const method of ALL_METHODS) {
        for (const who of ['anonymous', 'signed-in'] as const) {
          // Signing out or rotating the refresh token would end the fuzzing session itself.
          if (who === 'signed-in' && /\/(logout|refresh)$/.test(path)) continue
          const headers: Record<string, string> = { origin: ORIGIN }
          if (who === 'signed-in') headers.cookie = session.cookieHeader()
          const response = await t.app.request(fillPath(path, ['1']), { method, headers })
          const label = `${method} ${path} (${who}, no body, no CSRF token)`
          if (method === 'HEAD' || method === 'OPTIONS') expect(response.status, label).toBeLessThan(500)
          else await expectWellFormed(response, label)
        }
      }
    }
  }, 240_000)

  it('refuses state changes without a CSRF token before reading the body', async () => {
    for (const endpoint of endpoints.filter((e) => STATE_CHANGING.has(e.method))) {
      if (/\/webhook|\/auth\//.test(endpoint.path)) continue
      const response = await t.app.request(fillPath(endpoint.path, ['1']), {
        method: endpoint.method,
        headers: { cookie: session.cookieHeader(), 'content-type': 'application/json', origin: ORIGIN },
        body: '{}',
      })
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(403)
    }
  })

  it('answers hostile bodies from a signed-in user with a valid CSRF token without a 5xx', async () => {
    for (const endpoint of endpoints.filter((e) => STATE_CHANGING.has(e.method))) {
      // Signing out or rotating the refresh token would end the fuzzing session itself.
      if (/\/(logout|refresh)$/.test(endpoint.path)) continue
      await fc.assert(
        fc.asyncProperty(hostileBody, fc.constantFrom('1', '999999', 'abc'), async (body, param) => {
          const response = await t.app.request(fillPath(endpoint.path, [param]), {
            method: endpoint.method,
            headers: {
              cookie: session.cookieHeader(),
              'x-csrf-token': session.csrf,
              'content-type': 'application/json',
              origin: ORIGIN,
            },
            body,
          })
          await expectWellFormed(response, `${endpoint.method} ${endpoint.path} ${body.slice(0, 120)}`)
        }),
        { numRuns: RUNS, seed: SEED },
      )
    }
  }, 240_000)

  it('still answers normally afterwards', async () => {
    const health = await t.app.request('/bff/health')
    expect(health.status).toBe(200)
    const list = await t.app.request('/bff/tournament/list?limit=2')
    expect(list.status).toBe(200)
    expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(2)
  })
})

describe.each(DATABASE_KINDS)('values the database cannot hold (%s)', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  }, 60_000)
  afterAll(async () => {
    await t.database.close()
  })

  it.each([
    '/bff/tournament/list?search=%00',
    '/bff/tournament/list?searchText=a%00b',
    '/bff/tournament/%00',
    '/bff/podcast/episodes/%00',
    '/bff/tournament/list?search=%E0%A4%A',
  ])('%s is a 400 with the error shape', async (path) => {
    const response = await t.app.request(path)
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: { code: string } }
    expect(body.error.code).toMatch(/^[A-Z_]+$/)
  })
})
