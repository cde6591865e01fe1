import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { createApp } from '../../app.ts'
import { createMemoryRateLimiter } from '../../adapters/rate-limiter.ts'
import { createIdentityService } from '../../adapters/identity/index.ts'
import { DATABASE_KINDS, createTestApp, silentLogger, type TestApp } from '../../test/databases.ts'
import {
  ORIGIN,
  STRONG_PASSWORD,
  asUser,
  errorCode,
  createAccount,
  latestCode,
  parseSetCookies,
  post,
  sessionFromResponse,
  signIn,
} from '../../test/test-session.ts'

describe.each(DATABASE_KINDS)('auth session endpoints on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('signs up, verifies with the outbox code and signs in with hardened cookies', async () => {
    await createAccount(t, 'ana@example.com')
    const response = await post(t, '/bff/auth/login', {
      identifier: 'Ana@Example.com',
      password: STRONG_PASSWORD,
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'signed-in' })
    const cookies = parseSetCookies(response)
    for (const name of ['__Host-courtside_access', '__Host-courtside_id', '__Host-courtside_refresh']) {
      expect(cookies[name]?.attributes).toMatch(/HttpOnly/)
      expect(cookies[name]?.attributes).toMatch(/Secure/)
      expect(cookies[name]?.attributes).toMatch(/SameSite=Lax/)
      expect(cookies[name]?.attributes).toMatch(/Path=\//)
      expect(cookies[name]?.attributes).not.toMatch(/Domain/)
    }
    // The CSRF cookie is page-readable (the /bff client echoes it), still Secure + SameSite.
    expect(cookies['__Host-courtside_csrf']?.attributes).not.toMatch(/HttpOnly/)
    expect(cookies['__Host-courtside_csrf']?.attributes).toMatch(/SameSite=Lax/)
    const session = sessionFromResponse(response, 'ana@example.com')
    const me = await asUser(t, session, '/bff/user/me')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email: 'ana@example.com', firstName: 'Test', lastName: 'Player' })
  })

  it('inside an embed iframe uses SameSite=None; Secure; Partitioned cookies, and keeps to them', async () => {
    await createAccount(t, 'framed@example.com')
    const framedCookies = (response: Response) => {
      const cookies = parseSetCookies(response)
      for (const name of [
        '__Host-courtside_access',
        '__Host-courtside_id',
        '__Host-courtside_refresh',
        '__Host-courtside_session',
        '__Host-courtside_framed',
        '__Host-courtside_csrf',
      ]) {
        expect(cookies[name]?.attributes, name).toMatch(/SameSite=None/)
        expect(cookies[name]?.attributes, name).toMatch(/Secure/)
        expect(cookies[name]?.attributes, name).toMatch(/Partitioned/)
      }
      expect(cookies['__Host-courtside_framed']?.attributes).toMatch(/HttpOnly/)
      return cookies
    }
    const login = await post(t, '/bff/auth/login', {
      identifier: 'framed@example.com',
      password: STRONG_PASSWORD,
      framed: true,
    })
    expect(login.status).toBe(200)
    framedCookies(login)
    const session = sessionFromResponse(login, 'framed@example.com')
    expect((await asUser(t, session, '/bff/user/me')).status).toBe(200)

    // Refresh and logout see the framed marker and answer with the same kind of cookies.
    const refreshed = await t.app.request('/bff/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: session.cookieHeader() },
    })
    expect(refreshed.status).toBe(200)
    framedCookies(refreshed)
    const next = sessionFromResponse(refreshed, session.email)
    const out = await t.app.request('/bff/auth/logout', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: next.cookieHeader() },
    })
    const cleared = framedCookies(out)
    expect(cleared['__Host-courtside_refresh']?.attributes).toMatch(/Max-Age=0/)
    expect(cleared['__Host-courtside_framed']?.value).toBe('')

    // A normal sign-in has no Partitioned cookies and no framed marker.
    const plain = parseSetCookies(
      await post(t, '/bff/auth/login', { identifier: 'framed@example.com', password: STRONG_PASSWORD }),
    )
    expect(plain['__Host-courtside_access']?.attributes).not.toMatch(/Partitioned|SameSite=None/)
    expect(plain['__Host-courtside_framed']).toBeUndefined()
  })

  it('refuses weak passwords with a reason and answers sign-up the same for existing accounts', async () => {
    const weak = await post(t, '/bff/auth/sign-up', {
      identifier: 'weak@example.com',
      password: 'password123',
      givenName: 'W',
      familyName: 'P',
    })
    expect(weak.status).toBe(400)
    expect(await weak.json()).toEqual({ error: { code: 'PASSWORD_TOO_WEAK', message: 'common' } })
    const short = await post(t, '/bff/auth/sign-up', {
      identifier: 'w@example.com',
      password: 'a1!',
      givenName: 'W',
      familyName: 'P',
    })
    expect(await errorCode(short)).toBe('PASSWORD_TOO_SHORT')
    const again = await post(t, '/bff/auth/sign-up', {
      identifier: 'ana@example.com',
      password: STRONG_PASSWORD,
      givenName: 'X',
      familyName: 'Y',
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ status: 'code-sent' })
  })

  it('gives unknown accounts and wrong passwords the same answer', async () => {
    const unknown = await post(t, '/bff/auth/login', {
      identifier: 'nobody@example.com',
      password: STRONG_PASSWORD,
    })
    const wrong = await post(t, '/bff/auth/login', {
      identifier: 'ana@example.com',
      password: 'Wrong-password-123',
    })
    expect(unknown.status).toBe(wrong.status)
    expect(await unknown.json()).toEqual(await wrong.json())
  })

  it('locks an identifier after 5 failures with Retry-After (known or unknown alike)', async () => {
    for (const identifier of ['lock@example.com', 'ghost@example.com']) {
      if (identifier === 'lock@example.com') await createAccount(t, identifier)
      for (let i = 0; i < 5; i++) {
        const res = await post(t, '/bff/auth/login', { identifier, password: 'Not-the-password-1' })
        expect(res.status).toBe(400)
      }
      const locked = await post(t, '/bff/auth/login', { identifier, password: STRONG_PASSWORD })
      expect(locked.status).toBe(429)
      expect(locked.headers.get('retry-after')).toBe('1')
      expect(await errorCode(locked)).toBe('TOO_MANY_ATTEMPTS')
    }
  })

  it('rotates refresh tokens; reusing a rotated one revokes the whole session', async () => {
    await createAccount(t, 'rota@example.com')
    const first = await signIn(t, 'rota@example.com')
    const refreshed = await t.app.request('/bff/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: first.cookieHeader() },
    })
    expect(refreshed.status).toBe(200)
    const second = sessionFromResponse(refreshed, first.email)
    expect(second.cookies['__Host-courtside_refresh']).not.toBe(first.cookies['__Host-courtside_refresh'])
    expect((await asUser(t, second, '/bff/user/me')).status).toBe(200)

    // Replay the old refresh token after the reuse grace period: theft → session revoked.
    const { identityRefreshTokens, sql } = await import('@courtside/db')
    await t.db
      .update(identityRefreshTokens)
      .set({ rotatedAt: sql`now() - interval '1 minute'` })
      .where(sql`rotated_at is not null`)
    const replay = await t.app.request('/bff/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: first.cookieHeader() },
    })
    expect(replay.status).toBe(401)
    // The replay cleared the cookies it was sent with…
    expect(parseSetCookies(replay)['__Host-courtside_access']?.value).toBe('')
    // …and the legitimate holder's newer tokens are dead too.
    expect((await asUser(t, second, '/bff/user/me')).status).toBe(401)
  })

  it('keeps the session when the sign-in service cannot be reached (503, no cookie touched)', async () => {
    await createAccount(t, 'offline@example.com')
    const session = await signIn(t, 'offline@example.com')
    const outbox = createDevOutbox({ db: t.db, logger: silentLogger, isDevelopment: true })
    const local = createIdentityService({ db: t.db, outbox, issuer: ORIGIN }).provider
    const unreachable = { ...local, refresh: () => Promise.reject(new TypeError('fetch failed')) }
    const app = createApp({
      database: t.database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'development' },
      identity: createIdentityService({ db: t.db, outbox, issuer: ORIGIN, provider: unreachable }),
    })
    const res = await app.request('/bff/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: session.cookieHeader() },
    })
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('5')
    expect(await errorCode(res)).toBe('IDENTITY_UNAVAILABLE')
    expect(res.headers.getSetCookie()).toEqual([])
    // The tokens still work, and the refresh token too once the service is back.
    expect((await asUser(t, session, '/bff/user/me')).status).toBe(200)
    const later = await t.app.request('/bff/auth/refresh', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: session.cookieHeader() },
    })
    expect(later.status).toBe(200)
  })

  it('signs out: cookies cleared and the access token revoked at once', async () => {
    await createAccount(t, 'bye@example.com')
    const session = await signIn(t, 'bye@example.com')
    const out = await t.app.request('/bff/auth/logout', {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: session.cookieHeader() },
    })
    expect(out.status).toBe(200)
    expect(await out.json()).toEqual({ success: true })
    expect(parseSetCookies(out)['__Host-courtside_refresh']?.attributes).toMatch(/Max-Age=0/)
    expect((await asUser(t, session, '/bff/user/me')).status).toBe(401)
  })

  it('refuses a still-signed access token once its session has ended, and only that session', async () => {
    await createAccount(t, 'ended@example.com')
    const ending = await signIn(t, 'ended@example.com')
    const other = await signIn(t, 'ended@example.com')
    expect((await asUser(t, ending, '/bff/user/me')).status).toBe(200)
    // The session of `ending` runs out (30 days after sign-in) while its access token still verifies.
    const { identitySessions, eq, sql } = await import('@courtside/db')
    const accessToken = ending.cookies['__Host-courtside_access'] ?? ''
    const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      sid: string
    }
    await t.db
      .update(identitySessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(identitySessions.id, sid))
    expect((await asUser(t, ending, '/bff/user/me')).status).toBe(401)
    expect((await asUser(t, other, '/bff/user/me')).status).toBe(200)
  })

  it('refuses session endpoints from other origins (login CSRF)', async () => {
    const res = await post(
      t,
      '/bff/auth/login',
      { identifier: 'ana@example.com', password: STRONG_PASSWORD },
      {
        origin: 'https://evil.example',
      },
    )
    expect(res.status).toBe(403)
    const noOrigin = await t.app.request('/bff/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'ana@example.com', password: STRONG_PASSWORD }),
    })
    expect(noOrigin.status).toBe(403)
  })

  it('resets a forgotten password with a code and ends old sessions', async () => {
    await createAccount(t, 'forgot@example.com')
    const before = await signIn(t, 'forgot@example.com')
    expect((await post(t, '/bff/auth/forgot-password', { identifier: 'forgot@example.com' })).status).toBe(
      200,
    )
    const code = await latestCode(t.db, 'forgot@example.com')
    const reset = await post(t, '/bff/auth/reset-password', {
      identifier: 'forgot@example.com',
      code,
      password: 'A-brand-new-secret-for-2027',
    })
    expect(reset.status).toBe(200)
    expect((await asUser(t, before, '/bff/user/me')).status).toBe(401)
    await signIn(t, 'forgot@example.com', 'A-brand-new-secret-for-2027')
  })

  it('lists countries with dial codes', async () => {
    const res = await t.app.request('/bff/auth/countries')
    const body = (await res.json()) as { items: { code: string; dialCode: string }[] }
    expect(body.items).toContainEqual({ code: 'DE', dialCode: '+49' })
  })

  it('rate-limits per IP with 429 and Retry-After', async () => {
    const app = createApp({
      database: t.database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'development' },
      rateLimiter: createMemoryRateLimiter(),
    })
    let last: Response | undefined
    for (let i = 0; i < 21; i++) {
      last = await app.request('/bff/auth/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ identifier: `nobody${i}@example.com` }),
      })
    }
    expect(last?.status).toBe(429)
    expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('hides the dev outbox in production', async () => {
    const app = createApp({
      database: t.database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'production' },
    })
    expect((await app.request('/bff/dev/outbox')).status).toBe(404)
    expect((await t.app.request('/bff/dev/outbox')).status).toBe(200)
  })
})
