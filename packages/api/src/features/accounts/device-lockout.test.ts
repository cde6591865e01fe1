// Lockout per (account, device) and the SMS code limit (issue 19), on a controlled clock:
// an attacker's wrong passwords slow down unknown devices but never lock the owner's known
// device; a global per-account limit and an e-mail to the owner bound the guessing; SMS codes
// are limited per account and hour.
import { and, eq, identityAccounts, ilike, outboxMessages } from '@courtside/db'
import { randomBytes, scryptSync } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { createApp } from '../../app.ts'
import { AppError } from '../../lib/errors.ts'
import { NOTIFY_AFTER_FAILURES } from '../../adapters/identity/device-lockout.ts'
import { createIdentityService, type IdentityService } from '../../adapters/identity/index.ts'
import { SMS_PER_HOUR } from '../../adapters/identity/sms-limit.ts'
import { DATABASE_KINDS, openTestDatabase, silentLogger, type TestApp } from '../../test/databases.ts'
import {
  createAccount,
  errorCode,
  latestCode,
  parseSetCookies,
  post,
  STRONG_PASSWORD,
} from '../../test/test-session.ts'

const DEVICE_COOKIE = '__Host-courtside_device'

/** A hash in the stored format (passwords.ts) with test-only cheap parameters. */
function cheapHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 })
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
}

describe.each(DATABASE_KINDS)('sign-in lockout per device on %s', (kind) => {
  let t: TestApp
  let identity: IdentityService
  let clock = Date.UTC(2026, 10, 24, 9, 0, 0)
  const advance = (seconds: number) => (clock += seconds * 1000)

  beforeAll(async () => {
    const database = await openTestDatabase(kind)
    const outbox = createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true })
    identity = createIdentityService({
      db: database.db,
      outbox,
      issuer: 'http://localhost:3000',
      now: () => new Date(clock),
    })
    const app = createApp({
      database,
      logger: silentLogger,
      outbox,
      identity,
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
      // Every request of these tests comes from one test address; the per-address limit is
      // tested elsewhere (auth.test.ts) and must not hide the per-account behaviour here.
      rateLimiter: { hit: () => 0 },
    })
    t = { app, database, db: database.db }
  }, 60_000)
  afterAll(async () => {
    await t.database.close()
  })

  const login = (email: string, password: string, deviceCookie?: string) =>
    post(
      t,
      '/bff/auth/login',
      { identifier: email, password },
      deviceCookie ? { cookie: `${DEVICE_COOKIE}=${deviceCookie}` } : {},
    )

  /** Wrong passwords from an unknown device, each made as soon as the lock allows it. */
  async function attack(email: string, failures: number) {
    for (let made = 0; made < failures;) {
      const response = await login(email, 'not-the-password-1')
      if (response.status === 429) advance(Number(response.headers.get('retry-after')))
      else {
        expect(await errorCode(response)).toBe('INVALID_CREDENTIALS')
        made++
      }
    }
  }

  it('keeps the owner’s known device working while the attacker’s unknown devices are locked', async () => {
    const email = 'owner-device@example.com'
    await createAccount(t, email)
    const first = await login(email, STRONG_PASSWORD)
    expect(first.status).toBe(200)
    const device = parseSetCookies(first)[DEVICE_COOKIE]
    expect(device?.value).toMatch(/^[\w-]+\.[\w-]+$/)
    expect(device?.attributes).toMatch(/HttpOnly/i)
    expect(device?.attributes).toMatch(/Secure/i)
    expect(device?.attributes).toMatch(/SameSite=Lax/i)
    expect(device?.attributes).toMatch(/Path=\//i)

    await attack(email, 10)
    // Unknown devices are slowed down, even with the right password …
    const unknown = await login(email, STRONG_PASSWORD)
    expect(unknown.status).toBe(429)
    expect(await errorCode(unknown)).toBe('TOO_MANY_ATTEMPTS')
    expect(Number(unknown.headers.get('retry-after'))).toBeGreaterThan(0)
    // … a forged device cookie or one signed for another account is an unknown device …
    const [deviceId] = device!.value.split('.')
    expect((await login(email, STRONG_PASSWORD, `${deviceId}.forged-mac-value`)).status).toBe(429)
    await createAccount(t, 'other-device@example.com')
    const other = parseSetCookies(await login('other-device@example.com', STRONG_PASSWORD))[DEVICE_COOKIE]
    expect((await login(email, STRONG_PASSWORD, other!.value)).status).toBe(429)
    // … while the owner signs in from the device they used before, a typo included.
    const typo = await login(email, 'a-typo-in-the-password', device!.value)
    expect(await errorCode(typo)).toBe('INVALID_CREDENTIALS')
    const owner = await login(email, STRONG_PASSWORD, device!.value)
    expect(owner.status).toBe(200)
    expect(await owner.json()).toMatchObject({ status: 'signed-in' })
    expect(parseSetCookies(owner)[DEVICE_COOKIE]?.value.split('.')[0]).toBe(deviceId)
  })

  it('tells the owner once about many failures, and locks every device far above what a person types', async () => {
    const email = 'owner-global@example.com'
    await createAccount(t, email)
    // 150 password checks: the account's hash gets cheap scrypt parameters (they are stored per
    // hash), so the test counts failures in seconds instead of minutes on a busy machine.
    await t.db
      .update(identityAccounts)
      .set({ passwordHash: cheapHash(STRONG_PASSWORD) })
      .where(eq(identityAccounts.email, email))
    const device = parseSetCookies(await login(email, STRONG_PASSWORD))[DEVICE_COOKIE]!.value
    const notices = () =>
      t.db
        .select()
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, email), ilike(outboxMessages.subject, '%failed sign-ins%')))

    await attack(email, NOTIFY_AFTER_FAILURES - 1)
    expect(await notices()).toHaveLength(0)
    await attack(email, 1)
    expect(await notices()).toHaveLength(1)
    expect((await notices())[0]?.channel).toBe('email')
    await attack(email, 30)
    expect(await notices()).toHaveLength(1)
    // 50 failures: the known device still works.
    expect((await login(email, STRONG_PASSWORD, device)).status).toBe(200)

    await attack(email, 50)
    // 100 failures within a day: every device waits, the known one too.
    const locked = await login(email, STRONG_PASSWORD, device)
    expect(locked.status).toBe(429)
    expect(await errorCode(locked)).toBe('TOO_MANY_ATTEMPTS')
    advance(Number(locked.headers.get('retry-after')))
    expect((await login(email, STRONG_PASSWORD, device)).status).toBe(200)
  }, 120_000)

  it('limits SMS sign-in codes per account and hour with a clear error', async () => {
    const phone = '+4917012345678'
    await identity.signUp({
      identifier: phone,
      password: STRONG_PASSWORD,
      givenName: 'Sam',
      familyName: 'Sms',
    })
    await identity.confirmSignUp({ identifier: phone, code: await latestCode(t.db, phone) })
    const first = await identity.signIn({ identifier: phone, password: STRONG_PASSWORD })
    if (first.kind !== 'tokens') throw new Error('expected tokens')
    await identity.setMfaPreference({ accessToken: first.tokens.accessToken, sms: true })
    const codes = async () =>
      (await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, phone))).filter((m) =>
        m.subject.includes('sign-in code'),
      ).length

    for (let i = 0; i < SMS_PER_HOUR; i++) {
      const result = await identity.signIn({ identifier: phone, password: STRONG_PASSWORD })
      expect(result.kind).toBe('challenge')
      advance(60)
    }
    expect(await codes()).toBe(SMS_PER_HOUR)
    const refused = await identity
      .signIn({ identifier: phone, password: STRONG_PASSWORD })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(AppError)
    expect((refused as AppError).status).toBe(429)
    expect((refused as AppError).code).toBe('TOO_MANY_SMS')
    const wait = Number((refused as AppError).headers?.['retry-after'])
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(3600)
    expect(await codes()).toBe(SMS_PER_HOUR)

    advance(wait)
    expect((await identity.signIn({ identifier: phone, password: STRONG_PASSWORD })).kind).toBe('challenge')
    expect(await codes()).toBe(SMS_PER_HOUR + 1)
  })
})
