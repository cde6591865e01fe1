// Issue 16's outbox against real databases (PGlite and PostgreSQL) and a real SMTP server started
// here (smtp-server): every kind renders in every language with no raw key and no English in the
// other languages; a message written twice (a retried request) is stored and sent once; SMTP
// delivers multipart HTML + text with the headers and encoded accented text; a refusing server
// makes the worker back off and finally mark the message failed; the history is the caller's own.
import { LOCALES } from '@courtside/domain'
import { eq, inArray, messages, outboxMessages, users } from '@courtside/db'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDevOutbox } from '../../adapters/outbox.ts'
import { openTestDatabase, silentLogger, DATABASE_KINDS } from '../../test/databases.ts'
import { startTestSmtp } from '../../test/smtp.ts'
import { enqueue, enqueueForUser } from './enqueue.ts'
import { MESSAGE_KINDS, type MessagePayload } from './kinds.ts'
import { renderMessage } from './render.ts'
import { hasOwnKey } from './translate.ts'
import { isSecretKind } from './secret-kinds.ts'
import { backoffMs, createMessageSender } from './sender.ts'
import { createMessageTransport } from './transport.ts'

const SITE = 'http://localhost:3000'
const PAYLOAD: MessagePayload = {
  name: 'Zoë',
  tournament: 'Málaga Open',
  className: 'Mixed 3.5',
  timeZone: 'Europe/Berlin',
  deadline: '2026-12-01T17:00:00Z',
  paidAt: '2026-11-25T10:00:00Z',
  refundMinor: 2500,
  currency: 'EUR',
  inviter: 'Åsa Öberg',
  invitationId: 7,
  organization: 'Club Pádel',
  path: '/manage/invitation/abc',
  order: 'AB12CD34',
  lines: [{ label: 'Mixed 3.5', amountMinor: 4500, discountMinor: 500 }],
  vatMinor: 639,
  vatRateBasisPoints: 1900,
  vatMode: 'included',
  totalMinor: 4000,
  organizerName: 'Club Pádel',
  organizerEmail: 'club@example.com',
  code: '042917',
  expiresAt: '2026-11-25T10:15:00Z',
  failures: 20,
  court: 'Pista 3',
  opponents: 'Åsa Öberg',
  score: '11-7, 11-9',
  at: '2026-12-05T09:30:00Z',
  checkInPath: '/tournament/12/check-in',
}

describe('message templates', () => {
  it.each(MESSAGE_KINDS)('%s renders in every language, each in its own words', async (kind) => {
    const english = await renderMessage({
      kind,
      payload: PAYLOAD,
      locale: 'en',
      siteUrl: SITE,
      recipient: 'z@example.com',
    })
    for (const locale of LOCALES) {
      const m = await renderMessage({
        kind,
        payload: PAYLOAD,
        locale,
        siteUrl: SITE,
        recipient: 'z@example.com',
      })
      for (const part of [m.subject, m.text, m.html]) {
        expect(part).not.toMatch(/\{\{|messages\.|undefined|NaN/)
      }
      // Code messages carry no link (secret-kinds.ts); every other message links to the site.
      if (isSecretKind(kind)) expect(m.text).not.toContain(SITE)
      else expect(m.text).toContain(`${SITE}/${locale}/`)
      expect(m.html).toContain(`lang="${locale}"`)
      if (locale !== 'en') {
        expect(m.subject, `${kind} ${locale}`).not.toBe(english.subject)
        expect(m.text.split('\n')[0], `${kind} ${locale}`).not.toBe(english.text.split('\n')[0])
      }
    }
  })

  // The language review: a German, Swedish or Portuguese player's messages hold no English
  // sentence. English function words that none of the three languages uses as a word (the payload's
  // names — Zoë, Málaga Open, Åsa Öberg, Club Pádel — contain none of them).
  const ENGLISH_WORDS = /\b(the|your|you|is|are|has|have|and|with|will|been|of|to|please|thanks?)\b/i
  it.each(MESSAGE_KINDS)('%s has no English words in German, Swedish or Portuguese', async (kind) => {
    for (const locale of ['de', 'sv', 'pt'] as const) {
      const m = await renderMessage({
        kind,
        payload: PAYLOAD,
        locale,
        siteUrl: SITE,
        recipient: 'z@example.com',
      })
      const words = `${m.subject}\n${m.text}`.replace(/https?:\/\/\S+/g, '').replace(/\S+@\S+/g, '')
      expect(words, `${kind} ${locale}`).not.toMatch(ENGLISH_WORDS)
    }
  })

  it('links the receipt to the event’s check-in page in the player’s language (issue 15)', async () => {
    for (const locale of ['de', 'en', 'es', 'fr', 'pt', 'sv'] as const) {
      const m = await renderMessage({
        kind: 'receipt',
        payload: PAYLOAD,
        locale,
        siteUrl: SITE,
        recipient: 'z@example.com',
      })
      expect(m.text, locale).toContain(`${SITE}/${locale}/tournament/12/check-in`)
      expect(m.text, locale).toContain('QR')
      expect(hasOwnKey(locale, 'receipt.checkIn'), locale).toBe(true)
    }
  })

  it('writes dates in the event’s zone with the zone named, money as the site does', async () => {
    const receipt = await renderMessage({
      kind: 'receipt',
      payload: PAYLOAD,
      locale: 'de',
      siteUrl: SITE,
      recipient: 'z@example.com',
    })
    expect(receipt.text).toContain('Hallo Zoë,')
    expect(receipt.text).toContain('11:00')
    expect(receipt.text).toContain('(Europe/Berlin)')
    expect(receipt.text).toMatch(/45,00\s€/)
    expect(receipt.text).toMatch(/-5,00\s€/)
    expect(receipt.text).toMatch(/Darin enthaltene MwSt\. \(19\s%\)/)
    expect(receipt.text).toMatch(/40,00\s€/)
    expect(receipt.text).toContain('Veranstalter: Club Pádel')
    const invited = await renderMessage({
      kind: 'invited',
      payload: PAYLOAD,
      locale: 'sv',
      siteUrl: SITE,
      recipient: 'z@example.com',
    })
    expect(invited.text).toContain(`${SITE}/sv/profile?invitation=7&answer=accept`)
    expect(invited.text).toContain('18:00')
  })
})

describe.each(DATABASE_KINDS)('message outbox (%s)', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  let playerId: number
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    const [player] = await database.db
      .insert(users)
      .values({
        firstName: 'Zoë',
        lastName: 'Müller',
        userName: `zoe-${kind}`,
        email: `zoe.${kind}@example.com`,
        preferredLanguage: 'de',
      })
      .returning({ id: users.id })
    playerId = player!.id
  })
  afterAll(async () => database.close())

  const devSender = () =>
    createMessageSender({
      db: database.db,
      logger: silentLogger,
      siteUrl: SITE,
      transport: createMessageTransport({
        from: 'Courtside <no-reply@localhost>',
        outbox: createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true }),
        isDevelopment: true,
      }),
    })

  it('stores and sends a message once when the same change is written twice', async () => {
    const write = () =>
      database.db.transaction((tx) =>
        enqueueForUser(tx, {
          kind: 'waitlist_joined',
          subjectKey: 'registration:900',
          userId: playerId,
          payload: PAYLOAD,
        }),
      )
    const first = await write()
    const second = await write()
    expect(first).toBeTypeOf('number')
    expect(second).toBeNull()
    const sender = devSender()
    expect(await sender.runOnce({ ids: [first!] })).toEqual({ sent: 1, retried: 0, failed: 0 })
    expect(await sender.runOnce({ ids: [first!] })).toEqual({ sent: 0, retried: 0, failed: 0 })
    const [row] = await database.db.select().from(messages).where(eq(messages.id, first!))
    // The player's own language (preferred_language de), not the page's.
    expect(row).toMatchObject({ status: 'sent', locale: 'de', attempts: 1 })
    expect(row!.subject).toBe('Auf der Warteliste: Mixed 3.5 bei Málaga Open')
  })

  it('drops an account code that expired unsent, and keeps no code of a settled one', async () => {
    const write = (subjectKey: string, expiresAt: string) =>
      enqueue(database.db, {
        kind: 'account_code_verify',
        subjectKey,
        channel: 'sms',
        recipient: `+4670${kind === 'pglite' ? '1' : '2'}234567`,
        locale: 'sv',
        payload: { code: '314159', expiresAt },
      })
    const late = await write('code:late', new Date(Date.now() - 1000).toISOString())
    const fresh = await write('code:fresh', new Date(Date.now() + 600_000).toISOString())
    const sender = devSender()
    expect(await sender.runOnce({ ids: [late!, fresh!] })).toEqual({ sent: 1, retried: 0, failed: 1 })
    const rows = await database.db
      .select()
      .from(messages)
      .where(inArray(messages.id, [late!, fresh!]))
    const byKey = Object.fromEntries(rows.map((row) => [row.subjectKey, row]))
    expect(byKey['code:late']).toMatchObject({ status: 'failed', subject: null })
    expect(byKey['code:fresh']).toMatchObject({ status: 'sent', textBody: null })
    expect(JSON.stringify(rows)).not.toContain('314159')
    // The SMS itself: the one sentence, in Swedish.
    const [sms] = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, rows[0]!.recipient))
    expect(sms?.body).toBe('Din verifieringskod för Courtside är 314159. Den gäller i 15 minuter.')
  })

  it('writes nothing when the transaction that caused the message rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueForUser(tx, {
          kind: 'approved',
          subjectKey: 'registration:901',
          userId: playerId,
          payload: PAYLOAD,
        })
        throw new Error('the change failed')
      }),
    ).rejects.toThrow('the change failed')
    expect(
      await database.db.select().from(messages).where(eq(messages.subjectKey, 'registration:901')),
    ).toEqual([])
  })

  it('sends multipart HTML and text over SMTP with its headers, accented text encoded', async () => {
    const smtp = await startTestSmtp()
    try {
      const id = await enqueue(database.db, {
        kind: 'invited',
        subjectKey: 'invitation:77',
        recipient: 'zoë.partner@example.com'.replace('ë', 'e'),
        locale: 'fr',
        payload: PAYLOAD,
      })
      const sender = createMessageSender({
        db: database.db,
        logger: silentLogger,
        siteUrl: SITE,
        transport: createMessageTransport({
          smtpUrl: smtp.url,
          from: 'Courtside Événements <no-reply@localhost>',
          outbox: createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true }),
          isDevelopment: true,
        }),
      })
      expect(await sender.runOnce({ ids: [id!] })).toEqual({ sent: 1, retried: 0, failed: 0 })
      expect(smtp.received).toHaveLength(1)
      const mail = smtp.received[0]!
      expect(mail.to).toEqual(['zoe.partner@example.com'])
      const headers = mail.raw.split('\r\n\r\n')[0]!
      expect(headers).toMatch(/^From: =\?UTF-8\?[QB]\?.+\?= <no-reply@localhost>$/m)
      expect(headers).toMatch(/^To: zoe\.partner@example\.com$/m)
      expect(headers).toMatch(new RegExp(`^Message-ID: <message-${id}@localhost>$`, 'm'))
      expect(headers).toMatch(/^Date: \w{3}, \d{1,2} \w{3} \d{4} /m)
      // "Invitation comme partenaire : Mixed 3.5 à Málaga Open" as an RFC 2047 encoded word.
      const subject = /^Subject: (.*)$/m.exec(headers.replace(/\r\n[ \t]+/g, ' '))?.[1] ?? ''
      expect(subject).toMatch(/=\?UTF-8\?[QB]\?/)
      expect(subject).not.toMatch(/[^\x00-\x7f]/)
      expect(headers).toMatch(/^Content-Type: multipart\/alternative;/m)
      expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/)
      expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/)
      const [row] = await database.db.select().from(messages).where(eq(messages.id, id!))
      expect(row!.subject).toBe('Invitation comme partenaire\u00a0: Mixed 3.5 à Málaga Open')
    } finally {
      await smtp.close()
    }
  })

  it('backs off while the SMTP server refuses, then marks the message failed and logs it', async () => {
    const smtp = await startTestSmtp({ refuse: true })
    const logged: string[] = []
    // A real logger writing into this list: the worker's log lines as an operator sees them.
    const logger = pino(
      { level: 'warn' },
      {
        write: (line: string) => {
          const entry = JSON.parse(line) as { level: number; msg: string }
          logged.push(`${entry.level >= 50 ? 'error' : 'warn'} ${entry.msg}`)
        },
      },
    )
    try {
      const id = await enqueue(database.db, {
        kind: 'promoted',
        subjectKey: 'promotion:5',
        recipient: `zoe.${kind}@example.com`,
        locale: 'pt',
        payload: PAYLOAD,
      })
      let now = new Date()
      const sender = createMessageSender({
        db: database.db,
        logger,
        siteUrl: SITE,
        now: () => now,
        maxAttempts: 2,
        baseDelayMs: 60_000,
        transport: createMessageTransport({
          smtpUrl: smtp.url,
          from: 'no-reply@localhost',
          outbox: createDevOutbox({ db: database.db, logger: silentLogger, isDevelopment: true }),
          isDevelopment: true,
        }),
      })
      expect(await sender.runOnce({ ids: [id!] })).toEqual({ sent: 0, retried: 1, failed: 0 })
      const [waiting] = await database.db.select().from(messages).where(eq(messages.id, id!))
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
      expect(waiting!.nextAttemptAt.getTime()).toBe(now.getTime() + backoffMs(1, 60_000))
      expect(waiting!.lastError).toMatch(/mailbox unavailable/)
      // Not due before its backoff ends.
      expect(await sender.runOnce({ ids: [id!] })).toEqual({ sent: 0, retried: 0, failed: 0 })
      now = new Date(now.getTime() + 61_000)
      expect(await sender.runOnce({ ids: [id!] })).toEqual({ sent: 0, retried: 0, failed: 1 })
      const [failed] = await database.db.select().from(messages).where(eq(messages.id, id!))
      expect(failed).toMatchObject({ status: 'failed', attempts: 2 })
      expect(logged).toEqual(['warn message not sent; will retry', 'error message not sent; given up'])
      expect(backoffMs(3, 60_000)).toBe(240_000)
    } finally {
      await smtp.close()
    }
  })
})
