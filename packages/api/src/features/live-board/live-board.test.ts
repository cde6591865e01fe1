// The court board and "my matches" (issue 15) against the real app on PGlite and PostgreSQL.
// The desk slice is built in parallel, so the match-day states are written to match_day directly
// here; a result goes through the desk's result endpoint (the one write path of scores). The
// board shows a called and an on-court match on their courts, the confirmed result among the
// latest results and in the group standings, nothing of a draw that is not published; "my
// matches" lists only the caller's own matches and is never cached; unknown events are 404.
/* eslint-disable @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-return -- JSON bodies of many shapes, each checked by the assertions that read them */
import { and, asc, eq, inArray, isNotNull, isNull, matchDay, matches } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/public-cache.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { createOrganizerKit, type OrganizerKit } from '../../test/organizer-kit.ts'
import { loadSummaryMatches } from './summary-store.ts'

describe.each(DATABASE_KINDS)('court board and my matches (%s)', (kind) => {
  let kit: OrganizerKit
  let player: Session
  let stranger: Session
  let eventId: number
  let startDate: string
  let groupsId: number
  let hiddenId: number
  let court1: number
  let court2: number
  let groupMatches: { id: number; homeTeamId: number | null; awayTeamId: number | null }[]
  let hiddenMatchId: number
  let anaTeamId: number

  const board = (query = '') => kit.call(null, 'GET', `/tournament/${eventId}/live${query}`)
  const mine = (session: Session | null) => kit.call(session, 'GET', `/tournament/${eventId}/my-matches`)

  beforeAll(async () => {
    kit = await createOrganizerKit(kind)
    const { t, owner, call } = kit
    player = await signUpAndIn(t, `board-player-${kind}@example.com`)
    stranger = await signUpAndIn(t, `board-stranger-${kind}@example.com`)
    const playerId = await kit.userIdOf(player)
    startDate = kit.at(10)
    eventId = await kit.createEvent({ name: 'Board Open', startDate, endDate: kit.at(11) })
    groupsId = await kit.createClass(eventId, 'Board Groups')
    hiddenId = await kit.createClass(eventId, 'Board Hidden')
    expect((await call(owner, 'POST', `/organizer/events/${eventId}/publish`)).status).toBe(200)
    anaTeamId = (await kit.addTeam(groupsId, 'Ana', 'Board', { userId: playerId })).teamId
    for (const name of ['Ben', 'Cai', 'Dan', 'Eli', 'Fin']) await kit.addTeam(groupsId, name, 'Board')
    await kit.addTeam(hiddenId, 'Ana', 'Board', { userId: playerId })
    await kit.addTeam(hiddenId, 'Hugo', 'Hidden')
    const draw = (cls: number, path: string, body?: unknown) =>
      call(owner, 'POST', `/organizer/classes/${cls}/draw${path}`, body)
    const grouped = await draw(groupsId, '', {
      format: 'groups_knockout',
      groupCount: 2,
      qualifiersPerGroup: 1,
      randomSeed: 5,
    })
    expect(grouped.status, grouped.text).toBe(200)
    expect((await draw(groupsId, '/lock')).status).toBe(200)
    expect((await draw(groupsId, '/publish', {})).status).toBe(200)
    // Locked but never published: the board must not show it.
    expect((await draw(hiddenId, '', { format: 'knockout', randomSeed: 6 })).status).toBe(200)
    expect((await draw(hiddenId, '/lock')).status).toBe(200)
    const courts = await call(owner, 'PUT', `/organizer/events/${eventId}/courts`, {
      courts: [
        { name: 'Court 1', windows: [] },
        { name: 'Court 2', windows: [] },
      ],
    })
    expect(courts.status, courts.text).toBe(200)
    const listed = await call(owner, 'GET', `/organizer/events/${eventId}/courts`)
    ;[court1, court2] = listed.body.courts.map((court: any) => court.id)

    groupMatches = await t.db
      .select({ id: matches.id, homeTeamId: matches.homeTeamId, awayTeamId: matches.awayTeamId })
      .from(matches)
      .where(and(eq(matches.classId, groupsId), isNotNull(matches.groupId)))
      .orderBy(asc(matches.id))
    const [hidden] = await t.db.select({ id: matches.id }).from(matches).where(eq(matches.classId, hiddenId))
    hiddenMatchId = hidden!.id
  }, 300_000)
  afterAll(async () => {
    await kit.t.database.close()
  })

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await kit.call(null, 'GET', '/tournament/999999/live')).status).toBe(404)
    expect((await kit.call(player, 'GET', '/tournament/999999/my-matches')).status).toBe(404)
    const draft = await kit.createEvent({ name: 'Board Draft' })
    expect((await kit.call(null, 'GET', `/tournament/${draft}/live`)).status).toBe(404)
    expect((await kit.call(null, 'GET', '/tournament/abc/live')).status).toBe(400)
  })

  it('shows called and on-court matches on their courts, the rest on deck, nothing unpublished', async () => {
    const [first, second, third] = groupMatches
    const now = kit.t.clock.now
    await kit.t.db.insert(matchDay).values([
      {
        matchId: first!.id,
        tournamentId: eventId,
        state: 'on_court',
        courtId: court1,
        calledAt: now,
        onCourtAt: now,
      },
      { matchId: second!.id, tournamentId: eventId, state: 'called', courtId: court2, calledAt: now },
      { matchId: third!.id, tournamentId: eventId, state: 'called', courtId: court1, calledAt: now },
      // A match of the unpublished draw on court 2: never on the board.
      { matchId: hiddenMatchId, tournamentId: eventId, state: 'on_court', courtId: court2, onCourtAt: now },
    ])
    const answer = await board()
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL)
    const { courts, onDeck, isLive, event } = answer.body
    expect(isLive).toBe(true)
    expect(event).toMatchObject({
      id: eventId,
      name: 'Board Open',
      timeZone: 'Europe/Berlin',
      isToday: false,
    })
    expect(courts.map((c: any) => [c.name, c.match?.id, c.match?.state])).toEqual([
      ['Court 1', first!.id, 'on_court'],
      ['Court 2', second!.id, 'called'],
    ])
    expect(courts[0].match.className).toBe('Board Groups')
    expect(courts[0].match.home.name).toMatch(/ Board$/)
    expect(courts[0].match.since).toBe(now.toISOString())
    // Called to the busy court 1: on deck until court 1 is free.
    expect(onDeck[0]).toMatchObject({ id: third!.id, state: 'called', court: 'Court 1' })
    expect(answer.text).not.toContain('Board Hidden')
    expect(answer.text).not.toContain('Hugo Hidden')
    expect(answer.body.phoneUrl).toMatch(new RegExp(`/en/tournament/${eventId}$`))
    expect(answer.body.phoneQrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect((await board('?lang=de')).body.phoneUrl).toMatch(new RegExp(`/de/tournament/${eventId}$`))
    expect((await board('?lang=xx')).status).toBe(400)
  })

  it('shows a submitted score as pending and a confirmed result in the latest results and standings', async () => {
    const [first, , , fourth] = groupMatches
    await kit.t.db
      .update(matchDay)
      .set({
        state: 'score_pending',
        pendingResult: { games: [{ home: 11, away: 9 }], decision: null },
        pendingSide: 'home',
        pendingAt: kit.t.clock.now,
      })
      .where(eq(matchDay.matchId, first!.id))
    const pending = (await board()).body.courts[0].match
    expect(pending).toMatchObject({ id: first!.id, state: 'score_pending', isPending: true })
    expect(pending.games).toEqual([{ home: 11, away: 9 }])

    const games = [
      { home: 11, away: 4 },
      { home: 11, away: 6 },
    ]
    const result = await kit.call(kit.owner, 'POST', `/organizer/matches/${fourth!.id}/result`, { games })
    expect(result.status, result.text).toBe(200)
    const { results, standings } = (await board()).body
    expect(results[0]).toMatchObject({ id: fourth!.id, games, isPending: false })
    expect(results.map((m: any) => m.id)).not.toContain(first!.id)
    // The class page's standings, unchanged: the same rows as /tournament/class/{id}/full.
    const full = await kit.call(null, 'GET', `/tournament/class/${groupsId}/full`)
    expect(standings).toEqual([
      {
        classId: groupsId,
        className: 'Board Groups',
        groups: full.body.groupStandings.map((g: any) => ({ id: g.id, name: g.name, rows: g.teams })),
      },
    ])
    const winner = standings[0].groups
      .flatMap((g: any) => g.rows)
      .find((row: any) => row.teamId === fourth!.homeTeamId)
    expect(winner).toMatchObject({ countMatches: 1, matchWin: 1 })
  })

  it('knows when the event runs today in its own time zone', async () => {
    const before = kit.t.clock.now
    kit.t.clock.now = new Date(Date.parse(startDate) + 60 * 60_000)
    try {
      expect((await board()).body.event.isToday).toBe(true)
    } finally {
      kit.t.clock.now = before
    }
  })

  it('lists only the caller’s own matches still to play, with the called court, never cached', async () => {
    expect((await mine(null)).status).toBe(401)
    const answer = await mine(player)
    expect(answer.status, answer.text).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(answer.body.timeZone).toBe('Europe/Berlin')
    const anasMatches = groupMatches.filter((m) => m.homeTeamId === anaTeamId || m.awayTeamId === anaTeamId)
    expect(anasMatches.length).toBeGreaterThan(0)
    const listed = answer.body.matches.map((m: any) => m.id)
    const finished = groupMatches[3]!.id
    expect(listed.sort()).toEqual(
      anasMatches
        .map((m) => m.id)
        .filter((id) => id !== finished)
        .sort(),
    )
    // Her match in the unpublished draw stays hidden.
    expect(listed).not.toContain(hiddenMatchId)
    // Called to court 2 (planned elsewhere or nowhere): "where" is the court it was called to.
    const [calledId] = listed
    await kit.t.db
      .insert(matchDay)
      .values({ matchId: calledId, tournamentId: eventId, state: 'called', courtId: court2 })
      .onConflictDoUpdate({ target: matchDay.matchId, set: { state: 'called', courtId: court2 } })
    const again = (await mine(player)).body.matches.find((m: any) => m.id === calledId)
    expect(again).toMatchObject({ state: 'called', court: 'Court 2', isCalledCourt: true })
    expect((await mine(stranger)).body.matches).toEqual([])
  })

  it('gives the tournament page its panel: the busy courts and the latest results, as the board has them', async () => {
    // Two more results, the newer one confirmed by the desk, and a result in the unpublished draw.
    const [, , , , fifth, sixth] = groupMatches
    const later = new Date(kit.t.clock.now.getTime() + 60_000)
    const games = [
      { home: 11, away: 1 },
      { home: 11, away: 2 },
    ]
    // The knockout's matches too: more results than the panel asks for below.
    const knockout = await kit.t.db
      .select({ id: matches.id })
      .from(matches)
      .where(and(eq(matches.classId, groupsId), isNull(matches.groupId)))
    expect(knockout.length).toBeGreaterThan(0)
    await kit.t.db
      .update(matches)
      .set({ results: games })
      .where(inArray(matches.id, [fifth!.id, sixth!.id, hiddenMatchId, ...knockout.map((m) => m.id)]))
    await kit.t.db
      .insert(matchDay)
      .values({ matchId: sixth!.id, tournamentId: eventId, state: 'confirmed', confirmedAt: later })
    await kit.t.db
      .update(matchDay)
      .set({ state: 'confirmed', confirmedAt: later })
      .where(eq(matchDay.matchId, hiddenMatchId))

    const full = (await board()).body
    const summary = await kit.call(null, 'GET', `/tournament/${eventId}/live/summary`)
    expect(summary.status, summary.text).toBe(200)
    expect(summary.headers.get('cache-control')).toBe(PUBLIC_READ_CACHE_CONTROL)
    expect(summary.body).toEqual({
      event: { id: eventId, timeZone: 'Europe/Berlin', isToday: false },
      courts: full.courts.filter((court: any) => court.match !== null),
      results: full.results.slice(0, 5),
      isLive: true,
    })
    expect(summary.body.courts.length).toBeGreaterThan(0)
    expect(summary.body.results[0].id).toBe(sixth!.id)
    expect(summary.body.results.map((m: any) => m.id)).toEqual(
      expect.arrayContaining([fifth!.id, groupMatches[3]!.id]),
    )
    expect(summary.text).not.toContain('Board Hidden')
    expect(summary.text).not.toContain('Hugo Hidden')
    // The database picks the board's latest results however few are asked for (at most that many
    // confirmed at the desk and that many others: the panel orders them as the board does).
    expect(full.results.length).toBeGreaterThan(3)
    for (const latest of [1, 2, 3]) {
      const picked = await loadSummaryMatches(kit.t.db, eventId, kit.t.clock.now, latest)
      const ids = picked.matches.filter((m) => m.hasResult).map((m) => m.id)
      const expected: number[] = full.results.slice(0, latest).map((m: any) => m.id as number)
      expect(ids).toEqual(expect.arrayContaining(expected))
      expect(ids.length).toBeLessThanOrEqual(2 * latest)
    }
    // A finished match awaiting its confirmation or disputed is no result yet, and takes none of
    // the latest results' places: the two newest by planned start are made so.
    const [pending, disputed] = [knockout[0], fifth]
    const muchLater = new Date(Date.parse(startDate) + 2 * 86_400_000)
    await kit.t.db
      .update(matches)
      .set({ startDate: muchLater })
      .where(inArray(matches.id, [pending!.id, disputed!.id]))
    await kit.t.db.insert(matchDay).values([
      { matchId: pending!.id, tournamentId: eventId, state: 'score_pending' },
      { matchId: disputed!.id, tournamentId: eventId, state: 'disputed' },
    ])
    const boardNow = (await board()).body
    const resultIds: number[] = boardNow.results.map((m: any) => m.id as number)
    expect(resultIds).not.toContain(pending!.id)
    expect(resultIds).not.toContain(disputed!.id)
    for (const latest of [2, 3]) {
      const picked = await loadSummaryMatches(kit.t.db, eventId, kit.t.clock.now, latest)
      const ids = picked.matches.filter((m) => m.hasResult).map((m) => m.id)
      expect(ids).toEqual(expect.arrayContaining(resultIds.slice(0, latest)))
    }
    // The event's own answer carries the panel around its days, so the page reads once (issue 17).
    const detail = (lang = 'en') => kit.call(null, 'GET', `/tournament/${eventId}?lang=${lang}`)
    const away = await detail()
    expect(away.status, away.text).toBe(200)
    expect(away.body).not.toHaveProperty('liveSummary')
    const before = kit.t.clock.now
    try {
      for (const at of [Date.parse(startDate) - 23 * 3_600_000, Date.parse(startDate) + 3_600_000]) {
        kit.t.clock.now = new Date(at)
        const around = await detail('de')
        expect(around.status, around.text).toBe(200)
        const own = await kit.call(null, 'GET', `/tournament/${eventId}/live/summary`)
        expect(around.body.liveSummary).toEqual(own.body)
        expect(around.body.liveSummary.results[0].id).toBe(sixth!.id)
      }
      kit.t.clock.now = new Date(Date.parse(startDate) - 25 * 3_600_000)
      expect((await detail()).body).not.toHaveProperty('liveSummary')
    } finally {
      kit.t.clock.now = before
    }
    expect((await kit.call(null, 'GET', `/tournament/${eventId}/live/summary?v=7`)).status).toBe(200)
    expect((await kit.call(null, 'GET', `/tournament/${eventId}/live/summary?v=-1`)).status).toBe(400)
    expect((await kit.call(null, 'GET', '/tournament/999999/live/summary')).status).toBe(404)
  })
})
