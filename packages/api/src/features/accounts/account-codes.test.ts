// Account codes and notices in the player's language (issue 16), through the real /bff endpoints
// on PGlite and PostgreSQL: the page's language for a new account, the player's chosen language
// once they have one, the SMS as one short sentence; the code is in the development outbox when
// the call returns (sent by the request, not the worker), never in the player's history, and not
// left in the messages table; a transport failure does not fail the sign-up.
import { randomBytes, scryptSync } from 'node:crypto'
import { and, desc, eq, identityAccounts, messages, outboxMessages, users } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevOutbox, type Outbox } from '../../adapters/outbox.ts'
import { createApp } from '../../app.ts'
import { messageSenderFor } from '../../features/messages/index.ts'
import { NOTIFY_AFTER_FAILURES } from '../../adapters/identity/device-lockout.ts'
import { createIdentityService, type IdentityService } from '../../adapters/identity/index.ts'
import { DATABASE_KINDS, openTestDatabase, silentLogger, type TestApp } from '../../test/databases.ts'
import { asUser, errorCode, post, signIn, STRONG_PASSWORD } from '../../test/test-session.ts'

const SITE = 'http://localhost:3000'
/** Words of the English code and notice templates that no other language's text contains. */
const ENGLISH = /\b(Your|is|expires|minutes|verification|Hello|If you|someone|password)\b/

function cheapHash(password: string): string {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 })
  return ['scrypt', 1024, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
}

describe.each(DATABASE_KINDS)('account codes in the player’s language on %s', (kind) => {
  let t: TestApp & { identity: IdentityService }
  let clock = Date.now()
  /** Set by a test to make the transport fail (a mail server that is down). */
  let transportDown = false

  beforeAll(async () => {
    const database = await openTestDatabase(kind)
    const devOutbox = createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true })
    const outbox: Outbox = {
      ...devOutbox,
      send: (message) =>
        transportDown ? Promise.reject(new Error('connection refused')) : devOutbox.send(message),
    }
    const config = { siteUrl: SITE, environment: 'development' as const }
    const sender = messageSenderFor({ database, config, logger: silentLogger, outbox })
    const identity = createIdentityService({
      db: database.db,
      outbox,
      messages: sender,
      logger: silentLogger,
      issuer: SITE,
      now: () => new Date(clock),
    })
    const app = createApp({
      database,
      logger: silentLogger,
      outbox,
      messages: sender,
      identity,
      config,
      rateLimiter: { hit: () => 0 },
    })
    t = { app, database, db: database.db, identity }
  }, 60_000)
  afterAll(async () => {
    await t.database.close()
  })

  /** What the development outbox holds for `recipient`, newest first, as GET /bff/dev/outbox shows it. */
  async function outboxFor(recipient: string) {
    const response = await t.app.request(`/bff/dev/outbox?recipient=${encodeURIComponent(recipient)}`)
    expect(response.status).toBe(200)
    return ((await response.json()) as { items: { channel: string; subject: string; body: string }[] }).items
  }

  const codeIn = (body: string | undefined) => body?.match(/\b(\d{6})\b/)?.[1] ?? ''

  async function signUp(email: string, locale?: unknown) {
    const response = await post(t, '/bff/auth/sign-up', {
      identifier: email,
      password: STRONG_PASSWORD,
      givenName: 'Greta',
      familyName: 'Gruber',
      ...(locale === undefined ? {} : { locale }),
    })
    expect(response.status).toBe(200)
  }

  async function verifiedPlayer(email: string) {
    await signUp(email)
    const code = codeIn((await outboxFor(email))[0]?.body)
    expect((await post(t, '/bff/auth/verify', { identifier: email, code })).status).toBe(200)
  }

  it('sends the sign-up code from a German page in German, at once, and keeps no copy of it', async () => {
    const email = 'greta@example.com'
    await signUp(email, 'de')
    const [message, ...older] = await outboxFor(email)
    expect(older).toHaveLength(0)
    expect(message?.subject).toBe('Dein Courtside-Bestätigungscode')
    expect(message?.body).toContain('Hallo Greta,')
    expect(message?.body).toMatch(/Dein Courtside-Bestätigungscode lautet \d{6}\. Er gilt 15 Minuten lang\./)
    expect(`${message?.subject}\n${message?.body}`).not.toMatch(ENGLISH)
    const code = codeIn(message?.body)

    // The request sent it (no worker runs here), and the row keeps neither code nor text.
    const [row] = await t.db.select().from(messages).where(eq(messages.recipient, email))
    expect(row).toMatchObject({ kind: 'account_code_verify', status: 'sent', locale: 'de', textBody: null })
    expect(JSON.stringify(row)).not.toContain(code)

    expect((await post(t, '/bff/auth/verify', { identifier: email, code })).status).toBe(200)
  })

  it('resends in the page’s language, and writes English for a language the site does not have', async () => {
    const email = 'gaspard@example.com'
    await signUp(email, 'fr-CH')
    expect((await outboxFor(email))[0]?.subject).toBe('Votre code de vérification Courtside')
    const resent = await post(t, '/bff/auth/resend-code', { identifier: email, locale: 'sv' })
    expect(resent.status).toBe(200)
    const [latest] = await outboxFor(email)
    expect(latest?.subject).toBe('Din verifieringskod för Courtside')
    expect(latest?.body).toMatch(/Din verifieringskod för Courtside är \d{6}\. Den gäller i 15 minuter\./)

    for (const [address, locale] of [
      ['xx@example.com', 'xx'],
      ['number@example.com', 42],
      ['script@example.com', '<script>'.repeat(20)],
    ] as const) {
      await signUp(address, locale)
      const [message] = await outboxFor(address)
      expect(message?.subject, String(locale)).toBe('Your Courtside verification code')
      expect(message?.body).toMatch(/Your Courtside verification code is \d{6}\. It expires in 15 minutes\./)
    }
  })

  it('sends a reset code in the player’s chosen language, whatever the page, and never lists codes in the history', async () => {
    const email = 'sven@example.com'
    await verifiedPlayer(email)
    const session = await signIn(t, email)
    const [user] = await t.db.select().from(users).where(eq(users.email, email))
    await t.db.update(users).set({ preferredLanguage: 'sv' }).where(eq(users.id, user!.id))

    const forgot = await post(t, '/bff/auth/forgot-password', { identifier: email, locale: 'de' })
    expect(forgot.status).toBe(200)
    const [message] = await outboxFor(email)
    expect(message?.subject).toBe('Din kod för att återställa lösenordet till Courtside')
    expect(message?.body).toContain('Hej Greta,')
    expect(`${message?.subject}\n${message?.body}`).not.toMatch(ENGLISH)
    const code = codeIn(message?.body)

    // The code message belongs to the player (user id set) but is not theirs to read back.
    const [row] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, email), eq(messages.kind, 'account_code_reset')))
    expect(row).toMatchObject({ userId: user!.id, status: 'sent', textBody: null })
    expect(JSON.stringify(row)).not.toContain(code)
    const history = await asUser(t, session, '/bff/user/messages')
    expect(history.status).toBe(200)
    const { items } = (await history.json()) as { items: { kind: string; text: string | null }[] }
    expect(items.filter((item) => item.kind.startsWith('account_code'))).toEqual([])
    expect(JSON.stringify(items)).not.toContain(code)

    const reset = await post(t, '/bff/auth/reset-password', {
      identifier: email,
      code,
      password: `${STRONG_PASSWORD}-new`,
    })
    expect(reset.status).toBe(200)
  })

  it('texts the SMS sign-in code as one short sentence in the sign-in page’s language', async () => {
    const phone = '+351912345678'
    await post(t, '/bff/auth/sign-up', {
      identifier: phone,
      password: STRONG_PASSWORD,
      givenName: 'Inês',
      familyName: 'Sousa',
      locale: 'es',
    })
    const [signUpText] = await outboxFor(phone)
    expect(signUpText?.channel).toBe('sms')
    expect(signUpText?.body).toMatch(
      /^Tu código de verificación de Courtside es \d{6}\. Caduca dentro de 15 minutos\.$/,
    )
    await t.identity.confirmSignUp({ identifier: phone, code: codeIn(signUpText?.body) })
    const first = await t.identity.signIn({ identifier: phone, password: STRONG_PASSWORD })
    if (first.kind !== 'tokens') throw new Error('expected tokens')
    await t.identity.setMfaPreference({ accessToken: first.tokens.accessToken, sms: true })

    const login = await post(t, '/bff/auth/login', {
      identifier: phone,
      password: STRONG_PASSWORD,
      locale: 'pt',
    })
    expect(await login.json()).toMatchObject({ status: 'challenge', challenge: 'SMS_MFA' })
    const [text] = await outboxFor(phone)
    expect(text?.channel).toBe('sms')
    expect(text?.body).toMatch(
      /^O seu código de início de sessão do Courtside é \d{6}\. Expira dentro de 15 minutos\.$/,
    )
  })

  it('tells the owner about many failed sign-ins in their own language', async () => {
    const email = 'dora@example.com'
    await verifiedPlayer(email)
    await signIn(t, email)
    await t.db.update(users).set({ preferredLanguage: 'de' }).where(eq(users.email, email))
    await t.db
      .update(identityAccounts)
      .set({ passwordHash: cheapHash(STRONG_PASSWORD) })
      .where(eq(identityAccounts.email, email))
    for (let made = 0; made < NOTIFY_AFTER_FAILURES;) {
      const response = await post(t, '/bff/auth/login', {
        identifier: email,
        password: 'wrong-1',
        locale: 'en',
      })
      if (response.status === 429) clock += Number(response.headers.get('retry-after')) * 1000
      else {
        expect(await errorCode(response)).toBe('INVALID_CREDENTIALS')
        made++
      }
    }
    const [notice] = await outboxFor(email)
    expect(notice?.subject).toBe('Viele fehlgeschlagene Anmeldungen bei deinem Courtside-Konto')
    expect(notice?.body).toContain(`Heute hat jemand ${NOTIFY_AFTER_FAILURES}-mal versucht`)
    expect(notice?.body).toContain(`${SITE}/de/login`)
    expect(`${notice?.subject}\n${notice?.body}`).not.toMatch(ENGLISH)
  }, 120_000)

  it('signs up while the mail transport is down; the worker sends the code later', async () => {
    const email = 'offline-mail@example.com'
    transportDown = true
    try {
      await signUp(email, 'pt')
    } finally {
      transportDown = false
    }
    expect(await outboxFor(email)).toHaveLength(0)
    const [row] = await t.db
      .select()
      .from(messages)
      .where(eq(messages.recipient, email))
      .orderBy(desc(messages.id))
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' })
    // The retry (the worker's next run once the backoff ends) sends the same code.
    const sender = messageSenderFor({
      database: t.database,
      config: { siteUrl: SITE, environment: 'development' },
      logger: silentLogger,
      outbox: createDevOutbox({ db: t.db, logger: silentLogger, isDevelopment: true }),
    })
    expect(await sender.runOnce({ ids: [row!.id], now: true })).toMatchObject({ sent: 1 })
    const [message] = await outboxFor(email)
    expect(message?.subject).toBe('O seu código de verificação do Courtside')
    const code = codeIn(message?.body)
    expect((await post(t, '/bff/auth/verify', { identifier: email, code })).status).toBe(200)
    const [settled] = await t.db.select().from(messages).where(eq(messages.id, row!.id))
    expect(JSON.stringify(settled)).not.toContain(code)
    expect(await t.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))).toHaveLength(
      1,
    )
  })

  it('keeps the first sign-in page’s language as a new player’s language, for the messages that follow', async () => {
    const languageOf = async (email: string) =>
      (await t.db.select({ language: users.preferredLanguage }).from(users).where(eq(users.email, email)))[0]
        ?.language
    const email = 'paula@example.com'
    await verifiedPlayer(email)
    const first = await post(t, '/bff/auth/login', {
      identifier: email,
      password: STRONG_PASSWORD,
      locale: 'pt',
    })
    expect(first.status).toBe(200)
    expect(await languageOf(email)).toBe('pt')
    // A later sign-in from another page, and a player's own choice, are not overwritten.
    await post(t, '/bff/auth/login', { identifier: email, password: STRONG_PASSWORD, locale: 'de' })
    expect(await languageOf(email)).toBe('pt')

    const unknown = 'ulla@example.com'
    await verifiedPlayer(unknown)
    await post(t, '/bff/auth/login', { identifier: unknown, password: STRONG_PASSWORD, locale: 'xx' })
    expect(await languageOf(unknown)).toBeNull()
  })
})
