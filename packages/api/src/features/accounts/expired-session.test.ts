// Issue 13, point 2: a player whose access and id cookies expired (1 hour) but whose 30-day
// refresh cookie is still there stays signed in: any /bff call renews the session on the server.
// A refused refresh ends the session; an unreachable sign-in service keeps it (spec section 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { createApp } from '../../app.ts'
import { createIdentityService } from '../../adapters/identity/index.ts'
import { DATABASE_KINDS, createTestApp, silentLogger, type TestApp } from '../../test/databases.ts'
import { ORIGIN, parseSetCookies, signUpAndIn, type Session } from '../../test/test-session.ts'

/** The browser an hour later: the access and id cookies have expired and are not sent. */
function anHourLater(session: Session): string {
  return Object.entries(session.cookies)
    .filter(([name]) => !/courtside_(access|id)$/.test(name))
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ')
}

describe.each(DATABASE_KINDS)('expired access cookie with a valid refresh cookie on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('renews the session on a read and answers as the signed-in player', async () => {
    const session = await signUpAndIn(t, 'back-after-an-hour@example.com')
    const res = await t.app.request('/bff/user/me', { headers: { cookie: anHourLater(session) } })
    expect(res.status).toBe(200)
    const cookies = parseSetCookies(res)
    expect(cookies['__Host-courtside_access']?.value).toBeTruthy()
    expect(cookies['__Host-courtside_id']?.value).toBeTruthy()
    expect(cookies['__Host-courtside_refresh']?.value).not.toBe(session.cookies['__Host-courtside_refresh'])
    // The page's CSRF token stays valid: a write right after the renewal is accepted.
    const renewed = { ...session.cookies }
    for (const [name, { value }] of Object.entries(cookies)) renewed[name] = value
    const cookie = Object.entries(renewed)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ')
    const csrf = renewed['__Host-courtside_csrf'] ?? ''
    expect(csrf).toBe(session.csrf)
    const me = (await res.json()) as { id: number }
    const again = await t.app.request('/bff/user/me', { headers: { cookie } })
    expect(((await again.json()) as { id: number }).id).toBe(me.id)
    expect(again.headers.getSetCookie()).toEqual([])
  })

  it('renews the session on a public read that does not ask who is calling', async () => {
    const session = await signUpAndIn(t, 'public-read-after-an-hour@example.com')
    const res = await t.app.request('/bff/tournament/list', { headers: { cookie: anHourLater(session) } })
    expect(res.status).toBe(200)
    const cookies = parseSetCookies(res)
    expect(cookies['__Host-courtside_access']?.value).toBeTruthy()
    expect(cookies['__Host-courtside_refresh']?.value).not.toBe(session.cookies['__Host-courtside_refresh'])
    // The renewed cookies are the caller's: no shared cache may keep this answer.
    expect(res.headers.get('cache-control')).toBe('no-store')
    // An access cookie that is still fresh is not renewed, and the answer is the shared one.
    const fresh = await t.app.request('/bff/tournament/list', { headers: { cookie: session.cookieHeader() } })
    expect(fresh.headers.getSetCookie()).toEqual([])
    expect(fresh.headers.get('cache-control')).toMatch(/^public/)
  })

  it('renews the session on a write too, with the CSRF token the page already has', async () => {
    const session = await signUpAndIn(t, 'write-after-an-hour@example.com')
    const res = await t.app.request('/bff/user/update', {
      method: 'PATCH',
      headers: {
        cookie: anHourLater(session),
        'content-type': 'application/json',
        'x-csrf-token': session.csrf,
      },
      body: JSON.stringify({ firstName: 'Renate' }),
    })
    expect(res.status).toBe(200)
    expect(parseSetCookies(res)['__Host-courtside_access']?.value).toBeTruthy()
  })

  it('ends the session when the refresh token is refused (cookies cleared, 401)', async () => {
    const session = await signUpAndIn(t, 'refused@example.com')
    const cookie = anHourLater({
      ...session,
      cookies: { ...session.cookies, '__Host-courtside_refresh': 'forged' },
    })
    const res = await t.app.request('/bff/user/me', { headers: { cookie } })
    expect(res.status).toBe(401)
    const cookies = parseSetCookies(res)
    expect(cookies['__Host-courtside_refresh']?.attributes).toMatch(/Max-Age=0/)
    expect(cookies['__Host-courtside_session']?.attributes).toMatch(/Max-Age=0/)
  })

  it('keeps the cookies when the sign-in service cannot be reached', async () => {
    const session = await signUpAndIn(t, 'offline-later@example.com')
    const outbox = createDevOutbox({ db: t.db, logger: silentLogger, isDevelopment: true })
    const local = createIdentityService({ db: t.db, outbox, issuer: ORIGIN }).provider
    const unreachable = { ...local, refresh: () => Promise.reject(new TypeError('fetch failed')) }
    const app = createApp({
      database: t.database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'development' },
      identity: createIdentityService({ db: t.db, outbox, issuer: ORIGIN, provider: unreachable }),
    })
    const res = await app.request('/bff/user/me', { headers: { cookie: anHourLater(session) } })
    expect(res.status).toBe(401)
    expect(res.headers.getSetCookie()).toEqual([])
  })

  it('leaves a fresh session and anonymous visitors alone', async () => {
    const session = await signUpAndIn(t, 'fresh@example.com')
    const fresh = await t.app.request('/bff/user/me', { headers: { cookie: session.cookieHeader() } })
    expect(fresh.status).toBe(200)
    expect(fresh.headers.getSetCookie()).toEqual([])
    const anonymous = await t.app.request('/bff/user/me')
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.getSetCookie()).toEqual([])
  })
})
