// Issue 14's draws API against the real app on PGlite and PostgreSQL: a director generates a
// knockout from the class's entries (seeded by rating, byes to the top seeds, reproducible from
// its seed), swaps two entries, locks and publishes it at a chosen time; the desk enters results,
// the winner moves on at once, and a correction that invalidates a later result is refused until
// confirmed. The public class page never shows a draft. Other clubs get 404, other roles 403.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON bodies of many shapes, each checked by the assertions that read them */
import { and, auditLog, eq, matches, teams } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Session } from '../../test/test-session.ts'
import type { RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'

const DAY = 86_400_000
const FORMAT = { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' }
const WIN = [
  { home: 11, away: 5 },
  { home: 11, away: 7 },
]
const LOSS = [
  { home: 4, away: 11 },
  { home: 9, away: 11 },
]

describe.each(DATABASE_KINDS)('draws and results (%s)', (kind) => {
  let kit: OrganizerKit
  let t: RegistrationTestApp
  let owner: Session
  let desk: Session
  let referee: Session
  let rival: Session
  let classId: number
  let groupsClassId: number
  let foreignMatchId: number
  /** Team ids by player name; ratings 5.0 (Ada) down to 4.0 (Fay), Gus unrated. */
  const team: Record<string, number> = {}

  const call: OrganizerKit['call'] = (...args) => kit.call(...args)

  /** A confirmed single entry: a team of one player with that singles rating. */
  const addEntry = async (cls: number, name: string, rating: number | null): Promise<number> =>
    (await kit.addTeam(cls, name, 'Draw', { user: { duprRatingSingles: rating } })).teamId
  const draw = (path = '', body?: unknown, session: Session | null = owner, cls = classId) =>
    call(
      session,
      body === undefined && path === '' ? 'GET' : 'POST',
      `/organizer/classes/${cls}/draw${path}`,
      body,
    )
  const result = (matchId: number, body: unknown, session: Session | null = desk) =>
    call(session, 'POST', `/organizer/matches/${matchId}/result`, body)
  const publicClass = async (cls = classId) => (await call(null, 'GET', `/tournament/class/${cls}/full`)).body
  const byDrawId = (view: any, id: string) => view.matches.find((m: any) => m.id === id)

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    t = kit.t
    owner = kit.owner
    ;({ desk, referee, rival } = await kit.cast('draw'))
    const eventId = await kit.createEvent({ name: 'Draw Open' })
    const made = (name: string) => kit.createClass(eventId, name, FORMAT)
    classId = await made('Knockout')
    groupsClassId = await made('Groups')
    const seedMadeClassId = await made('Drawn elsewhere')
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    const ratings: [string, number | null][] = [
      ['Ada', 5],
      ['Ben', 4.8],
      ['Cem', 4.6],
      ['Dev', 4.4],
      ['Eve', 4.2],
      ['Fay', 4.0],
    ]
    for (const [name, rating] of ratings) team[name] = await addEntry(classId, name, rating)
    for (let i = 0; i < 9; i += 1) await addEntry(groupsClassId, `G${i}`, 4 + i / 10)
    const [x, y] = [await addEntry(seedMadeClassId, 'X', 4), await addEntry(seedMadeClassId, 'Y', 4)]
    const [foreign] = await t.db
      .insert(matches)
      .values({ classId: seedMadeClassId, homeTeamId: x, awayTeamId: y })
      .returning({ id: matches.id })
    foreignMatchId = foreign!.id
  }, 300_000)
  afterAll(async () => {
    await t.database.close()
  })

  it('has no draw at first; the class page lists the entries', async () => {
    expect((await draw()).status).toBe(404)
    const page = await publicClass()
    expect(page.teams).toHaveLength(6)
    expect(page.matches).toEqual([])
  })

  it('refuses options that contradict each other with field errors, and draw rules with 422', async () => {
    const missing = await draw('', { format: 'groups_knockout' })
    expect(missing.status).toBe(400)
    expect(Object.keys(missing.body.error.fields).sort()).toEqual(['groupSize', 'qualifiersPerGroup'])
    const both = await draw('', { format: 'round_robin', groupSize: 3, groupCount: 2 })
    expect([both.status, Object.keys(both.body.error.fields)]).toEqual([400, ['groupCount']])
    const unknown = await draw('', { format: 'knockout', extra: 1 })
    expect(unknown.status).toBe(400)
    const tooMany = await draw('', { format: 'groups_knockout', groupCount: 2, qualifiersPerGroup: 4 })
    expect([tooMany.status, tooMany.body.error.code]).toEqual([422, 'INVALID_QUALIFIERS'])
  })

  it('lets only directors and owners of the club write, the desk read, other clubs nothing', async () => {
    const body = { format: 'knockout' }
    expect((await draw('', body, null)).status).toBe(401)
    expect((await draw('', body, rival)).status).toBe(404)
    expect((await draw('', body, desk)).status).toBe(403)
    expect((await draw('', body, referee)).status).toBe(403)
    expect((await call(rival, 'GET', `/organizer/classes/${classId}/draw`)).status).toBe(404)
    expect((await call(referee, 'GET', `/organizer/classes/${classId}/draw`)).status).toBe(403)
  })

  it('generates a seeded knockout with byes for the top seeds, reproducible from its seed', async () => {
    const made = await draw('', { format: 'knockout', thirdPlace: true, randomSeed: 4242 })
    expect(made.status, made.text).toBe(200)
    const view = made.body
    expect(view).toMatchObject({ status: 'draft', isPublic: false, randomSeed: 4242, ratingKind: 'singles' })
    expect(view.options).toEqual({ format: 'knockout', thirdPlace: true, consolation: false })
    expect(view.entries.map((e: any) => [e.name, e.seed, e.rating])).toEqual([
      ['Ada Draw', 1, 5],
      ['Ben Draw', 2, 4.8],
      ['Cem Draw', 3, 4.6],
      ['Dev Draw', 4, 4.4],
      ['Eve Draw', 5, 4.2],
      ['Fay Draw', 6, 4],
    ])
    // Eight lines for six entries: seeds 1 and 2 meet a bye and are through to the semi-finals.
    expect(byDrawId(view, 'M-R1-1')).toMatchObject({ status: 'bye', winnerEntryId: team.Ada, matchId: null })
    expect(byDrawId(view, 'M-R1-4')).toMatchObject({ status: 'bye', winnerEntryId: team.Ben })
    expect(byDrawId(view, 'M-R1-2')).toMatchObject({ status: 'ready' })
    expect(byDrawId(view, 'M-R2-1').home).toEqual({
      entryId: team.Ada,
      bye: false,
      from: { kind: 'winner', matchId: 'M-R1-1' },
    })
    expect(view.matches.map((m: any) => m.id).sort()).toEqual(
      ['M-R1-1', 'M-R1-2', 'M-R1-3', 'M-R1-4', 'M-R2-1', 'M-R2-2', 'M-R3-1', 'P3'].sort(),
    )
    const again = await draw('', { format: 'knockout', thirdPlace: true, randomSeed: 4242 })
    expect(again.body.matches).toEqual(view.matches)
    const fresh = await draw('', { format: 'knockout', thirdPlace: true })
    expect(fresh.status).toBe(200)
    expect(Number.isInteger(fresh.body.randomSeed)).toBe(true)
    expect((await draw()).body.randomSeed).toBe(fresh.body.randomSeed)
  })

  it('swaps two entries of the draft; the desk reads it; the public never sees it', async () => {
    const swapped = await draw('/swap', { entryIds: [team.Dev, team.Fay] })
    expect(swapped.status, swapped.text).toBe(200)
    const sides = (view: any, id: string) => [
      byDrawId(view, id).home.entryId,
      byDrawId(view, id).away.entryId,
    ]
    expect(sides(swapped.body, 'M-R1-2')).toEqual([team.Eve, team.Fay])
    expect(sides(swapped.body, 'M-R1-3')).toEqual([team.Cem, team.Dev])
    const read = await call(desk, 'GET', `/organizer/classes/${classId}/draw`)
    expect([read.status, read.body.matches]).toEqual([200, swapped.body.matches])
    const same = await draw('/swap', { entryIds: [team.Dev, team.Dev] })
    expect([same.status, same.body.error.code]).toEqual([400, 'INVALID_BODY'])
    const stranger = await draw('/swap', { entryIds: [team.Dev, 999_999] })
    expect([stranger.status, stranger.body.error.fields]).toEqual([400, { entryIds: expect.any(String) }])
    expect((await draw('/swap', { entryIds: [team.Dev, team.Fay] }, desk)).status).toBe(403)
    expect((await publicClass()).matches).toEqual([])
    expect((await draw('/publish', {})).body.error.code).toBe('DRAW_NOT_LOCKED')
  })

  it('refuses to lock while the entries differ from the draw, then locks into the public tables', async () => {
    const late = await addEntry(classId, 'Late', 3.5)
    const refused = await draw('/lock')
    expect([refused.status, refused.body.error.code]).toEqual([409, 'ENTRIES_CHANGED'])
    expect((await draw()).body.entriesChanged).toEqual({
      added: [{ id: late, name: 'Late Draw' }],
      removed: [],
    })
    await t.db.delete(teams).where(eq(teams.id, late))

    const locked = await draw('/lock')
    expect(locked.status, locked.text).toBe(200)
    expect(locked.body.status).toBe('locked')
    expect(locked.body.matches.every((m: any) => Number.isInteger(m.matchId))).toBe(true)
    const rows = await t.db.select().from(matches).where(eq(matches.classId, classId))
    expect(rows).toHaveLength(8)
    const semi = rows.find((row) => row.drawMatchId === 'M-R2-2')!
    expect([semi.homeTeamPlaceholder, semi.awayTeamId]).toEqual(['W:QF3', team.Ben])
    expect(rows.find((row) => row.drawMatchId === 'M-R1-1')!.awayTeamPlaceholder).toBe('BYE')
    // A repeat changes nothing; a locked draw is not regenerated or swapped.
    expect((await draw('/lock')).body.lockedAt).toBe(locked.body.lockedAt)
    const regenerate = await draw('', { format: 'knockout' })
    expect([regenerate.status, regenerate.body.error.code]).toEqual([409, 'DRAW_LOCKED'])
    const swap = await draw('/swap', { entryIds: [team.Dev, team.Fay] })
    expect([swap.status, swap.body.error.code]).toEqual([409, 'DRAW_LOCKED'])
    // Locked is not published: the class page still shows the entries only.
    const page = await publicClass()
    expect([page.matches, page.roundStandings, page.teams.every((x: any) => x.seed === null)]).toEqual([
      [],
      [],
      true,
    ])
  })

  it('publishes at a chosen time: entries only before it, the bracket from then on', async () => {
    const later = new Date(t.clock.now.getTime() + DAY)
    const published = await draw('/publish', { publishAt: later.toISOString() })
    expect(published.status, published.text).toBe(200)
    expect(published.body).toMatchObject({ status: 'published', isPublic: false })
    expect((await publicClass()).matches).toEqual([])
    t.clock.now = new Date(later.getTime() + 1000)
    const page = await publicClass()
    expect(page.matches).toHaveLength(8)
    expect(page.roundStandings.map((r: any) => r.name.key)).toEqual(['quarterfinal', 'semifinal', 'final'])
    expect(page.teams.find((x: any) => x.id === team.Ada).seed).toBe(1)
    expect((await draw()).body.isPublic).toBe(true)
  })

  it('validates scores against the match format; a walkover is a decision, not a score', async () => {
    const view = (await draw()).body
    const quarter = byDrawId(view, 'M-R1-2').matchId
    const close = await result(quarter, { games: [{ home: 11, away: 10 }, ...WIN.slice(1)] })
    expect([close.status, close.body.error.code, close.body.error.fields]).toEqual([
      400,
      'GAME_INCOMPLETE',
      { 'games.0': 'game_incomplete' },
    ])
    const walkoverWithGames = await result(quarter, { games: WIN, decision: 'walkover_home' })
    expect([walkoverWithGames.status, walkoverWithGames.body.error.code]).toEqual([
      400,
      'WALKOVER_WITH_GAMES',
    ])
    const notReady = await result(byDrawId(view, 'M-R3-1').matchId, { games: WIN })
    expect([notReady.status, notReady.body.error.code]).toEqual([409, 'MATCH_NOT_READY'])
    expect((await result(quarter, { games: WIN }, referee)).status).toBe(403)
    expect((await result(quarter, { games: WIN }, rival)).status).toBe(404)
    expect((await result(quarter, { games: WIN }, null)).status).toBe(401)
    expect((await result(foreignMatchId, { games: WIN }, rival)).status).toBe(404)
    const foreign = await result(foreignMatchId, { games: WIN }, owner)
    expect([foreign.status, foreign.body.error.code]).toEqual([409, 'MATCH_NOT_IN_DRAW'])
    expect((await result(2_000_000_000, { games: WIN })).status).toBe(404)
  })

  it('moves the winner on at once; a repeat changes nothing', async () => {
    const view = (await draw()).body
    const quarter = byDrawId(view, 'M-R1-3') // Cem (home) against Dev
    const entered = await result(quarter.matchId, {
      games: [
        { home: 11, away: 9 },
        { home: 16, away: 14 },
      ],
    })
    expect(entered.status, entered.text).toBe(200)
    expect(entered.body).toMatchObject({ unchanged: false, undone: [] })
    expect(entered.body.match).toMatchObject({ status: 'decided', winnerEntryId: team.Cem })
    const page = await publicClass()
    const semi = page.matches.find((m: any) => m.id === byDrawId(view, 'M-R2-2').matchId)
    expect([semi.homeTeam.id, semi.homeTeamPlaceholder, semi.awayTeam.id]).toEqual([team.Cem, null, team.Ben])
    const audits = async () =>
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.objectType, 'match')))
      ).length
    const before = await audits()
    const repeat = await result(quarter.matchId, {
      games: [
        { home: 11, away: 9 },
        { home: 16, away: 14 },
      ],
    })
    expect([repeat.status, repeat.body.unchanged]).toEqual([200, true])
    expect(await audits()).toBe(before)
  })

  it('refuses a correction that invalidates a later result until it is confirmed', async () => {
    const view = (await draw()).body
    const quarter = byDrawId(view, 'M-R1-3').matchId
    const semi = byDrawId(view, 'M-R2-2').matchId
    expect((await result(semi, { games: WIN }, owner)).status).toBe(200) // Cem beats Ben
    const corrected = await result(quarter, { games: LOSS })
    expect(corrected.status).toBe(409)
    expect(corrected.body.error).toMatchObject({
      code: 'LATER_MATCHES_AFFECTED',
      affectedMatches: [{ id: 'M-R2-2', matchId: semi }],
    })
    let page = await publicClass()
    expect(page.matches.find((m: any) => m.id === semi).homeTeam.id).toBe(team.Cem)
    const confirmed = await result(quarter, { games: LOSS, confirmUndo: true })
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body.undone).toEqual([{ id: 'M-R2-2', matchId: semi }])
    page = await publicClass()
    const replay = page.matches.find((m: any) => m.id === semi)
    expect([replay.homeTeam.id, replay.results, replay.decision]).toEqual([team.Dev, [], null])
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.objectType, 'match'))).map(
      (row) => row.action,
    )
    expect(actions).toEqual(['match.result', 'match.result', 'match.correct'])
  })

  it('accepts a walkover, clears a result, and records every draw change in the audit log', async () => {
    const view = (await draw()).body
    const quarter = byDrawId(view, 'M-R1-2').matchId
    const walkover = await result(quarter, { games: [], decision: 'walkover_away' })
    expect([walkover.status, walkover.body.match.winnerEntryId]).toEqual([200, team.Fay])
    const cleared = await result(quarter, { games: [] })
    expect([cleared.status, cleared.body.match.status]).toEqual([200, 'ready'])
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.objectType, 'draw'))).map(
      (row) => row.action,
    )
    expect(actions).toEqual([
      'draw.generate',
      'draw.regenerate',
      'draw.regenerate',
      'draw.swap',
      'draw.lock',
      'draw.publish',
    ])
  })

  it('locks groups with standings; a class drawn elsewhere is not replaced', async () => {
    const made = await draw(
      '',
      { format: 'groups_knockout', groupSize: 3, qualifiersPerGroup: 1 },
      owner,
      groupsClassId,
    )
    expect(made.status, made.text).toBe(200)
    expect(made.body.groups.map((g: any) => g.name)).toEqual(['A', 'B', 'C'])
    expect((await draw('/lock', undefined, owner, groupsClassId)).status).toBe(200)
    expect((await draw('/publish', undefined, owner, groupsClassId)).status).toBe(200) // no body: now
    const page = await publicClass(groupsClassId)
    expect(page.groupStandings.map((g: any) => [g.name, g.teams.length])).toEqual([
      ['Group A', 3],
      ['Group B', 3],
      ['Group C', 3],
    ])
    const firstRound = page.matches.filter((m: any) => m.roundId !== null)
    expect(firstRound.flatMap((m: any) => [m.homeTeamPlaceholder, m.awayTeamPlaceholder])).toEqual(
      expect.arrayContaining(['G:A:1', 'G:B:1', 'G:C:1']),
    )
    const foreignClass = (
      await t.db.select({ classId: matches.classId }).from(matches).where(eq(matches.id, foreignMatchId))
    )[0]!.classId
    const refused = await draw('', { format: 'knockout' }, owner, foreignClass)
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CLASS_ALREADY_DRAWN'])
  })

  it('lists the draw endpoints in the OpenAPI document', async () => {
    const doc = (await call(null, 'GET', '/openapi.json')).body
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/bff/organizer/classes/{id}/draw',
        '/bff/organizer/classes/{id}/draw/swap',
        '/bff/organizer/classes/{id}/draw/lock',
        '/bff/organizer/classes/{id}/draw/publish',
        '/bff/organizer/matches/{id}/result',
      ]),
    )
    expect(Object.keys(doc.paths['/bff/organizer/classes/{id}/draw'])).toEqual(['get', 'post'])
  })
})
