// Issue 15's check-in against the real app on PGlite and PostgreSQL: the desk checks players in
// by a scanned token, a typed short code or by name (twice is harmless), undoes it; forged codes
// and codes of another event are refused; a player checks themself in only inside the window and
// only with a confirmed entry; after the deadline the no-shows are listed and withdrawn in one go,
// which promotes a waitlisted entry; every change leaves an audit row; other clubs get 404.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-return -- JSON bodies of many shapes, each checked by the assertions that read them */
import { and, auditLog, eq, registrations, users } from '@courtside/db'
import { SignJWT, generateKeyPair } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const MIN = 60_000

describe.each(DATABASE_KINDS)('check-in (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let zoe: Session
  let zoeId: number
  let eventId: number
  let otherEventId: number
  let smallId: number
  const ids = {} as Record<'Ben' | 'Cem' | 'Dev' | 'Eli' | 'Fay', number>
  const entries = {} as Record<'zoe' | 'zoeSmall' | 'Ben' | 'Cem' | 'Dev' | 'Eli' | 'Fay', number>
  let counter = 0

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)
  const desk$ = (path = '') => `/organizer/events/${eventId}/check-in${path}`
  const iso = (offsetMs: number) => new Date(t.clock.now.getTime() + offsetMs).toISOString()

  async function enter(classId: number, userId: number): Promise<number> {
    const made = await call(owner, 'POST', `/organizer/classes/${classId}/entries`, {
      userId,
      paidAtDesk: true,
    })
    expect(made.status, made.text).toBe(201)
    return made.body.id as number
  }
  async function newPlayer(firstName: string, lastName: string): Promise<number> {
    const [row] = await t.db
      .insert(users)
      .values({ firstName, lastName, userName: `chk_${kind}_${++counter}` })
      .returning({ id: users.id })
    return row!.id
  }
  const settings = (body: unknown, session: Session = owner) =>
    call(session, 'PUT', `/organizer/events/${eventId}/check-in-settings`, body)
  const auditActions = async () =>
    (
      await t.db
        .select({ action: auditLog.action, after: auditLog.after, before: auditLog.before })
        .from(auditLog)
        .where(eq(auditLog.tournamentId, eventId))
    ).map((row) => row.action)

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('chk'))
    zoe = await signUpAndIn(t, `chk-zoe-${kind}@example.com`)
    zoeId = await kit.userIdOf(zoe)
    await t.db.update(users).set({ firstName: 'Zoë', lastName: 'Ångström' }).where(eq(users.id, zoeId))
    eventId = await kit.createEvent({ name: 'Check Cup' })
    const singles = await kit.createClass(eventId, 'Singles')
    const small = await call(owner, 'POST', `/organizer/events/${eventId}/classes`, {
      name: 'Small',
      type: 'singles',
      gender: 'open',
      capacity: 2,
      feeMinor: 0,
      matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
    })
    expect(small.status, small.text).toBe(201)
    smallId = small.body.id
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    entries.zoe = await enter(singles, zoeId)
    for (const [first, last] of [
      ['Ben', 'Berg'],
      ['Cem', 'Çelik'],
      ['Dev', 'Dahl'],
    ] as const) {
      ids[first] = await newPlayer(first, last)
      entries[first] = await enter(singles, ids[first])
    }
    // Small is full with Zoë and Eli; Fay waits.
    entries.zoeSmall = await enter(smallId, zoeId)
    ids.Eli = await newPlayer('Eli', 'Esch')
    entries.Eli = await enter(smallId, ids.Eli)
    ids.Fay = await newPlayer('Fay', 'Fink')
    const [fay] = await t.db
      .insert(registrations)
      .values({ classId: smallId, userId: ids.Fay, status: 'waitlisted', waitlistPosition: 1, feeMinor: 0 })
      .returning({ id: registrations.id })
    entries.Fay = fay!.id
    otherEventId = await kit.createEvent({ name: 'Other Cup' })
    const otherClass = await kit.createClass(otherEventId, 'Singles')
    expect((await call(owner, 'POST', `/organizer/events/${otherEventId}/publish`)).status).toBe(200)
    await enter(otherClass, zoeId)
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('gives the desk its roles, other clubs nothing', async () => {
    expect((await call(null, 'GET', desk$())).status).toBe(401)
    expect((await call(rival, 'GET', desk$())).status).toBe(404)
    expect((await call(referee, 'GET', desk$())).status).toBe(403)
    expect((await call(desk, 'GET', desk$())).status).toBe(200)
    expect((await call(rival, 'POST', desk$(`/${ids.Ben}`))).status).toBe(404)
    expect((await call(rival, 'POST', desk$(), { code: 'ABCD-EFGH' })).status).toBe(404)
    expect((await call(rival, 'DELETE', desk$(`/${ids.Ben}`))).status).toBe(404)
    expect((await call(rival, 'GET', `/organizer/events/${eventId}/no-shows`)).status).toBe(404)
    expect(
      (await settings({ selfCheckInOpensAt: null, selfCheckInClosesAt: null, checkInDeadline: null }, desk))
        .status,
    ).toBe(403)
    expect(
      (await settings({ selfCheckInOpensAt: null, selfCheckInClosesAt: null, checkInDeadline: null }, rival))
        .status,
    ).toBe(404)
    // Writes need the CSRF token.
    expect((await call(desk, 'POST', desk$(`/${ids.Ben}`), undefined, { csrf: false })).status).toBe(403)
  })

  it('lists the confirmed players once each, searches names without accents', async () => {
    const all = await call(desk, 'GET', desk$())
    expect(all.body.expected).toBe(5)
    expect(all.body.checkedIn).toBe(0)
    const zoeRow = all.body.players.find((p: any) => p.userId === zoeId)
    expect(zoeRow.classes.sort()).toEqual(['Singles', 'Small'])
    expect(all.body.players.some((p: any) => p.userId === ids.Fay)).toBe(false) // waitlisted
    const found = await call(desk, 'GET', desk$('?q=zoe%20angstrom'))
    expect(found.body.players.map((p: any) => p.name)).toEqual(['Zoë Ångström'])
    expect(found.body.expected).toBe(5)
    expect((await call(desk, 'GET', desk$('?q=celik'))).body.players.map((p: any) => p.userId)).toEqual([
      ids.Cem,
    ])
    // A player who changes their name is found by the new one at once.
    const [cem] = await t.db.select({ lastName: users.lastName }).from(users).where(eq(users.id, ids.Cem))
    await t.db.update(users).set({ lastName: 'Öztürk-Şahin' }).where(eq(users.id, ids.Cem))
    expect(
      (await call(desk, 'GET', desk$('?q=ozturk-sahin'))).body.players.map((p: any) => p.userId),
    ).toEqual([ids.Cem])
    expect((await call(desk, 'GET', desk$('?q=celik'))).body.players).toEqual([])
    await t.db.update(users).set({ lastName: cem!.lastName }).where(eq(users.id, ids.Cem))
  })

  it('checks in by scanned token, refuses forged codes and codes of another event', async () => {
    const mine = await call(zoe, 'GET', `/tournament/${eventId}/check-in`)
    expect(mine.status, mine.text).toBe(200)
    expect(mine.headers.get('cache-control')).toContain('no-store')
    expect(mine.body.entered).toBe(true)
    expect(mine.body.qrSvg).toContain('<svg')
    expect(mine.body.code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/)
    const token: string = mine.body.token

    const tampered = token.slice(0, -3) + (token.endsWith('AAA') ? 'BBB' : 'AAA')
    const forged = await call(desk, 'POST', desk$(), { code: tampered })
    expect(forged.status).toBe(400)
    expect(forged.body.error.code).toBe('INVALID_CODE')
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' })
    const foreign = await new SignJWT({ evt: eventId })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setAudience('courtside:check-in')
      .setSubject(String(zoeId))
      .sign(privateKey)
    expect((await call(desk, 'POST', desk$(), { code: foreign })).body.error.code).toBe('INVALID_CODE')
    expect((await call(desk, 'POST', desk$(), { code: 'hello' })).status).toBe(400)

    const other = await call(zoe, 'GET', `/tournament/${otherEventId}/check-in`)
    const wrong = await call(desk, 'POST', desk$(), { code: other.body.token })
    expect(wrong.status).toBe(409)
    expect(wrong.body.error.code).toBe('WRONG_EVENT')
    // The short code of the other event names no player here.
    expect((await call(desk, 'POST', desk$(), { code: other.body.code })).status).toBe(422)

    const done = await call(desk, 'POST', desk$(), { code: token })
    expect(done.status, done.text).toBe(200)
    expect(done.body.alreadyCheckedIn).toBe(false)
    expect(done.body.player.checkIn.method).toBe('scan')
    const again = await call(desk, 'POST', desk$(), { code: mine.body.code.toLowerCase().replace('-', ' ') })
    expect(again.status).toBe(200)
    expect(again.body.alreadyCheckedIn).toBe(true)
    expect(again.body.player.checkIn.at).toBe(done.body.player.checkIn.at)
    expect((await call(desk, 'GET', desk$())).body.checkedIn).toBe(1)
    const seen = await call(zoe, 'GET', `/tournament/${eventId}/check-in`)
    expect(seen.body.checkIn.method).toBe('scan')
  })

  it('checks in by name and by typed short code, and undoes', async () => {
    const byName = await call(desk, 'POST', desk$(`/${ids.Ben}`))
    expect(byName.status, byName.text).toBe(200)
    expect(byName.body.player.checkIn).toMatchObject({ method: 'desk' })
    expect(byName.body.player.checkIn.by).toBeTruthy()
    expect((await call(desk, 'POST', desk$(`/${ids.Ben}`))).body.alreadyCheckedIn).toBe(true)
    const fayAttempt = await call(desk, 'POST', desk$(`/${ids.Fay}`))
    expect(fayAttempt.status).toBe(409)
    expect(fayAttempt.body.error.code).toBe('NOT_ENTERED')

    const undo = await call(desk, 'DELETE', desk$(`/${ids.Ben}`))
    expect(undo.status).toBe(200)
    expect((await call(desk, 'DELETE', desk$(`/${ids.Ben}`))).status).toBe(200)
    const list = await call(desk, 'GET', desk$('?q=ben'))
    expect(list.body.players[0].checkIn).toBeNull()
    const actions = await auditActions()
    expect(actions.filter((a) => a === 'check_in.create').length).toBe(2)
    expect(actions.filter((a) => a === 'check_in.undo').length).toBe(1)
  })

  it('lets a player check in themself only inside the window and with a confirmed entry', async () => {
    const self = (session: Session | null, options = {}) =>
      call(session, 'POST', `/tournament/${eventId}/check-in`, undefined, options)
    const cem = await signUpAndIn(t, `chk-cem-${kind}@example.com`)
    expect((await self(cem)).status).toBe(403)
    expect((await self(null)).status).toBe(401)

    const dev = await signUpAndIn(t, `chk-dev-${kind}@example.com`)
    const devId = await kit.userIdOf(dev)
    const singles = (await call(owner, 'GET', `/organizer/events/${eventId}`)).body.classes.find(
      (c: any) => c.name === 'Singles',
    ).id
    await enter(singles, devId)
    const closed = await self(dev)
    expect(closed.status).toBe(409)
    expect(closed.body.error.code).toBe('SELF_CHECK_IN_CLOSED')

    expect(
      (
        await settings({
          selfCheckInOpensAt: iso(60 * MIN),
          selfCheckInClosesAt: iso(30 * MIN),
          checkInDeadline: null,
        })
      ).status,
    ).toBe(400)
    expect(
      (
        await settings({
          selfCheckInOpensAt: iso(60 * MIN),
          selfCheckInClosesAt: null,
          checkInDeadline: null,
        })
      ).status,
    ).toBe(400)
    const later = await settings({
      selfCheckInOpensAt: iso(60 * MIN),
      selfCheckInClosesAt: iso(120 * MIN),
      checkInDeadline: null,
    })
    expect(later.status, later.text).toBe(200)
    expect(later.body.selfCheckInOpen).toBe(false)
    expect((await self(dev)).body.error.code).toBe('SELF_CHECK_IN_NOT_OPEN')
    const window = await call(null, 'GET', `/tournament/${eventId}/check-in/window`)
    expect(window.body.open).toBe(false)
    // The event read tells the tournament page whether to show its check-in button.
    const eventRead = () => call(null, 'GET', `/tournament/${eventId}`)
    expect((await eventRead()).body.selfCheckInOpen).toBe(false)

    const open = await settings({
      selfCheckInOpensAt: iso(-MIN),
      selfCheckInClosesAt: iso(60 * MIN),
      checkInDeadline: null,
    })
    expect(open.body.selfCheckInOpen).toBe(true)
    expect((await call(null, 'GET', `/tournament/${eventId}/check-in/window`)).body.open).toBe(true)
    expect((await eventRead()).body.selfCheckInOpen).toBe(true)
    expect((await self(dev, { csrf: false })).status).toBe(403)
    const done = await self(dev)
    expect(done.status, done.text).toBe(200)
    expect(done.body.player.checkIn).toMatchObject({ method: 'self', by: null })
    expect((await self(dev)).body.alreadyCheckedIn).toBe(true)
    // The other clubs' owner has no entry either.
    expect((await self(rival)).body.error.code).toBe('NOT_ENTERED')
  })

  it('lists the no-shows after the deadline and withdraws them at once, promoting the waitlist', async () => {
    const before = await call(desk, 'GET', `/organizer/events/${eventId}/no-shows`)
    expect(before.body.passed).toBe(false)
    expect(before.body.entries).toEqual([])
    const early = await call(desk, 'POST', `/organizer/events/${eventId}/no-shows/withdraw`, {
      entryIds: [entries.Eli],
    })
    expect(early.body.error.code).toBe('DEADLINE_NOT_PASSED')

    await settings({ selfCheckInOpensAt: null, selfCheckInClosesAt: null, checkInDeadline: iso(-MIN) })
    const list = await call(desk, 'GET', `/organizer/events/${eventId}/no-shows`)
    expect(list.body.passed).toBe(true)
    const listed = list.body.entries.map((e: any) => e.entryId).sort((a: number, b: number) => a - b)
    // Zoë (both classes) and the signed-up Dev checked in; Ben (undone), Cem, Dev Dahl and Eli did not.
    expect(listed).toEqual([entries.Ben, entries.Cem, entries.Dev, entries.Eli].sort((a, b) => a - b))

    const withdraw = await call(desk, 'POST', `/organizer/events/${eventId}/no-shows/withdraw`, {
      entryIds: [...listed, entries.zoe],
    })
    expect(withdraw.status, withdraw.text).toBe(200)
    expect([...withdraw.body.withdrawn].sort((a: number, b: number) => a - b)).toEqual(listed)
    expect(withdraw.body.skipped).toEqual([entries.zoe])
    const status = async (entryId: number) =>
      (
        await t.db
          .select({ s: registrations.status })
          .from(registrations)
          .where(eq(registrations.id, entryId))
      )[0]!.s
    expect(await status(entries.Eli)).toBe('cancelled')
    expect(await status(entries.Ben)).toBe('cancelled')
    expect(await status(entries.zoe)).toBe('confirmed')
    expect(await status(entries.Fay)).not.toBe('waitlisted') // promoted into Eli's place

    const repeat = await call(desk, 'POST', `/organizer/events/${eventId}/no-shows/withdraw`, {
      entryIds: listed,
    })
    expect(repeat.body).toEqual({ withdrawn: [], skipped: listed })
    const actions = await auditActions()
    expect(actions.filter((a) => a === 'check_in.withdraw_no_shows').length).toBe(1)
    expect(actions.filter((a) => a === 'entry.withdraw').length).toBe(4)
    expect(actions).toContain('check_in.settings')
    const [row] = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.tournamentId, eventId), eq(auditLog.action, 'check_in.withdraw_no_shows')))
    expect((row!.after as any).withdrawn.length).toBe(4)
  })

  it('counts a doubles pair once, with both players, and withdraws it whole', async () => {
    const pairEvent = await kit.createEvent({ name: 'Pair Cup' })
    const made = await call(owner, 'POST', `/organizer/events/${pairEvent}/classes`, {
      name: 'Doubles',
      type: 'doubles',
      gender: 'open',
      capacity: 8,
      feeMinor: 0,
      matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
    })
    expect(made.status, made.text).toBe(201)
    expect((await call(owner, 'POST', `/organizer/events/${pairEvent}/publish`)).status).toBe(200)
    const gus = await newPlayer('Gus', 'Gray')
    const hal = await newPlayer('Hal', 'Holm')
    const pair = await call(owner, 'POST', `/organizer/classes/${made.body.id}/entries`, {
      userId: gus,
      partnerUserIds: [hal],
      paidAtDesk: true,
    })
    expect(pair.status, pair.text).toBe(201)
    // Each member holds a confirmed registration of the one team.
    const rows = await t.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.classId, made.body.id))
    expect(rows.map((r) => r.status)).toEqual(['confirmed', 'confirmed'])
    const at = `/organizer/events/${pairEvent}`
    expect((await call(desk, 'POST', `${at}/check-in/${gus}`)).status).toBe(200)
    const deadline = { selfCheckInOpensAt: null, selfCheckInClosesAt: null, checkInDeadline: iso(-MIN) }
    expect((await call(owner, 'PUT', `${at}/check-in-settings`, deadline)).status).toBe(200)
    const list = await call(desk, 'GET', `${at}/no-shows`)
    expect(list.body.entries).toEqual([
      expect.objectContaining({
        entryId: pair.body.id,
        players: [
          expect.objectContaining({ userId: gus, checkedIn: true }),
          expect.objectContaining({ userId: hal, checkedIn: false }),
        ],
      }),
    ])
    const withdraw = await call(desk, 'POST', `${at}/no-shows/withdraw`, { entryIds: [pair.body.id] })
    expect(withdraw.status, withdraw.text).toBe(200)
    expect(withdraw.body.withdrawn).toEqual([pair.body.id])
    const after = await t.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.classId, made.body.id))
    expect(after.map((r) => r.status)).toEqual(['cancelled', 'cancelled'])
  })
})
