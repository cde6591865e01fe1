import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { DATABASE_KINDS, createTestApp, silentLogger, type TestApp } from '../../test/databases.ts'
import { ORIGIN, asUser, errorCode, signUpAndIn, type Session } from '../../test/test-session.ts'

// DUPR linking (issue 5): the login link from the partner key, and the link itself, which asks
// DUPR (stubbed here: no internet in tests) who signed in and stores the id and ratings.

const DUPR = { clientKey: 'courtside-test-key', clientSecret: 'shh-secret', environment: 'uat' as const }

type Me = { duprId: string | null; duprRatingSingles: number | null; duprRatingDoubles: number | null }

describe.each(DATABASE_KINDS)('DUPR link on %s', (kind) => {
  let t: TestApp
  let withDupr: TestApp
  let ana: Session
  const calls: { url: string; headers: Headers }[] = []
  let answer: () => Response = () => Response.json({})

  beforeAll(async () => {
    t = await createTestApp(kind)
    const app = createApp({
      database: t.database,
      logger: silentLogger,
      config: { siteUrl: ORIGIN, environment: 'development', dupr: DUPR },
      fetch: (input, init) => {
        const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
        calls.push({ url, headers: new Headers(init?.headers) })
        return Promise.resolve(answer())
      },
    })
    withDupr = { ...t, app }
    ana = await signUpAndIn(t, 'ana.dupr@example.com')
  })
  afterAll(async () => {
    await t.database.close()
  })

  const me = async (app: TestApp) => (await (await asUser(app, ana, '/bff/user/me')).json()) as Me

  it('explains that linking is not configured without partner credentials', async () => {
    const link = await asUser(t, ana, '/bff/dupr/login')
    expect(link.status).toBe(200)
    expect(await link.json()).toEqual({ isConfigured: false })
    const post = await asUser(t, ana, '/bff/dupr/link', {
      method: 'POST',
      body: { userToken: 'x'.repeat(20) },
    })
    expect(post.status).toBe(409)
    expect(await errorCode(post)).toBe('DUPR_NOT_CONFIGURED')
  })

  it("returns DUPR's login page for the partner key, signed-in users only", async () => {
    expect((await withDupr.app.request('/bff/dupr/login')).status).toBe(401)
    const res = await asUser(withDupr, ana, '/bff/dupr/login')
    expect(await res.json()).toEqual({
      isConfigured: true,
      url: `https://uat.dupr.gg/login-external-app/${Buffer.from(DUPR.clientKey).toString('base64')}`,
      origin: 'https://uat.dupr.gg',
    })
  })

  it('links the account DUPR vouches for and stores its ratings with three decimals', async () => {
    answer = () =>
      Response.json({ result: { duprId: 'QX7Y2K', ratings: { singles: '4.12345', doubles: 'NR' } } })
    const res = await asUser(withDupr, ana, '/bff/dupr/link', {
      method: 'POST',
      body: { userToken: 'token-from-dupr-page' },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ duprId: 'QX7Y2K', duprRatingSingles: 4.123, duprRatingDoubles: null })
    // Asked with the player's token and our partner credentials, server-side.
    const call = calls.at(-1)
    expect(call?.url).toMatch(/^https:\/\/uat\.mydupr\.com\//)
    expect(call?.headers.get('authorization')).toBe('Bearer token-from-dupr-page')
    expect(call?.headers.get('x-authorization')).toBe(
      Buffer.from(`${DUPR.clientKey}:${DUPR.clientSecret}`).toString('base64'),
    )
    expect(await me(t)).toMatchObject({ duprId: 'QX7Y2K', duprRatingSingles: 4.123, duprRatingDoubles: null })
  })

  it('stores nothing when DUPR refuses the token or is unreachable', async () => {
    const before = await me(t)
    answer = () => new Response('nope', { status: 401 })
    const refused = await asUser(withDupr, ana, '/bff/dupr/link', {
      method: 'POST',
      body: { userToken: 'a-forged-token-value' },
    })
    expect(refused.status).toBe(400)
    expect(await errorCode(refused)).toBe('DUPR_TOKEN_INVALID')
    answer = () => new Response('down', { status: 500 })
    const down = await asUser(withDupr, ana, '/bff/dupr/link', {
      method: 'POST',
      body: { userToken: 'token-from-dupr-page' },
    })
    expect(down.status).toBe(502)
    expect(await errorCode(down)).toBe('DUPR_UNAVAILABLE')
    expect(await me(t)).toEqual(expect.objectContaining(before))
  })

  it('needs the CSRF token to link or unlink', async () => {
    const res = await asUser(withDupr, ana, '/bff/dupr/link', {
      method: 'POST',
      body: { userToken: 'token-from-dupr-page' },
      csrf: null,
    })
    expect(res.status).toBe(403)
    expect((await asUser(withDupr, ana, '/bff/dupr/link', { method: 'DELETE', csrf: null })).status).toBe(403)
  })

  it('unlinks', async () => {
    const res = await asUser(withDupr, ana, '/bff/dupr/link', { method: 'DELETE' })
    expect(res.status).toBe(200)
    expect(await me(t)).toMatchObject({ duprId: null, duprRatingSingles: null, duprRatingDoubles: null })
  })
})
