// The court desk (issue 15) against the real app on PGlite and PostgreSQL: a knockout of eight on
// two courts. The desk calls quarterfinals to the next free court or a chosen one (busy court,
// no free court, already called and stale screens refused with 409), marks one on court (overdue
// after the set minutes, with the test clock), sends one back to the queue, moves a court; a
// result entered at the results form frees the court, and auto call fills both free courts, as
// the periodic sweep does after the next result. Every write is audited and published live;
// other clubs get 404, the referee 403.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- JSON bodies checked by the assertions that read them */
import { and, auditLog, eq, liveEvents, messages } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../test/test-session.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'
import { sweepDesks } from './index.ts'

const MIN = 60_000

describe.each(DATABASE_KINDS)('court desk (%s)', (kind) => {
  let kit: OrganizerKit
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let eventId: number
  let classId: number
  let courtA: number
  let courtB: number

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)
  const view = async (session: Session = owner) => {
    const answer = await call(session, 'GET', `/organizer/events/${eventId}/desk`)
    expect(answer.status, answer.text).toBe(200)
    return answer.body
  }
  const act = (matchId: number, action: string, body: unknown = {}, session: Session = desk) =>
    call(session, 'POST', `/organizer/matches/${matchId}/${action}`, body)
  const courtOf = (v: any, id: number) => v.courts.find((c: any) => c.id === id)
  const auditActions = async () =>
    (
      await kit.t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.tournamentId, eventId), eq(auditLog.objectType, 'match')))
    ).map((row) => row.action)

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('desk'))
    eventId = await kit.createEvent({ name: 'Desk Open' })
    classId = await kit.createClass(eventId, 'Open Singles')
    // Swedish players with e-mail addresses: a call tells them in their language.
    for (const name of ['Ada', 'Ben', 'Cem', 'Dev', 'Eve', 'Fay', 'Gus', 'Hal'])
      await kit.addTeam(classId, name, 'Desk', {
        user: { email: `${name.toLowerCase()}.desk-${kind}@example.com`, preferredLanguage: 'sv' },
      })
    const draw = (path: string, body?: unknown) =>
      call(owner, 'POST', `/organizer/classes/${classId}/draw${path}`, body)
    expect((await draw('', { format: 'knockout', randomSeed: 1 })).status).toBe(200)
    expect((await draw('/lock')).status).toBe(200)
    const courts = await call(owner, 'PUT', `/organizer/events/${eventId}/courts`, {
      courts: [
        { name: 'Court A', windows: [] },
        { name: 'Court B', windows: [] },
      ],
    })
    expect(courts.status, courts.text).toBe(200)
    ;[courtA, courtB] = courts.body.courts.map((c: any) => c.id)
  }, 300_000)
  afterAll(async () => {
    await kit.t.database.close()
  })

  it('lets the desk, directors and owners run it; others get 403 or 404', async () => {
    expect((await call(null, 'GET', `/organizer/events/${eventId}/desk`)).status).toBe(401)
    expect((await call(rival, 'GET', `/organizer/events/${eventId}/desk`)).status).toBe(404)
    expect((await call(referee, 'GET', `/organizer/events/${eventId}/desk`)).status).toBe(403)
    const first = (await view(desk)).queue[0].id
    expect((await act(first, 'call', {}, rival)).status).toBe(404)
    expect((await act(first, 'call', {}, referee)).status).toBe(403)
    expect((await act(first, 'call', {}, desk)).status).toBe(200)
    expect((await act(first, 'uncall')).status).toBe(200)
    const settings = `/organizer/events/${eventId}/desk-settings`
    expect((await call(desk, 'PUT', settings, { overdueMinutes: 30 })).status).toBe(403)
    expect((await call(rival, 'PUT', settings, { overdueMinutes: 30 })).status).toBe(404)
    expect((await call(owner, 'PUT', settings, { overdueMinutes: 30 }, { csrf: false })).status).toBe(403)
    expect((await call(owner, 'PUT', settings, { overdueMinutes: 2 })).status).toBe(400)
  })

  it('calls to the next free court, refuses busy courts and stale screens, flags overdue courts', async () => {
    const start = await view()
    expect(start.courts.map((c: any) => c.match)).toEqual([null, null])
    // Four quarterfinals are ready; semifinals wait for them.
    expect(start.queue.map((m: any) => m.round)).toEqual([1, 1, 1, 1])
    const [q1, q2, q3, q4] = start.queue
    const called = await act(q1.id, 'call', { version: q1.version })
    expect(called.status, called.text).toBe(200)
    const first = courtOf(called.body, courtA).match
    expect([first.id, first.state, first.courtId]).toEqual([q1.id, 'called', courtA])
    expect(called.body.called.map((m: any) => m.id)).toEqual([q1.id])
    // Both players are told, once per call, in Swedish: "Din match är utropad till Court A" (the
    // first test called and sent back q1 already: that call was its own message).
    const told = await kit.t.db.select().from(messages).where(eq(messages.kind, 'match_called'))
    const toldOfQ1 = told.filter((m) => m.subjectKey === `match:${q1.id}:call:${first.version}`)
    expect(told.filter((m) => m.subjectKey.startsWith(`match:${q1.id}:`))).toHaveLength(4)
    expect(toldOfQ1).toHaveLength(2)
    expect(toldOfQ1.every((m) => m.locale === 'sv' && m.payload.court === 'Court A')).toBe(true)
    expect(called.body.queue.map((m: any) => m.id)).toEqual([q2.id, q3.id, q4.id])

    const busy = await act(q2.id, 'call', { courtId: courtA })
    expect([busy.status, busy.body.error.code]).toEqual([409, 'COURT_BUSY'])
    const again = await act(q1.id, 'call', {})
    expect([again.status, again.body.error.code]).toEqual([409, 'ALREADY_CALLED'])
    const unknown = await act(q2.id, 'call', { courtId: 2_000_000 })
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_COURT'])
    expect((await act(q2.id, 'call', {})).body.courts[1].match.id).toBe(q2.id)
    const full = await act(q3.id, 'call', {})
    expect([full.status, full.body.error.code]).toEqual([409, 'NO_FREE_COURT'])

    // A screen that still shows the match as version 0 (not called) is refused.
    const stale = await act(q1.id, 'on-court', { version: q1.version })
    expect([stale.status, stale.body.error.code]).toEqual([409, 'STALE_DESK'])
    const v1 = courtOf(await view(), courtA).match.version
    const onCourt = await act(q1.id, 'on-court', { version: v1 })
    expect(onCourt.status, onCourt.text).toBe(200)
    const held = courtOf(onCourt.body, courtA).match
    expect([held.state, held.overdue, held.since]).toEqual(['on_court', false, kit.t.clock.now.toISOString()])
    expect((await act(q3.id, 'on-court')).body.error.code).toBe('NOT_CALLED')

    kit.t.clock.now = new Date(kit.t.clock.now.getTime() + 46 * MIN) // overdue after 45 (the default)
    expect(courtOf(await view(), courtA).match.overdue).toBe(true)
    expect(courtOf(await view(), courtB).match.overdue).toBe(false) // called, not on court

    // Back to the queue frees court B; moving the on-court match there frees court A.
    const back = await act(q2.id, 'uncall')
    expect(courtOf(back.body, courtB).match).toBeNull()
    expect(back.body.queue.map((m: any) => m.id)).toEqual([q2.id, q3.id, q4.id])
    const moved = await act(q1.id, 'move-court', { courtId: courtB })
    expect([courtOf(moved.body, courtA).match, courtOf(moved.body, courtB).match.id]).toEqual([null, q1.id])
    expect((await act(q1.id, 'move-court', { courtId: courtB })).body.error.code).toBe('SAME_COURT')

    expect(await auditActions()).toEqual([
      'match.call',
      'match.uncall',
      'match.call',
      'match.call',
      'match.on_court',
      'match.uncall',
      'match.move_court',
    ])
    const topics = (await kit.t.db.select({ topic: liveEvents.topic }).from(liveEvents)).map((r) => r.topic)
    expect(topics).toEqual(expect.arrayContaining([`event:${eventId}`, `class:${classId}`]))
  })

  it('auto call fills the courts a result frees, at the settings change and in the sweep', async () => {
    const before = await view()
    const onB = courtOf(before, courtB).match
    const result = await call(owner, 'POST', `/organizer/matches/${onB.id}/result`, {
      games: [
        { home: 11, away: 3 },
        { home: 11, away: 4 },
      ],
    })
    expect(result.status, result.text).toBe(200)
    const auto = await call(owner, 'PUT', `/organizer/events/${eventId}/desk-settings`, { autoCall: true })
    expect(auto.status, auto.text).toBe(200)
    expect(auto.body.settings).toEqual({ autoCall: true, overdueMinutes: 45, autoConfirmMinutes: 10 })
    const [q2, q3, q4] = before.queue
    // The result settled the match (confirmed, court free); both courts took the next in the queue.
    expect(auto.body.recent.map((m: any) => [m.id, m.state])).toEqual([[onB.id, 'confirmed']])
    expect(auto.body.courts.map((c: any) => [c.match.id, c.match.state])).toEqual([
      [q2.id, 'called'],
      [q3.id, 'called'],
    ])
    expect(auto.body.queue.map((m: any) => m.id)).toEqual([q4.id])
    expect((await auditActions()).filter((a) => a === 'match.auto_call')).toHaveLength(2)

    // A result at the form: the next sweep confirms it and calls the last quarterfinal.
    await call(owner, 'POST', `/organizer/matches/${q2.id}/result`, {
      games: [
        { home: 11, away: 5 },
        { home: 11, away: 6 },
      ],
    })
    expect(await sweepDesks(kit.t.db, kit.t.clock.now)).toEqual([q4.id])
    expect(await sweepDesks(kit.t.db, kit.t.clock.now)).toEqual([])
    expect(courtOf(await view(), courtA).match.id).toBe(q4.id)
  })
})
