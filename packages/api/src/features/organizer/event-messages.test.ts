// The organizer's view of the outbox (issue 16: failures visible "to the organizer for their
// event's messages"), on PGlite and PostgreSQL, with a real SMTP server (smtp-server) that refuses
// and later accepts: a message the worker gave up on is listed for the event's desk and up, never
// for another club; a retry puts it back, is audited, sends it once, and is a no-op afterwards.
/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument -- JSON bodies, checked by the assertions that read them */
import { eq, messages, organizationMembers, organizations, users } from '@courtside/db'
import { DEMO_OWNER, seedDemoOwner } from '@courtside/db/seed'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { createMessageSender, createMessageTransport, enqueue } from '../messages/index.ts'
import { signIn, signUpAndIn, type Session } from '../../test/test-session.ts'
import { DATABASE_KINDS, openTestDatabase, silentLogger, type TestApp } from '../../test/databases.ts'
import { startTestSmtp, type TestSmtp } from '../../test/smtp.ts'

const SITE = 'http://localhost:3000'
const DAY = 86_400_000

describe.each(DATABASE_KINDS)('event messages in the console (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let smtp: TestSmtp
  let t: TestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let eventId: number
  let rivalEventId: number
  let failedId: number
  let rivalFailedId: number
  let retryingId: number
  let sentId: number
  let playerId: number

  async function call(session: Session | null, method: string, path: string, csrf = true) {
    const headers: Record<string, string> = { origin: SITE }
    if (session) headers.cookie = session.cookieHeader()
    if (session && method !== 'GET' && csrf) headers['x-csrf-token'] = session.csrf
    const response = await t.app.request(`/bff/organizer${path}`, { method, headers })
    return { status: response.status, body: await response.json() }
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const db = database.db
    smtp = await startTestSmtp({ refuse: true })
    // The worker gives up after one attempt here, so "failed" needs one refused send.
    const sender = createMessageSender({
      db,
      logger: silentLogger,
      siteUrl: SITE,
      maxAttempts: 1,
      transport: createMessageTransport({
        smtpUrl: smtp.url,
        from: 'Courtside <no-reply@localhost>',
        outbox: createDevOutbox({ db, logger: silentLogger, isDevelopment: true }),
        isDevelopment: true,
      }),
    })
    const app = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: SITE, environment: 'development' },
      messages: sender,
      rateLimiter: { hit: () => 0 },
    })
    t = { app, database, db }
    // Accounts are made through an app with the default sender: their sign-up codes go to the
    // development outbox, where the session helpers read them (the refusing SMTP server above
    // would keep them). The sessions are valid for both apps (same database and secrets).
    const accounts: TestApp = {
      app: createApp({
        database,
        logger: silentLogger,
        config: { siteUrl: SITE, environment: 'development' },
        rateLimiter: { hit: () => 0 },
      }),
      database,
      db,
    }
    const orgId = (await seedDemoOwner(db))!.organizationId
    owner = await signIn(accounts, DEMO_OWNER.email, DEMO_OWNER.password)
    desk = await signUpAndIn(accounts, `msg-desk-${kind}@example.com`)
    referee = await signUpAndIn(accounts, `msg-referee-${kind}@example.com`)
    rival = await signUpAndIn(accounts, `msg-rival-${kind}@example.com`)
    const idOf = async (s: Session) =>
      (await db.select({ id: users.id }).from(users).where(eq(users.email, s.email)))[0]!.id
    const [rivalOrg] = await db
      .insert(organizations)
      .values({ slug: `msg-rival-${kind}`, name: 'Rival Club', country: 'AT' })
      .returning()
    await db.insert(organizationMembers).values([
      { organizationId: rivalOrg!.id, userId: await idOf(rival), role: 'owner' },
      { organizationId: orgId, userId: await idOf(desk), role: 'desk' },
      { organizationId: orgId, userId: await idOf(referee), role: 'referee' },
    ])
    const createEvent = async (session: Session, organizationId: number, name: string) => {
      const response = await t.app.request(`/bff/organizer/organizations/${organizationId}/events`, {
        method: 'POST',
        headers: {
          origin: SITE,
          cookie: session.cookieHeader(),
          'x-csrf-token': session.csrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          kind: 'tournament',
          name,
          startDate: new Date(Date.now() + 10 * DAY).toISOString(),
          endDate: new Date(Date.now() + 11 * DAY).toISOString(),
          timeZone: 'Europe/Berlin',
          venueName: 'Halle Nord',
          address: 'Sportweg 1',
          city: 'München',
          country: 'de',
        }),
      })
      expect(response.status, await response.clone().text()).toBe(201)
      return ((await response.json()) as { id: number }).id
    }
    eventId = await createEvent(owner, orgId, 'Messages Open')
    rivalEventId = await createEvent(rival, rivalOrg!.id, 'Rival Open')
    const [player] = await db
      .insert(users)
      .values({
        firstName: 'Zoë',
        lastName: 'Müller',
        userName: `zoe-msg-${kind}`,
        email: `zoe.msg.${kind}@example.com`,
      })
      .returning({ id: users.id })
    playerId = player!.id
    const write = (subjectKey: string, tournamentId: number) =>
      enqueue(db, {
        kind: 'receipt',
        subjectKey,
        recipient: `zoe.msg.${kind}@example.com`,
        userId: playerId,
        tournamentId,
        locale: 'de',
        payload: { tournament: 'Messages Open', currency: 'EUR', totalMinor: 1000, lines: [] },
      }) as Promise<number>
    failedId = await write('order:1', eventId)
    rivalFailedId = await write('order:2', rivalEventId)
    // The refusing server makes both fail for good (one attempt allowed).
    expect(await sender.runOnce({ ids: [failedId, rivalFailedId] })).toEqual({
      sent: 0,
      retried: 0,
      failed: 2,
    })
    // One still being retried (it failed once) and one sent long ago, in the same event.
    retryingId = await write('order:3', eventId)
    await db
      .update(messages)
      .set({ attempts: 1, lastError: 'connection timeout', nextAttemptAt: new Date(Date.now() + 60_000) })
      .where(eq(messages.id, retryingId))
    sentId = await write('order:4', eventId)
    await db
      .update(messages)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(messages.id, sentId))
  }, 60_000)
  afterAll(async () => {
    await smtp?.close()
    await database?.close()
  })

  it('lists the failed and the retrying messages of the event for its organizers', async () => {
    const listed = await call(owner, 'GET', `/events/${eventId}/messages`)
    expect(listed.status).toBe(200)
    expect(listed.body.items.map((m: { id: number }) => m.id)).toEqual([retryingId, failedId])
    const failed = listed.body.items[1]
    expect(failed).toMatchObject({
      id: failedId,
      kind: 'receipt',
      channel: 'email',
      recipient: `zoe.msg.${kind}@example.com`,
      player: { userId: playerId, name: 'Zoë Müller' },
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      sentAt: null,
    })
    expect(failed.lastError).toMatch(/mailbox unavailable/)
    expect(Date.parse(failed.createdAt)).not.toBeNaN()
    expect(listed.body.items[0]).toMatchObject({ status: 'pending', lastError: 'connection timeout' })
    expect(Date.parse(listed.body.items[0].nextAttemptAt)).toBeGreaterThan(Date.now())

    const sent = await call(owner, 'GET', `/events/${eventId}/messages?status=sent`)
    expect(sent.body.items.map((m: { id: number }) => m.id)).toEqual([sentId])
    expect(sent.body.items[0].sentAt).toEqual(expect.any(String))
    expect((await call(owner, 'GET', `/events/${eventId}/messages?status=lost`)).status).toBe(400)
    // The desk manages entries, so it sees them too.
    expect((await call(desk, 'GET', `/events/${eventId}/messages`)).body.items).toHaveLength(2)
  })

  it('never shows a message to another club, a referee or an anonymous caller', async () => {
    expect((await call(rival, 'GET', `/events/${eventId}/messages`)).status).toBe(404)
    expect((await call(referee, 'GET', `/events/${eventId}/messages`)).status).toBe(403)
    expect((await call(null, 'GET', `/events/${eventId}/messages`)).status).toBe(401)
    const own = await call(rival, 'GET', `/events/${rivalEventId}/messages`)
    expect(own.body.items.map((m: { id: number }) => m.id)).toEqual([rivalFailedId])
    // The owner's list of the rival's event is refused the same way.
    expect((await call(owner, 'GET', `/events/${rivalEventId}/messages`)).status).toBe(404)
  })

  it('refuses retries by other clubs, referees, without a CSRF token, or of unknown messages', async () => {
    expect((await call(rival, 'POST', `/messages/${failedId}/retry`)).status).toBe(404)
    expect((await call(owner, 'POST', `/messages/${rivalFailedId}/retry`)).status).toBe(404)
    expect((await call(referee, 'POST', `/messages/${failedId}/retry`)).status).toBe(403)
    expect((await call(owner, 'POST', `/messages/${failedId}/retry`, false)).status).toBe(403)
    expect((await call(null, 'POST', `/messages/${failedId}/retry`)).status).toBe(401)
    const missing = await call(owner, 'POST', `/messages/2147483000/retry`)
    expect(missing).toEqual({
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: expect.any(String) } },
    })
    const [row] = await database.db.select().from(messages).where(eq(messages.id, failedId))
    expect(row).toMatchObject({ status: 'failed', attempts: 1 })
    expect(smtp.received).toHaveLength(0)
  })

  it('retries a failed message: audited, sent once when the server accepts, then a no-op', async () => {
    // Still refused: requeued, tried at once, and failed again (one attempt allowed here).
    const refused = await call(desk, 'POST', `/messages/${failedId}/retry`)
    expect(refused).toEqual({ status: 200, body: { id: failedId, requeued: true, status: 'failed' } })
    smtp.refuse = false
    const retried = await call(owner, 'POST', `/messages/${failedId}/retry`)
    expect(retried).toEqual({ status: 200, body: { id: failedId, requeued: true, status: 'sent' } })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.to).toEqual([`zoe.msg.${kind}@example.com`])
    expect(smtp.received[0]!.raw).toMatch(new RegExp(`^Message-ID: <message-${failedId}@localhost>`, 'm'))
    // Again (a double click): nothing changes, nothing is sent twice.
    const again = await call(owner, 'POST', `/messages/${failedId}/retry`)
    expect(again).toEqual({ status: 200, body: { id: failedId, requeued: false, status: 'sent' } })
    const pending = await call(owner, 'POST', `/messages/${retryingId}/retry`)
    expect(pending).toEqual({ status: 200, body: { id: retryingId, requeued: false, status: 'pending' } })
    expect(smtp.received).toHaveLength(1)
    const [row] = await database.db.select().from(messages).where(eq(messages.id, retryingId))
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection timeout' })
    // The sent message left the default list; the audit log names both retries.
    const listed = await call(owner, 'GET', `/events/${eventId}/messages`)
    expect(listed.body.items.map((m: { id: number }) => m.id)).toEqual([retryingId])
    const audit = await call(owner, 'GET', `/events/${eventId}/audit`)
    const retries = audit.body.items.filter((a: { action: string }) => a.action === 'message.retry')
    expect(retries).toHaveLength(2)
    expect(retries[0]).toMatchObject({
      objectType: 'message',
      objectId: String(failedId),
      before: { status: 'failed', attempts: 1 },
      after: { status: 'pending', attempts: 0 },
    })
    expect(retries[0].before.lastError).toMatch(/mailbox unavailable/)
  })
})
