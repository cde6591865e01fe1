import { eq, users } from '@courtside/db'
import { SignJWT, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createIdentityService } from '../../adapters/identity/index.ts'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { DATABASE_KINDS, createTestApp, silentLogger, type TestApp } from '../../test/databases.ts'
import {
  ORIGIN,
  STRONG_PASSWORD,
  asUser,
  createAccount,
  errorCode,
  signIn,
  type Session,
} from '../../test/test-session.ts'

describe.each(DATABASE_KINDS)('user area on %s', (kind) => {
  let t: TestApp
  let alice: Session
  let bob: Session
  beforeAll(async () => {
    t = await createTestApp(kind)
    await createAccount(t, 'alice@example.com')
    await createAccount(t, 'bob@example.com')
    alice = await signIn(t, 'alice@example.com')
    bob = await signIn(t, 'bob@example.com')
  })
  afterAll(async () => {
    await t.database.close()
  })

  const me = async (session: Session) =>
    (await (await asUser(t, session, '/bff/user/me')).json()) as { id: number; firstName: string }

  describe('authentication (401)', () => {
    it('without a token', async () => {
      const res = await t.app.request('/bff/user/me')
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Unauthorized' } })
      expect((await t.app.request('/bff/user/update', { method: 'PATCH', body: '{}' })).status).toBe(401)
    })

    it('with an expired token', async () => {
      // Same database and keys, but a clock two hours behind: its tokens expired an hour ago.
      const past = createIdentityService({
        db: t.db,
        outbox: createDevOutbox({ db: t.db, logger: silentLogger, isDevelopment: true }),
        issuer: ORIGIN,
        now: () => new Date(Date.now() - 2 * 60 * 60 * 1000),
      })
      const result = await past.signIn({ identifier: 'alice@example.com', password: STRONG_PASSWORD })
      if (result.kind !== 'tokens') throw new Error('expected tokens')
      const res = await t.app.request('/bff/user/me', {
        headers: { authorization: `Bearer ${result.tokens.accessToken}` },
      })
      expect(res.status).toBe(401)
    })

    it('with a forged token (foreign key, alg none, tampered payload)', async () => {
      const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
      const sub = (alice.cookies['__Host-courtside_access'] ?? '').split('.')[1] ?? ''
      const claims = JSON.parse(Buffer.from(sub, 'base64url').toString()) as Record<string, unknown>
      const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'EdDSA' }).sign(privateKey)
      const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${sub}.`
      const [h, , s] = (alice.cookies['__Host-courtside_access'] ?? '').split('.')
      const tampered = `${h}.${Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url')}.${s}`
      for (const token of [foreign, none, tampered, 'garbage']) {
        const res = await t.app.request('/bff/user/me', { headers: { authorization: `Bearer ${token}` } })
        expect(res.status).toBe(401)
        const viaCookie = await t.app.request('/bff/user/me', {
          headers: { cookie: `__Host-courtside_access=${token}` },
        })
        expect(viaCookie.status).toBe(401)
      }
    })
  })

  describe('CSRF (403)', () => {
    it('refuses a state change without the header', async () => {
      const res = await asUser(t, alice, '/bff/user/update', {
        method: 'PATCH',
        body: { firstName: 'Mallory' },
        csrf: null,
      })
      expect(res.status).toBe(403)
      expect(await errorCode(res)).toBe('CSRF_INVALID')
    })

    it('refuses a wrong token, and a valid token of another session', async () => {
      for (const csrf of ['nonce.wrong', `${alice.csrf}x`, bob.csrf]) {
        const res = await asUser(t, alice, '/bff/user/update', {
          method: 'PATCH',
          body: { firstName: 'Mallory' },
          csrf,
        })
        expect(res.status).toBe(403)
      }
      // Cookie and header both replaced by Bob's token: not bound to Alice's session → 403.
      const planted = {
        ...alice,
        cookies: { ...alice.cookies, '__Host-courtside_csrf': bob.csrf },
        csrf: bob.csrf,
      }
      planted.cookieHeader = () =>
        Object.entries(planted.cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; ')
      expect(
        (await asUser(t, planted, '/bff/user/update', { method: 'PATCH', body: { firstName: 'X' } })).status,
      ).toBe(403)
      expect((await me(alice)).firstName).toBe('Test')
    })

    it('accepts the session-bound token; Bearer callers need none', async () => {
      const res = await asUser(t, alice, '/bff/user/update', {
        method: 'PATCH',
        body: { firstName: 'Alice' },
      })
      expect(res.status).toBe(200)
      const bearer = await t.app.request('/bff/user/update', {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${bob.cookies['__Host-courtside_access']}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ firstName: 'Bob' }),
      })
      expect(bearer.status).toBe(200)
    })
  })

  describe('ownership', () => {
    it('never lets a user change another user', async () => {
      const bobId = (await me(bob)).id
      const withId = await asUser(t, alice, '/bff/user/update', {
        method: 'PATCH',
        body: { id: bobId, firstName: 'Hacked' },
      })
      expect(withId.status).toBe(400)
      for (const field of ['userId', 'email', 'avatar', 'duprId', 'duprRatingSingles']) {
        const res = await asUser(t, alice, '/bff/user/update', { method: 'PATCH', body: { [field]: 'x' } })
        expect(res.status).toBe(400)
      }
      const [row] = await t.db.select().from(users).where(eq(users.id, bobId))
      expect(row?.firstName).toBe('Bob')
    })

    it('updates only the caller and validates every field on the server', async () => {
      const res = await asUser(t, alice, '/bff/user/update', {
        method: 'PATCH',
        body: {
          firstName: 'Alice',
          lastName: 'Martin',
          userName: 'alice.m',
          country: 'fr',
          phone: '+33612345678',
          birthYear: 1990,
          gender: 'female',
          preferredLanguage: 'fr',
        },
      })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({
        userName: 'alice.m',
        country: 'FR',
        preferredLanguage: 'fr',
        birthYear: 1990,
      })
      for (const body of [
        { userName: 'a b' },
        { country: 'XX' },
        { phone: '0612' },
        { birthYear: 1800 },
        { gender: 'robot' },
        { preferredLanguage: 'it' },
        { firstName: '' },
      ]) {
        expect((await asUser(t, alice, '/bff/user/update', { method: 'PATCH', body })).status).toBe(400)
      }
      const taken = await asUser(t, bob, '/bff/user/update', {
        method: 'PATCH',
        body: { userName: 'ALICE.M' },
      })
      expect(taken.status).toBe(409)
      expect(await errorCode(taken)).toBe('USER_NAME_TAKEN')
    })
  })
})
