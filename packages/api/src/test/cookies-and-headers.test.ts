// Cookie flags and API headers (issue 8, DESIGN.md security baseline): every Set-Cookie the API
// sends — sign-in, MFA challenge, refresh, failed refresh, sign-out; on the site and inside an
// embed iframe; for an https site, localhost and a plain-http host — follows one rule set:
// HttpOnly except the two cookies the page must read (the CSRF token it echoes and the expiry
// marker of its refresh timer, which holds no secret), Secure and the `__Host-` prefix wherever
// the scheme allows, SameSite always, Path=/ and no Domain, and SameSite=None; Secure; Partitioned
// for embed sessions. A sweep over every endpoint checks that no other endpoint sets cookies and
// that every answer is JSON with a request id and no internals.
import * as OTPAuth from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app.ts'
import { latestCode, STRONG_PASSWORD } from './test-session.ts'
import { DATABASE_KINDS, openTestDatabase, silentLogger } from './databases.ts'
import { endpointsOf, fillPath } from './endpoints.ts'

type Site = { url: string; isSecure: boolean }
const SITES: Site[] = [
  { url: 'https://courtside.example', isSecure: true },
  // Browsers treat localhost as a secure context, so Secure and __Host- work there too.
  { url: 'http://localhost:3000', isSecure: true },
  // A plain-http host cannot keep Secure cookies: no prefix, no Secure, no framed sessions.
  { url: 'http://courtside.internal:8080', isSecure: false },
]

const SESSION_BASES = ['access', 'id', 'refresh', 'session'] as const
/** Readable by the page on purpose: the CSRF token it echoes and the session expiry marker. */
const READABLE = new Set([
  'courtside_csrf',
  '__Host-courtside_csrf',
  'courtside_session',
  '__Host-courtside_session',
])
const isCsrf = (name: string) => name.replace(/^__Host-/, '') === 'courtside_csrf'

type SetCookie = { name: string; value: string; attributes: Map<string, string> }

function setCookiesOf(response: Response): SetCookie[] {
  return response.headers.getSetCookie().map((line) => {
    const [pair = '', ...rest] = line.split(';')
    const index = pair.indexOf('=')
    const attributes = new Map<string, string>()
    for (const attribute of rest) {
      const [key = '', ...value] = attribute.trim().split('=')
      attributes.set(key.toLowerCase(), value.join('='))
    }
    return { name: pair.slice(0, index).trim(), value: pair.slice(index + 1).trim(), attributes }
  })
}

/** The rules every cookie of a session response must follow. */
function expectHardened(response: Response, site: Site, mode: 'site' | 'framed', label: string) {
  const cookies = setCookiesOf(response)
  expect(cookies.length, `${label}: sets cookies`).toBeGreaterThan(0)
  const isFramed = mode === 'framed' && site.isSecure
  for (const cookie of cookies) {
    const what = `${label}: ${cookie.name}`
    const has = (name: string) => cookie.attributes.has(name)
    expect(cookie.attributes.get('path'), what).toBe('/')
    expect(has('domain'), what).toBe(false)
    expect(has('secure'), what).toBe(site.isSecure)
    expect(cookie.attributes.get('samesite'), what).toBe(isFramed ? 'None' : 'Lax')
    expect(has('partitioned'), what).toBe(isFramed)
    expect(has('httponly'), what).toBe(!READABLE.has(cookie.name))
    // Every cookie, the CSRF token's included, carries the __Host- prefix wherever the scheme allows it.
    expect(cookie.name.startsWith('__Host-'), what).toBe(site.isSecure)
    expect(cookie.name.replace(/^__Host-/, ''), what).toMatch(
      /^courtside_(access|id|refresh|session|framed|csrf|device)$/,
    )
    // The readable marker holds an expiry time, never a token.
    if (READABLE.has(cookie.name) && !isCsrf(cookie.name)) expect(cookie.value, what).toMatch(/^\d*$/)
  }
  // A response that sets cookies is never kept by a shared cache.
  expect(response.headers.get('cache-control'), label).toBe('no-store')
  return new Map(cookies.map((c) => [c.name, c]))
}

describe.each(DATABASE_KINDS)('cookies and API headers (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => {
    await database.close()
  })

  function appFor(site: Site) {
    return createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: site.url, environment: 'development' },
      rateLimiter: { hit: () => 0 },
    })
  }

  describe.each(SITES)('on $url', (site) => {
    let app: ReturnType<typeof createApp>
    const origin = new URL(site.url).origin
    const email = (what: string) => `${what}.${new URL(site.url).hostname}.${kind}@example.com`
    const send = (
      path: string,
      init: { body?: unknown; cookie?: string; csrf?: string; method?: string } = {},
    ) =>
      app.request(path, {
        method: init.method ?? 'POST',
        headers: {
          origin,
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.csrf ? { 'x-csrf-token': init.csrf } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      })
    const jar = (response: Response) =>
      setCookiesOf(response)
        .filter((c) => c.value)
        .map((c) => `${c.name}=${c.value}`)
        .join('; ')

    async function account(identifier: string) {
      const signUp = await send('/bff/auth/sign-up', {
        body: { identifier, password: STRONG_PASSWORD, givenName: 'Cookie', familyName: 'Tester' },
      })
      expect(signUp.status).toBe(200)
      const code = await latestCode(database.db, identifier)
      expect((await send('/bff/auth/verify', { body: { identifier, code } })).status).toBe(200)
    }

    beforeAll(() => {
      app = appFor(site)
    })

    it.each(['site', 'framed'] as const)(
      'sign-in, refresh, failed refresh and sign-out set hardened cookies (%s)',
      async (mode) => {
        const identifier = email(`cookies-${mode}`)
        await account(identifier)
        const login = await send('/bff/auth/login', {
          body: { identifier, password: STRONG_PASSWORD, framed: mode === 'framed' },
        })
        expect(login.status).toBe(200)
        const signedIn = expectHardened(login, site, mode, 'login')
        const prefix = site.isSecure ? '__Host-' : ''
        for (const base of SESSION_BASES) expect(signedIn.has(`${prefix}courtside_${base}`), base).toBe(true)
        expect(signedIn.has(`${prefix}courtside_csrf`)).toBe(true)
        // The HttpOnly marker that keeps refresh and sign-out in the same mode.
        expect(signedIn.has(`${prefix}courtside_framed`)).toBe(mode === 'framed')

        const cookie = jar(login)
        const me = await send('/bff/user/me', { method: 'GET', cookie })
        expect(me.status).toBe(200)
        expect(me.headers.getSetCookie()).toEqual([])

        const refreshed = await send('/bff/auth/refresh', { cookie })
        expect(refreshed.status).toBe(200)
        expectHardened(refreshed, site, mode, 'refresh')

        const out = await send('/bff/auth/logout', { cookie: jar(refreshed) })
        expect(out.status).toBe(200)
        const cleared = expectHardened(out, site, mode, 'logout')
        for (const c of cleared.values()) {
          expect(c.value, c.name).toBe('')
          expect(c.attributes.get('max-age'), c.name).toBe('0')
        }

        // A refresh without a refresh token ends what is left of the session, with the same flags.
        const markerOnly = [...signedIn.values()]
          .filter((c) => c.name.endsWith('courtside_framed') || isCsrf(c.name))
          .map((c) => `${c.name}=${c.value}`)
          .join('; ')
        const failed = await send('/bff/auth/refresh', { cookie: markerOnly })
        expect(failed.status).toBe(401)
        expectHardened(failed, site, mode, 'failed refresh')
      },
    )

    it.each(['site', 'framed'] as const)(
      'a sign-in completed with an authenticator challenge sets the same hardened cookies (%s)',
      async (mode) => {
        const identifier = email(`mfa-${mode}`)
        await account(identifier)
        const first = await send('/bff/auth/login', { body: { identifier, password: STRONG_PASSWORD } })
        const cookie = jar(first)
        const csrf = setCookiesOf(first).find((c) => isCsrf(c.name))?.value ?? ''
        const setup = (await (await send('/bff/user/mfa/totp/setup', { cookie, csrf, body: {} })).json()) as {
          secret: string
        }
        const totp = new OTPAuth.TOTP({
          secret: OTPAuth.Secret.fromBase32(setup.secret),
          digits: 6,
          period: 30,
        })
        const verified = await send('/bff/user/mfa/totp/verify', {
          cookie,
          csrf,
          body: { code: totp.generate() },
        })
        expect(verified.status).toBe(200)
        const { recoveryCodes } = (await verified.json()) as { recoveryCodes: string[] }

        const login = await send('/bff/auth/login', {
          body: { identifier, password: STRONG_PASSWORD, framed: mode === 'framed' },
        })
        const challenge = (await login.json()) as { status: string; challenge: string; session: string }
        expect(challenge.status).toBe('challenge')
        // No cookies before the second factor.
        expect(login.headers.getSetCookie()).toEqual([])
        const answered = await send('/bff/auth/challenge', {
          body: {
            identifier,
            challenge: challenge.challenge,
            session: challenge.session,
            code: recoveryCodes[0],
            framed: mode === 'framed',
          },
        })
        expect(answered.status).toBe(200)
        expectHardened(answered, site, mode, 'challenge')
      },
    )
  })

  it('sets cookies only from the session endpoints; every answer is JSON with a request id and no internals', async () => {
    const site = SITES[1]!
    const app = appFor(site)
    const origin = new URL(site.url).origin
    const identifier = `sweep.${kind}@example.com`
    const post = (path: string, body: unknown, cookie?: string) =>
      app.request(path, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      })
    await post('/bff/auth/sign-up', {
      identifier,
      password: STRONG_PASSWORD,
      givenName: 'Sweep',
      familyName: 'Tester',
    })
    await post('/bff/auth/verify', { identifier, code: await latestCode(database.db, identifier) })
    const login = await post('/bff/auth/login', { identifier, password: STRONG_PASSWORD })
    const cookies = setCookiesOf(login)
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ')
    const csrf = cookies.find((c) => isCsrf(c.name))?.value ?? ''

    const sessionEndpoints = new Set([
      '/bff/auth/login',
      '/bff/auth/challenge',
      '/bff/auth/refresh',
      '/bff/auth/logout',
    ])
    for (const endpoint of endpointsOf(app)) {
      // Signing out or rotating the refresh token would end the sweep's own session.
      if (sessionEndpoints.has(endpoint.path)) continue
      const path = fillPath(endpoint.path, ['1'])
      for (const signedIn of [false, true]) {
        const response = await app.request(path, {
          method: endpoint.method,
          headers: {
            origin,
            ...(signedIn ? { cookie, 'x-csrf-token': csrf } : {}),
            ...(endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' }),
          },
          body: endpoint.method === 'GET' ? undefined : '{}',
        })
        const label = `${endpoint.method} ${path} (${signedIn ? 'signed in' : 'anonymous'}) → ${response.status}`
        expect(response.headers.getSetCookie(), label).toEqual([])
        expect(response.headers.get('x-request-id'), label).toMatch(/\S/)
        expect(response.status, label).toBeLessThan(500)
        const contentType = response.headers.get('content-type') ?? ''
        // The .ics calendar and the API reference page (an HTML page by design) are not JSON.
        if (response.status >= 400 || !(path.endsWith('.ics') || path === '/bff/reference')) {
          expect(contentType, label).toMatch(/^application\/json/)
          const text = await response.text()
          expect(text, label).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|select .* from /i)
        }
      }
    }
  })
})
