// Issue 14's order of play against the real app on PGlite and PostgreSQL: a director sets courts
// with windows and the schedule settings, schedules a locked knockout and a locked groups +
// knockout class of the same event automatically (rest across classes, round order, windows),
// sees what does not fit when courts are too few, moves a match (refused with its conflicts,
// then confirmed), keeps the plan on a re-run; results re-copied into the public rows keep the
// court and time, and the public class page shows them. Other clubs get 404, the desk may read.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON bodies of many shapes, each checked by the assertions that read them */
import { and, auditLog, eq, matches, teamMembers } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const FORMAT = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' } // bo3_11: 35 minutes
const MIN = 60_000
const DAY1 = '2026-12-12'
const DAY2 = '2026-12-13'

describe.each(DATABASE_KINDS)('order of play (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let eventId: number
  let knockoutId: number
  let groupsId: number
  let draftId: number
  let adaUserId: number

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)

  /** A confirmed single entry; `userId` enters an existing player (one player in two classes). */
  const addEntry = async (cls: number, name: string, userId?: number): Promise<number> =>
    (await kit.addTeam(cls, name, 'Plan', { userId })).userId
  const courtsOf = (session: Session | null = owner) =>
    call(session, 'GET', `/organizer/events/${eventId}/courts`)
  const putCourts = (courts: unknown, session: Session | null = owner) =>
    call(session, 'PUT', `/organizer/events/${eventId}/courts`, { courts })
  const plan = async (session: Session | null = owner) =>
    call(session, 'GET', `/organizer/events/${eventId}/schedule`)
  const run = (body: unknown = {}, session: Session | null = owner) =>
    call(session, 'POST', `/organizer/events/${eventId}/schedule`, body)
  const move = (matchId: number, body: unknown, session: Session | null = owner) =>
    call(session, 'PATCH', `/organizer/matches/${matchId}/slot`, body)
  /** Every scheduled match of the plan, flat. */
  const slots = (view: any): any[] => view.days.flatMap((d: any) => d.courts.flatMap((c: any) => c.matches))
  const byDraw = (list: any[], classId: number, drawMatchId: string) =>
    list.find((m) => m.classId === classId && m.drawMatchId === drawMatchId)
  const ms = (iso: string) => new Date(iso).getTime()
  const fullDay = (day: string) => ({ day, start: '09:00', end: '18:00' })

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('plan'))
    eventId = await kit.createEvent({
      name: 'Plan Open',
      startDate: `${DAY1}T08:00:00Z`,
      endDate: `${DAY2}T17:00:00Z`,
      venueName: 'Halle Süd',
      address: 'Sportweg 2',
    })
    const made = (name: string) => kit.createClass(eventId, name, FORMAT)
    knockoutId = await made('Knockout')
    groupsId = await made('Groups')
    draftId = await made('Draft')
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    adaUserId = await addEntry(knockoutId, 'Ada')
    for (const name of ['Ben', 'Cem', 'Dev', 'Eve', 'Fay', 'Gus', 'Hal']) await addEntry(knockoutId, name)
    await addEntry(groupsId, 'Ada', adaUserId) // Ada plays in both classes
    for (const name of ['Ida', 'Jon', 'Kim', 'Lea', 'Max']) await addEntry(groupsId, name)
    for (const name of ['Ned', 'Oli']) await addEntry(draftId, name)
    const drawOf = (cls: number, path: string, body?: unknown) =>
      call(owner, 'POST', `/organizer/classes/${cls}/draw${path}`, body)
    expect((await drawOf(knockoutId, '', { format: 'knockout', randomSeed: 1 })).status).toBe(200)
    const grouped = await drawOf(groupsId, '', {
      format: 'groups_knockout',
      groupCount: 2,
      qualifiersPerGroup: 1,
      randomSeed: 2,
    })
    expect(grouped.status, grouped.text).toBe(200)
    expect((await drawOf(draftId, '', { format: 'knockout', randomSeed: 3 })).status).toBe(200)
    for (const cls of [knockoutId, groupsId]) {
      expect((await drawOf(cls, '/lock')).status).toBe(200)
      expect((await drawOf(cls, '/publish', {})).status).toBe(200)
    }
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('lets directors and owners write, the desk read, other clubs and other roles nothing', async () => {
    expect((await courtsOf(null)).status).toBe(401)
    expect((await courtsOf(rival)).status).toBe(404)
    expect((await courtsOf(referee)).status).toBe(403)
    expect((await courtsOf(desk)).status).toBe(200)
    expect((await putCourts([], desk)).status).toBe(403)
    expect((await putCourts([], rival)).status).toBe(404)
    expect((await run({}, desk)).status).toBe(403)
    expect((await run({}, rival)).status).toBe(404)
    expect((await plan(desk)).status).toBe(200)
    expect((await plan(rival)).status).toBe(404)
    const settings = `/organizer/events/${eventId}/schedule/settings`
    expect((await call(desk, 'GET', settings)).status).toBe(200)
    expect((await call(desk, 'PATCH', settings, { minRestMinutes: 5 })).status).toBe(403)
    expect((await call(rival, 'PATCH', settings, { minRestMinutes: 5 })).status).toBe(404)
  })

  it('sets courts with windows on the event clock and refuses bad windows with field errors', async () => {
    expect((await courtsOf()).body.courts).toEqual([])
    const overlap = await putCourts([
      {
        name: 'Court 1',
        windows: [
          { day: DAY1, start: '09:00', end: '12:00' },
          { day: DAY1, start: '11:00', end: '13:00' },
        ],
      },
    ])
    expect([overlap.status, Object.keys(overlap.body.error.fields)]).toEqual([400, ['courts.0.windows']])
    const badDay = await putCourts([
      { name: 'Court 1', windows: [{ day: '2026-02-30', start: '09:00', end: '10:00' }] },
    ])
    expect([badDay.status, Object.keys(badDay.body.error.fields)]).toEqual([400, ['courts.0.windows.0.day']])
    const backwards = await putCourts([
      { name: 'Court 1', windows: [{ day: DAY1, start: '10:00', end: '09:00' }] },
    ])
    expect(backwards.status).toBe(400)
    const twice = await putCourts([
      { name: 'Court 1', windows: [] },
      { name: 'court 1', windows: [] },
    ])
    expect([twice.status, Object.keys(twice.body.error.fields)]).toEqual([400, ['courts.1.name']])
    const unknown = await putCourts([{ id: 2_000_000, name: 'Court 9', windows: [] }])
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'UNKNOWN_COURT'])

    const saved = await putCourts([
      { name: 'Court 1', windows: [fullDay(DAY1), { day: DAY2, start: '09:00', end: '24:00' }] },
      { name: 'Court 2', windows: [fullDay(DAY1)] },
      { name: 'Spare', windows: [] },
    ])
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.timeZone).toBe('Europe/Berlin')
    const [one, two, spare] = saved.body.courts
    expect(one.windows).toEqual([
      {
        day: DAY1,
        start: '09:00',
        end: '18:00',
        startsAt: `${DAY1}T08:00:00.000Z`,
        endsAt: `${DAY1}T17:00:00.000Z`,
      },
      {
        day: DAY2,
        start: '09:00',
        end: '24:00',
        startsAt: `${DAY2}T08:00:00.000Z`,
        endsAt: `${DAY2}T23:00:00.000Z`,
      },
    ])
    expect([two.name, two.windows.length, spare.matchCount]).toEqual(['Court 2', 1, 0])
    // Rename one court and remove the spare one (no matches on it).
    const renamed = await putCourts([
      { id: one.id, name: 'Centre Court', windows: [fullDay(DAY1), fullDay(DAY2)] },
      { id: two.id, name: 'Court 2', windows: [fullDay(DAY1), fullDay(DAY2)] },
    ])
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body.courts.map((c: any) => [c.id, c.name])).toEqual([
      [one.id, 'Centre Court'],
      [two.id, 'Court 2'],
    ])
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.tournamentId, eventId), eq(auditLog.action, 'courts.update')))
    expect(audit).toHaveLength(2)
  })

  it('reads and changes the settings: rest, daily limit, minutes per format', async () => {
    const path = `/organizer/events/${eventId}/schedule/settings`
    const before = await call(owner, 'GET', path)
    expect(before.body).toMatchObject({ minRestMinutes: 20, maxMatchesPerPlayerPerDay: null })
    expect(before.body.durations.bo3_11).toBe(35)
    expect(before.body.classes.map((c: any) => [c.name, c.durationKey, c.minutes])).toEqual([
      ['Knockout', 'bo3_11', 35],
      ['Groups', 'bo3_11', 35],
      ['Draft', 'bo3_11', 35],
    ])
    const bad = await call(owner, 'PATCH', path, { minRestMinutes: -1, durations: { bo3_11: 0, nope: 5 } })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.error.fields).sort()).toEqual([
      'durations',
      'durations.bo3_11',
      'minRestMinutes',
    ])
    const changed = await call(owner, 'PATCH', path, { minRestMinutes: 30, durations: { bo3_11: 40 } })
    expect(changed.status, changed.text).toBe(200)
    expect(changed.body).toMatchObject({ minRestMinutes: 30, maxMatchesPerPlayerPerDay: null })
    expect(changed.body.durations).toMatchObject({ bo3_11: 40, bo5_11: 55 })
    expect(changed.body.classes[0].minutes).toBe(40)
  })

  it('schedules the locked draws of the event: round order, rest across classes, courts never double-booked', async () => {
    const answer = await run()
    expect(answer.status, answer.text).toBe(200)
    // Knockout of 8: 7 matches; groups of 3 and 3: 6 group matches and a final. The draft class is not planned.
    expect(answer.body).toEqual({ placed: 14, kept: 0, unplaced: [] })
    const view = (await plan()).body
    expect(view.conflicts).toEqual([])
    expect(view.unscheduled).toEqual([])
    const all = slots(view)
    expect(all).toHaveLength(14)
    expect(all.some((m) => m.classId === draftId)).toBe(false)
    for (const m of all) expect(ms(m.end) - ms(m.start)).toBe(40 * MIN)
    // No court holds two matches at once.
    for (const a of all)
      for (const b of all)
        if (a !== b && a.courtId === b.courtId)
          expect(ms(a.start) >= ms(b.end) || ms(b.start) >= ms(a.end)).toBe(true)
    // Round order plus rest: semi-finals after their quarter-finals, the final after the semis.
    const ko = (id: string) => byDraw(all, knockoutId, id)
    for (const [later, before] of [
      ['M-R2-1', ['M-R1-1', 'M-R1-2']],
      ['M-R2-2', ['M-R1-3', 'M-R1-4']],
      ['M-R3-1', ['M-R2-1', 'M-R2-2']],
    ] as const) {
      for (const id of before) expect(ms(ko(later).start)).toBeGreaterThanOrEqual(ms(ko(id).end) + 30 * MIN)
    }
    // The groups' final waits for every group match.
    const groupMatches = all.filter((m) => m.classId === groupsId && m.stage === 'group')
    const final = all.find((m) => m.classId === groupsId && m.stage === 'main')
    expect(groupMatches).toHaveLength(6)
    for (const m of groupMatches) expect(ms(final.start)).toBeGreaterThanOrEqual(ms(m.end) + 30 * MIN)
    // Ada plays in both classes: her matches are at least the rest apart.
    const adaTeams = await t.db
      .select({ id: teamMembers.teamId })
      .from(teamMembers)
      .where(eq(teamMembers.userId, adaUserId))
    const adaNames = new Set(['Ada Plan'])
    expect(adaTeams).toHaveLength(2)
    const adas = all
      .filter((m) => adaNames.has(m.home) || adaNames.has(m.away))
      .sort((a, b) => ms(a.start) - ms(b.start))
    expect(adas.length).toBeGreaterThanOrEqual(3)
    for (let i = 1; i < adas.length; i += 1)
      expect(ms(adas[i].start)).toBeGreaterThanOrEqual(ms(adas[i - 1].end) + 30 * MIN)
    // The public class page shows court and time from the same rows.
    const page = (await call(null, 'GET', `/tournament/class/${knockoutId}/full`)).body
    const final1 = page.matches.find((m: any) => m.id === ko('M-R3-1').id)
    expect(final1.startDate).toBe(ko('M-R3-1').start)
    expect(final1.court.name).toBe(view.courts.find((c: any) => c.id === ko('M-R3-1').courtId).name)
  })

  it('reports what does not fit when courts are too few, and plans again with replan', async () => {
    const courts = (await courtsOf()).body.courts
    const removed = await putCourts([{ id: courts[0].id, name: courts[0].name, windows: [fullDay(DAY1)] }])
    expect([removed.status, removed.body.error.code]).toEqual([409, 'COURT_HAS_MATCHES'])
    const short = { day: DAY1, start: '09:00', end: '10:30' }
    const shrunk = await putCourts(courts.map((c: any) => ({ id: c.id, name: c.name, windows: [short] })))
    expect(shrunk.status, shrunk.text).toBe(200)
    const tight = await run({ mode: 'replan' })
    expect(tight.status, tight.text).toBe(200)
    // Two courts for 90 minutes: two rounds of 40 minutes at most, nothing that waits for rest.
    expect(tight.body.placed).toBe(4)
    expect(tight.body.unplaced).toHaveLength(10)
    const reasons = new Set(tight.body.unplaced.map((u: any) => u.reason))
    expect(reasons).toEqual(new Set(['no_court_time', 'dependency_unplaced']))
    const view = (await plan()).body
    expect(slots(view)).toHaveLength(4)
    expect(view.unscheduled).toHaveLength(10)
    const restored = await putCourts(
      courts.map((c: any) => ({ id: c.id, name: c.name, windows: [fullDay(DAY1), fullDay(DAY2)] })),
    )
    expect(restored.status).toBe(200)
    expect((await run({ mode: 'replan' })).body).toEqual({ placed: 14, kept: 0, unplaced: [] })
  })

  it('refuses a move that breaks the rules with its conflicts, saves it when confirmed, and keeps it on a re-run', async () => {
    const before = slots((await plan()).body)
    const semi = byDraw(before, knockoutId, 'M-R2-1')
    const quarter = byDraw(before, knockoutId, 'M-R1-1')
    const otherCourt = (await courtsOf()).body.courts.find((c: any) => c.id !== quarter.courtId).id
    const refused = await move(semi.id, { courtId: otherCourt, start: quarter.start })
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.error.code).toBe('SCHEDULE_CONFLICTS')
    const kinds = refused.body.error.conflicts.map((c: any) => c.kind)
    expect(kinds).toContain('order')
    const order = refused.body.error.conflicts.find((c: any) => c.kind === 'order')
    expect(order.matchIds).toContain(semi.id)
    const player = refused.body.error.conflicts.find((c: any) => c.kind === 'player_overlap')
    expect(player?.playerName).toMatch(/Plan$/)
    // Nothing was saved.
    expect(byDraw(slots((await plan()).body), knockoutId, 'M-R2-1').start).toBe(semi.start)
    expect((await move(semi.id, { courtId: otherCourt, start: quarter.start }, desk)).status).toBe(403)
    expect((await move(semi.id, { courtId: otherCourt, start: quarter.start }, rival)).status).toBe(404)
    const foreignCourt = await move(semi.id, { courtId: 2_000_000, start: quarter.start })
    expect([foreignCourt.status, foreignCourt.body.error.fields]).toEqual([
      400,
      { courtId: 'not a court of this event' },
    ])
    expect((await move(semi.id, { courtId: otherCourt, start: null })).status).toBe(400)

    const confirmed = await move(semi.id, { courtId: otherCourt, start: quarter.start, confirm: true })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body.saved).toBe(true)
    expect(confirmed.body.match).toMatchObject({ id: semi.id, courtId: otherCourt, start: quarter.start })
    expect(confirmed.body.conflicts.length).toBeGreaterThan(0)
    const after = (await plan()).body
    expect(after.conflicts.some((c: any) => c.kind === 'order' && c.matchIds.includes(semi.id))).toBe(true)
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'match.move'), eq(auditLog.objectId, String(semi.id))))
    expect(audit).toHaveLength(1)
    // keep: the hand-placed match stays where the director put it.
    const kept = await run({ mode: 'keep' })
    expect(kept.body).toEqual({ placed: 0, kept: 14, unplaced: [] })
    expect(byDraw(slots((await plan()).body), knockoutId, 'M-R2-1').start).toBe(quarter.start)
    // Late on day two the semi-final would come after the final: only that is wrong.
    const final = byDraw(before, knockoutId, 'M-R3-1')
    const late = await move(semi.id, { courtId: otherCourt, start: `${DAY2}T16:00:00Z` })
    expect(late.status, late.text).toBe(409)
    expect(late.body.error.conflicts).toEqual([
      {
        kind: 'order',
        matchIds: [semi.id, final.id],
        playerId: null,
        playerName: null,
        courtId: null,
        day: null,
      },
    ])
    // Back to where the automatic plan had it: no conflict, no confirmation needed.
    const back = await move(semi.id, { courtId: semi.courtId, start: semi.start })
    expect(back.status, back.text).toBe(200)
    expect(back.body.conflicts).toEqual([])
    expect((await plan()).body.conflicts).toEqual([])
  })

  it('keeps court and time when a result is entered and re-copied, and does not move a decided match', async () => {
    const before = slots((await plan()).body)
    const quarter = byDraw(before, knockoutId, 'M-R1-2')
    const scored = await call(desk, 'POST', `/organizer/matches/${quarter.id}/result`, {
      games: [
        { home: 11, away: 3 },
        { home: 11, away: 4 },
      ],
    })
    expect(scored.status, scored.text).toBe(200)
    const [row] = await t.db.select().from(matches).where(eq(matches.id, quarter.id))
    expect(row!.startDate?.toISOString()).toBe(quarter.start)
    expect(row!.courtId).toBe(quarter.courtId)
    const refused = await move(quarter.id, {
      courtId: quarter.courtId,
      start: `${DAY2}T15:00:00Z`,
      confirm: true,
    })
    expect([refused.status, refused.body.error.code]).toEqual([409, 'MATCH_NOT_PLANNABLE'])
    // A replan leaves the played match where it was.
    expect((await run({ mode: 'replan' })).status).toBe(200)
    const [still] = await t.db.select().from(matches).where(eq(matches.id, quarter.id))
    expect(still!.startDate?.toISOString()).toBe(quarter.start)

    // Its court time stays taken: a match moved onto it is a court overlap naming both.
    const open = slots((await plan()).body).find((m) => m.status !== 'decided' && m.id !== quarter.id)
    const onto = await move(open.id, { courtId: quarter.courtId, start: quarter.start })
    expect(onto.status, onto.text).toBe(409)
    const overlap = onto.body.error.conflicts.find((c: any) => c.kind === 'court_overlap')
    expect(overlap.courtId).toBe(quarter.courtId)
    expect([...overlap.matchIds].sort()).toEqual([quarter.id, open.id].sort())
  })
})
