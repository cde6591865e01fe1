import { asc, classes, eq, matches, sql, teams, tournaments, users } from '@courtside/db'
import { validateMatchScore } from '@courtside/domain'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ClassFull, ClassMatch, ClassPlayer, PlayerListResponse } from '../../lib/types.ts'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'
import { ClassFull as ClassFullSchema } from './schemas.ts'

type ErrorResponse = { error: { code: string; message: string } }

/** The ids of the class read's players map, ascending. */
function playerKeys(body: ClassFull): number[] {
  return Object.keys(body.players)
    .map(Number)
    .sort((a, b) => a - b)
}

/** Every player id the class read refers to: team members and captains, match sides, the list. */
function referencedPlayerIds(body: ClassFull): number[] {
  return [
    ...body.teams.flatMap((team) => [...team.userIds, ...(team.captainUserId ? [team.captainUserId] : [])]),
    ...body.matches.flatMap((match) => [...match.homePlayerIds, ...match.awayPlayerIds]),
    ...body.playerIds,
  ]
}

/** Team ids the class read refers to (standing rows, rewards, match sides) that are not in `teams`. */
function missingTeamIds(body: ClassFull): number[] {
  const known = new Set(body.teams.map((team) => team.id))
  return [
    ...body.groupStandings.flatMap((group) => group.teams.map((row) => row.teamId)),
    ...body.rewards.map((reward) => reward.teamId),
    ...body.matches.flatMap((match) => [match.homeTeam?.id, match.awayTeam?.id].flatMap((id) => id ?? [])),
  ].filter((id) => !known.has(id))
}

/** node-postgres and PGlite both answer raw SQL with `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows
}

describe.each(DATABASE_KINDS)('class API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  const get = async <T>(path: string) => {
    const res = await t.app.request(`/bff${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const full = (id: number) => get<ClassFull>(`/tournament/class/${id}/full`)

  /** Ids of published classes matching a SQL condition on the class alias `c`. */
  const classIds = async (condition: ReturnType<typeof sql>) => {
    const result: unknown = await t.db.execute(
      sql`select c.id from ${classes} c join ${tournaments} tr on tr.id = c.tournament_id
          where tr.status = 'published' and ${condition} order by c.id`,
    )
    return rowsOf<{ id: number | string }>(result).map((r) => Number(r.id))
  }
  const hasRounds = sql`exists (select 1 from rounds r where r.class_id = c.id)`
  const hasGroups = sql`exists (select 1 from groups g where g.class_id = c.id)`

  /**
   * The seed's hand-check class (packages/db seed competition.ts): a finished single-group doubles
   * class of four whose six matches are written out below, found by its raw rows.
   */
  const findHandCheckClass = async () => {
    const candidates = await classIds(sql`c.type = 2 and tr.progress = 2
      and (select count(*) from groups g where g.class_id = c.id) = 1
      and (select count(*) from group_teams gt join groups g on g.id = gt.group_id where g.class_id = c.id) = 4
      and not exists (select 1 from rounds r where r.class_id = c.id)
      and not exists (select 1 from matches m where m.class_id = c.id and m.decision is not null)
      and exists (select 1 from rewards w where w.class_id = c.id)`)
    expect(candidates.length).toBeGreaterThanOrEqual(1)

    // The six matches by seed [home-or-away better seed, worse seed] with the better seed's
    // score first, exactly as the seed's hand-check table (packages/db seed competition.ts).
    const handResults: Record<string, [number, number][]> = {
      '1-4': [
        [11, 4],
        [11, 6],
      ],
      '2-3': [
        [11, 8],
        [9, 11],
        [11, 7],
      ],
      '1-3': [
        [11, 5],
        [11, 9],
      ],
      '2-4': [
        [11, 6],
        [11, 8],
      ],
      '1-2': [
        [11, 9],
        [13, 11],
      ],
      '3-4': [
        [11, 7],
        [11, 3],
      ],
    }
    for (const candidate of candidates) {
      const teamRows = await t.db
        .select({ id: teams.id, seed: teams.seed })
        .from(teams)
        .where(eq(teams.classId, candidate))
        .orderBy(asc(teams.id))
      const seeds = new Map(teamRows.map((row) => [row.id, row.seed ?? 0]))
      const matchRows = await t.db
        .select({
          homeTeamId: matches.homeTeamId,
          awayTeamId: matches.awayTeamId,
          results: matches.results,
        })
        .from(matches)
        .where(eq(matches.classId, candidate))
      const isHandCheck =
        matchRows.length === 6 &&
        matchRows.every((m) => {
          const home = seeds.get(m.homeTeamId ?? 0) ?? 0
          const away = seeds.get(m.awayTeamId ?? 0) ?? 0
          const expected = handResults[`${Math.min(home, away)}-${Math.max(home, away)}`]
          const betterFirst = m.results.map((g) => (home < away ? [g.home, g.away] : [g.away, g.home]))
          return expected !== undefined && JSON.stringify(betterFirst) === JSON.stringify(expected)
        })
      if (isHandCheck) return { classId: candidate, seedOfTeam: seeds }
    }
    return undefined
  }

  describe('GET /tournament/class/:id/full', () => {
    it('returns the class, its tournament, entries, matches and rounds in bracket order', async () => {
      const [id] = await classIds(sql`c.type = 2 and ${hasRounds} and tr.progress = 2`)
      expect(id).toBeDefined()
      const { status, body } = await full(id as number)
      expect(status).toBe(200)
      expect(body).toMatchObject({ id, type: 2 })
      expect(body.name).toBeTruthy()
      expect(body.tournament.name).toBeTruthy()
      expect(body.tournament.timeZone).toMatch(/\//)
      expect(body.tournament.eventType).toMatch(/tournaments|travels/)
      expect(body.matchFormatDescription.pointsToWin).toBe(body.matchFormat.pointsToWin)
      expect(body.rankingPreset.rules[0]).toBe('matches_won')

      // Players are everyone in a team, once, by id; playerIds lists them by last name; ratings
      // are numbers. Every id a team or a match side names is in the map.
      const memberIds = new Set(body.teams.flatMap((team) => team.userIds))
      expect(playerKeys(body)).toEqual([...memberIds].sort((a, b) => a - b))
      expect([...body.playerIds].sort((a, b) => a - b)).toEqual(playerKeys(body))
      const lastNames = body.playerIds.map((pid) => body.players[pid]?.lastName ?? '')
      expect([...lastNames].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(lastNames)
      for (const [key, player] of Object.entries(body.players)) {
        expect(player.id).toBe(Number(key))
        expect(Object.keys(player).sort()).toEqual(
          [
            'avatar',
            'country',
            'duprRatingDoubles',
            'duprRatingSingles',
            'firstName',
            'id',
            'lastName',
          ].sort(),
        )
        for (const rating of [player.duprRatingSingles, player.duprRatingDoubles]) {
          expect(rating === null || typeof rating === 'number').toBe(true)
        }
      }
      expect(referencedPlayerIds(body).filter((pid) => !(pid in body.players))).toEqual([])
      expect(missingTeamIds(body)).toEqual([])
      // The schema (/bff/openapi.json, the web's types) describes every field: parsing strips
      // nothing, so the answer comes back whole.
      expect(ClassFullSchema.parse(body)).toEqual(body)

      // Rounds: increasing numbers, names from the match count, matches by bracket position.
      const matchById = new Map(body.matches.map((m) => [m.id, m]))
      expect(body.roundStandings.map((r) => r.round)).toEqual(body.roundStandings.map((_, i) => i + 1))
      const final = body.roundStandings.at(-1)
      expect(final?.name).toEqual({ key: 'final' })
      expect(final?.matchIds.length).toBe(1)
      for (const round of body.roundStandings) {
        const positions = round.matchIds.map((mid) => matchById.get(mid)?.knockout?.position)
        expect(positions).toEqual(round.matchIds.map((_, i) => i + 1))
        for (const mid of round.matchIds) expect(matchById.get(mid)?.roundId).toBe(round.id)
      }
      const semifinal = body.roundStandings.at(-2)
      if (semifinal) expect(semifinal.name).toEqual({ key: 'semifinal' })

      // Every match of the class is in exactly one group or one round.
      const listed = [
        ...body.groupStandings.flatMap((g) => g.matchIds),
        ...body.roundStandings.flatMap((r) => r.matchIds),
      ]
      expect(listed.sort((a, b) => a - b)).toEqual(body.matches.map((m) => m.id).sort((a, b) => a - b))

      // A finished class has rewards and is marked completed.
      expect(body.isCompleted).toBe(true)
      expect(body.rewards[0]?.placement).toBe(1)
      const champion = body.teams.find((team) => team.id === body.rewards[0]?.teamId)
      expect(champion?.userIds.length).toBeGreaterThan(0)
    })

    it('returns results and decisions exactly as stored, with the domain outcome', async () => {
      const [id] = await classIds(sql`${hasGroups} and tr.progress = 2`)
      const { body } = await full(id as number)
      const raw = await t.db
        .select({ id: matches.id, results: matches.results, decision: matches.decision })
        .from(matches)
        .where(eq(matches.classId, id as number))
      expect(raw.length).toBe(body.matches.length)
      const byId = new Map(body.matches.map((m) => [m.id, m]))
      for (const row of raw) {
        const match = byId.get(row.id) as ClassMatch
        expect(match.results).toEqual(row.results.map((g) => ({ homeTeam: g.home, awayTeam: g.away })))
        expect(match.decision).toBe(row.decision)
        if (row.results.length === 0 && row.decision === null) {
          expect(match.outcome).toMatchObject({ winner: null, isPlayed: false })
        } else if (row.decision === null) {
          const homeGames = row.results.filter((g) => g.home > g.away).length
          const awayGames = row.results.filter((g) => g.away > g.home).length
          expect(match.outcome.winner).toBe(
            homeGames > awayGames ? 'home' : awayGames > homeGames ? 'away' : 'draw',
          )
        }
      }
    })

    it('computes group standings that agree with the group matches', async () => {
      const [id] = await classIds(sql`${hasGroups} and tr.progress = 1`)
      const { body } = await full(id as number)
      const matchById = new Map(body.matches.map((m) => [m.id, m]))
      for (const group of body.groupStandings) {
        expect(group.teams.map((row) => row.rank)).toEqual(group.teams.map((_, i) => i + 1))
        const played = group.matchIds
          .map((mid) => matchById.get(mid) as ClassMatch)
          .filter((m) => m.outcome.isPlayed)
        const sum = (pick: (row: (typeof group.teams)[number]) => number) =>
          group.teams.reduce((total, row) => total + pick(row), 0)
        // Each played match counts once for both sides.
        expect(sum((row) => row.countMatches)).toBe(played.length * 2)
        const decided = played.filter(
          (m) => m.outcome.winner === 'home' || m.outcome.winner === 'away',
        ).length
        expect(sum((row) => row.matchWin)).toBe(decided)
        expect(sum((row) => row.matchWin)).toBe(sum((row) => row.matchLoss))
        expect(sum((row) => row.points)).toBe(sum((row) => row.pointsAgainst))
        // Ranked by matches won first (usap and games_points both start there).
        const wins = group.teams.map((row) => row.matchWin * 2 + row.matchDraw)
        expect([...wins].sort((a, b) => b - a)).toEqual(wins)
      }
    })

    it('independent check: the hand-checkable 4-team doubles class, computed by hand', async () => {
      const found = await findHandCheckClass()
      expect(found, 'the raw rows of one candidate are exactly the hand-written matches').toBeDefined()
      const { classId, seedOfTeam } = found as NonNullable<typeof found>

      // By hand, per seed (for / against are rally points):
      // Seed 1: beat 4 11-4 11-6, beat 3 11-5 11-9, beat 2 11-9 13-11
      //   matches 3, won 3, games 2+2+2 = 6, points 22+22+24 = 68, against 10+14+20 = 44
      // Seed 2: beat 3 11-8 9-11 11-7, beat 4 11-6 11-8, lost to 1 9-11 11-13
      //   matches 3, won 2, games 2+2+0 = 4, points 31+22+20 = 73, against 26+14+24 = 64
      // Seed 3: lost to 2 8-11 11-9 7-11, lost to 1 5-11 9-11, beat 4 11-7 11-3
      //   matches 3, won 1, games 1+0+2 = 3, points 26+14+22 = 62, against 31+22+10 = 63
      // Seed 4: lost to 1 4-11 6-11, lost to 2 6-11 8-11, lost to 3 7-11 3-11
      //   matches 3, won 0, games 0, points 10+14+10 = 34, against 22+22+22 = 66
      // Check: points 68+73+62+34 = 237 = 44+64+63+66. Matches won 3 > 2 > 1 > 0 decides the
      // order without any tie-break, so rank = seed.
      const expected = [
        {
          seed: 1,
          rank: 1,
          countMatches: 3,
          matchWin: 3,
          matchLoss: 0,
          gameWin: 6,
          gameLoss: 0,
          points: 68,
          pointsAgainst: 44,
        },
        {
          seed: 2,
          rank: 2,
          countMatches: 3,
          matchWin: 2,
          matchLoss: 1,
          gameWin: 4,
          gameLoss: 3,
          points: 73,
          pointsAgainst: 64,
        },
        {
          seed: 3,
          rank: 3,
          countMatches: 3,
          matchWin: 1,
          matchLoss: 2,
          gameWin: 3,
          gameLoss: 4,
          points: 62,
          pointsAgainst: 63,
        },
        {
          seed: 4,
          rank: 4,
          countMatches: 3,
          matchWin: 0,
          matchLoss: 3,
          gameWin: 0,
          gameLoss: 6,
          points: 34,
          pointsAgainst: 66,
        },
      ]

      const { status, body } = await full(classId)
      expect(status).toBe(200)
      expect(body.groupStandings.length).toBe(1)
      const table = body.groupStandings[0]?.teams ?? []
      expect(
        table.map((row) => ({
          seed: seedOfTeam.get(row.teamId),
          rank: row.rank,
          countMatches: row.countMatches,
          matchWin: row.matchWin,
          matchLoss: row.matchLoss,
          gameWin: row.gameWin,
          gameLoss: row.gameLoss,
          points: row.points,
          pointsAgainst: row.pointsAgainst,
        })),
      ).toEqual(expected)
      expect(table.map((row) => row.matchDraw)).toEqual([0, 0, 0, 0])
      expect(table.map((row) => row.pointDiff)).toEqual([24, 9, -1, -32])
      expect(table.slice(0, 3).map((row) => row.tiebreak)).toEqual([
        'matches_won',
        'matches_won',
        'matches_won',
      ])
      // The finished single-group class's podium follows the table.
      expect(body.rewards.map((r) => seedOfTeam.get(r.teamId))).toEqual([1, 2, 3, 4])
    })

    it('every stored result is a possible score under the match format of its class', async () => {
      const rows = await t.db
        .select({
          id: matches.id,
          results: matches.results,
          decision: matches.decision,
          format: classes.matchFormat,
        })
        .from(matches)
        .innerJoin(classes, eq(classes.id, matches.classId))
      expect(rows.length).toBeGreaterThan(1000)
      const invalid = rows.filter(
        (row) =>
          !validateMatchScore({
            format: row.format,
            results: row.results,
            decision: row.decision,
          }).ok,
      )
      expect(invalid.map((row) => row.id)).toEqual([])
      // Both kinds of decision are stored and shown.
      expect(rows.some((row) => row.decision?.startsWith('walkover_'))).toBe(true)
      expect(rows.some((row) => row.decision?.startsWith('retired_'))).toBe(true)
    })

    it('shows players for singles, doubles and cup sides and only teams for team classes', async () => {
      for (const type of [1, 2, 3, 4]) {
        const [id] = await classIds(sql`c.type = ${type} and ${hasGroups}`)
        expect(id, `a drawn class of type ${type}`).toBeDefined()
        const { body } = await full(id as number)
        expect(body.type).toBe(type)
        const known = body.matches.filter((m) => m.homeTeam !== null && m.awayTeam !== null)
        expect(known.length).toBeGreaterThan(0)
        const teamById = new Map(body.teams.map((team) => [team.id, team]))
        for (const match of known) {
          if (type === 4) {
            expect([match.homePlayerIds, match.awayPlayerIds]).toEqual([[], []])
            expect(match.homeTeam?.logo).toBeTruthy()
          } else {
            // A side's players are its team's first members, by position.
            const members = (teamId: number | undefined) =>
              teamById.get(teamId ?? -1)?.userIds.slice(0, type === 2 ? 2 : 1)
            expect(match.homePlayerIds).toEqual(members(match.homeTeam?.id))
            expect(match.awayPlayerIds).toEqual(members(match.awayTeam?.id))
            expect(match.homePlayerIds.length).toBe(type === 2 ? 2 : 1)
          }
        }
        const sizes = new Set(body.teams.map((team) => team.userIds.length))
        if (type === 1 || type === 3) expect([...sizes]).toEqual([1])
        if (type === 4) expect(Math.min(...sizes)).toBeGreaterThanOrEqual(4)
      }
    })

    it('keeps unknown knockout sides as placeholders', async () => {
      const [id] = await classIds(sql`${hasRounds} and tr.progress = 0`)
      expect(id, 'a drawn class of a tournament that has not started').toBeDefined()
      const { body } = await full(id as number)
      const open = body.matches.filter((m) => m.roundId !== null && m.homeTeam === null)
      expect(open.length).toBeGreaterThan(0)
      for (const match of open) expect(match.homeTeamPlaceholder).toMatch(/^[WLG]:/)
    })

    it('answers a 128-player class with 32 groups and a 64-draw in a handful of queries', async () => {
      const [id] = await classIds(sql`(select count(*) from groups g where g.class_id = c.id) = 32`)
      expect(id).toBeDefined()
      const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client
      const spy = vi.spyOn(client, 'query')
      const { status, body } = await full(id as number)
      const queryCount = spy.mock.calls.length
      spy.mockRestore()
      expect(status).toBe(200)
      expect(body.playerIds.length, 'the seeded large class has 128 players').toBe(128)
      // Each player is shipped once (issue 18): no player object inside teams, matches or rows.
      const json = JSON.stringify(body)
      const copies = (player: ClassPlayer) => json.split(JSON.stringify(player)).length - 1
      expect(Object.values(body.players).filter((player) => copies(player) !== 1)).toEqual([])
      expect(referencedPlayerIds(body).filter((pid) => !(pid in body.players))).toEqual([])
      expect(missingTeamIds(body)).toEqual([])
      expect(ClassFullSchema.parse(body), 'groups and standing rows too').toEqual(body)
      expect(body.groupStandings.length).toBe(32)
      expect(body.roundStandings[0]?.name).toEqual({ key: 'round_of_64' })
      expect(body.roundStandings[0]?.matchIds.length).toBe(32)
      // A fixed number of queries whatever the class size: no N+1 per team, group or match.
      expect(queryCount).toBeLessThanOrEqual(10)
    })

    it('answers 404 for unknown or unpublished classes and 400 for malformed ids', async () => {
      const missing = await t.app.request('/bff/tournament/class/999999/full')
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Class not found' } })
      const draft: unknown = await t.db.execute(
        sql`select c.id from ${classes} c join ${tournaments} tr on tr.id = c.tournament_id where tr.status <> 'published' limit 1`,
      )
      const draftId = rowsOf<{ id: number }>(draft)[0]?.id
      if (draftId !== undefined)
        expect((await t.app.request(`/bff/tournament/class/${draftId}/full`)).status).toBe(404)
      for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
        const res = await t.app.request(`/bff/tournament/class/${bad}/full`)
        expect(res.status, bad).toBe(400)
        expect(((await res.json()) as ErrorResponse).error.code).toBe('INVALID_PARAM')
      }
      const badWithVersion = await t.app.request('/bff/tournament/class/abc/full?v=3')
      expect(((await badWithVersion.json()) as ErrorResponse).error.code).toBe('INVALID_PARAM')
    })

    it('reads the same class whatever the live version parameter `v` says', async () => {
      const [id] = await classIds(sql`true`)
      const plain = await full(id as number)
      for (const qs of ['v=7', 'v=', 'v=abc', 'v=1&v=2']) {
        expect(await get(`/tournament/class/${id}/full?${qs}`), qs).toEqual(plain)
      }
    })

    // Runs last in this block: it rewrites two matches of the hand-check class and the class's
    // preset, then puts them back.
    it('recomputes the hand-check table from changed results: a walkover, an unplayed match, another preset', async () => {
      const found = await findHandCheckClass()
      const { classId, seedOfTeam } = found as NonNullable<typeof found>
      const teamOfSeed = new Map([...seedOfTeam].map(([teamId, seed]) => [seed, teamId]))
      const rows = await t.db
        .select({
          id: matches.id,
          homeTeamId: matches.homeTeamId,
          awayTeamId: matches.awayTeamId,
          results: matches.results,
        })
        .from(matches)
        .where(eq(matches.classId, classId))
      const between = (a: number, b: number) => {
        const ids = [teamOfSeed.get(a), teamOfSeed.get(b)]
        const row = rows.find((m) => ids.includes(m.homeTeamId ?? -1) && ids.includes(m.awayTeamId ?? -1))
        return row as NonNullable<typeof row>
      }
      const oneVsTwo = between(1, 2)
      const threeVsFour = between(3, 4)
      // Seed 2 is awarded the 1-2 match by walkover (whatever was typed); 3-4 is not played yet.
      const seedTwoSide = oneVsTwo.homeTeamId === teamOfSeed.get(2) ? 'home' : 'away'
      try {
        await t.db
          .update(matches)
          .set({ decision: `walkover_${seedTwoSide}` })
          .where(eq(matches.id, oneVsTwo.id))
        await t.db.update(matches).set({ results: [] }).where(eq(matches.id, threeVsFour.id))

        const table = async () => {
          const { body } = await full(classId)
          return (body.groupStandings[0]?.teams ?? []).map((row) => ({
            seed: seedOfTeam.get(row.teamId),
            countMatches: row.countMatches,
            matchWin: row.matchWin,
            gameWin: row.gameWin,
            points: row.points,
            pointsAgainst: row.pointsAgainst,
            walkoversConceded: row.walkoversConceded,
            tiebreak: row.tiebreak,
          }))
        }
        // usap, by hand. A walkover is credited 2-0 with 11 points a game (22-0) to seed 2.
        // Seed 2: beat 3 31-26, beat 4 22-14, walkover 22-0 → 3 won, 6 games, 75 for, 40 against.
        // Seed 1: beat 4 22-10, beat 3 22-14, walkover lost 0-22 → 2 won, 4 games, 44 for, 46 against.
        // Seed 3: lost to 2 26-31, lost to 1 14-22 → 0 won, 1 game, 40-53 (diff -13).
        // Seed 4: lost to 1 10-22, lost to 2 14-22 → 0 won, 0 games, 24-44 (diff -20).
        // Seeds 3 and 4 tie on wins, their direct match is unplayed, so the point differential decides.
        expect(await table()).toEqual([
          {
            seed: 2,
            countMatches: 3,
            matchWin: 3,
            gameWin: 6,
            points: 75,
            pointsAgainst: 40,
            walkoversConceded: 0,
            tiebreak: 'matches_won',
          },
          {
            seed: 1,
            countMatches: 3,
            matchWin: 2,
            gameWin: 4,
            points: 44,
            pointsAgainst: 46,
            walkoversConceded: 1,
            tiebreak: 'matches_won',
          },
          {
            seed: 3,
            countMatches: 2,
            matchWin: 0,
            gameWin: 1,
            points: 40,
            pointsAgainst: 53,
            walkoversConceded: 0,
            tiebreak: 'point_diff',
          },
          {
            seed: 4,
            countMatches: 2,
            matchWin: 0,
            gameWin: 0,
            points: 24,
            pointsAgainst: 44,
            walkoversConceded: 0,
            tiebreak: '',
          },
        ])

        // games_points: a walkover is a match won with no games or points; games won split 3 and 4.
        await t.db.update(classes).set({ rankingPreset: 'games_points' }).where(eq(classes.id, classId))
        expect(await table()).toEqual([
          {
            seed: 2,
            countMatches: 3,
            matchWin: 3,
            gameWin: 4,
            points: 53,
            pointsAgainst: 40,
            walkoversConceded: 0,
            tiebreak: 'matches_won',
          },
          {
            seed: 1,
            countMatches: 3,
            matchWin: 2,
            gameWin: 4,
            points: 44,
            pointsAgainst: 24,
            walkoversConceded: 1,
            tiebreak: 'matches_won',
          },
          {
            seed: 3,
            countMatches: 2,
            matchWin: 0,
            gameWin: 1,
            points: 40,
            pointsAgainst: 53,
            walkoversConceded: 0,
            tiebreak: 'games_won',
          },
          {
            seed: 4,
            countMatches: 2,
            matchWin: 0,
            gameWin: 0,
            points: 24,
            pointsAgainst: 44,
            walkoversConceded: 0,
            tiebreak: '',
          },
        ])
      } finally {
        await t.db.update(classes).set({ rankingPreset: 'usap' }).where(eq(classes.id, classId))
        await t.db.update(matches).set({ decision: null }).where(eq(matches.id, oneVsTwo.id))
        await t.db.update(matches).set({ results: threeVsFour.results }).where(eq(matches.id, threeVsFour.id))
      }
    })
  })

  describe('GET /tournament/:id/player-list', () => {
    const list = (tournamentId: number, qs = '') =>
      get<PlayerListResponse>(`/tournament/${tournamentId}/player-list${qs ? `?${qs}` : ''}`)

    const drawnClass = async () => {
      const [id] = await classIds(sql`c.type = 2 and ${hasGroups}`)
      const { body } = await full(id as number)
      return body
    }

    it('lists a class by last name with totals and pages without overlap', async () => {
      const cls = await drawnClass()
      const first = await list(cls.tournament.id, `classId=${cls.id}&limit=5`)
      expect(first.status).toBe(200)
      expect(first.body).toMatchObject({ total: cls.playerIds.length, offset: 0, limit: 5 })
      expect(first.body.items.map((p) => p.id)).toEqual(cls.playerIds.slice(0, 5))
      const second = await list(cls.tournament.id, `classId=${cls.id}&limit=5&offset=5`)
      expect(second.body.items.map((p) => p.id)).toEqual(cls.playerIds.slice(5, 10))
      for (const item of first.body.items) {
        expect(item.entries).toHaveLength(1)
        expect(item.entries[0]).toMatchObject({ classId: cls.id, className: cls.name, classType: 2 })
        const team = cls.teams.find((tm) => tm.id === item.entries[0]?.team?.id)
        expect(team?.userIds).toContain(item.id)
      }
    })

    it('lists the whole tournament with every class a player is in', async () => {
      const cls = await drawnClass()
      const { body } = await list(cls.tournament.id, 'limit=100')
      expect(body.total).toBeGreaterThanOrEqual(cls.playerIds.length)
      for (const item of body.items) {
        expect(item.entries.length).toBeGreaterThan(0)
        expect(new Set(item.entries.map((e) => e.classId)).size).toBe(item.entries.length)
      }
    })

    it('searches first, last and user name case-insensitively with LIKE wildcards escaped', async () => {
      const cls = await drawnClass()
      // The class read has no user names (the page never shows one); the list's first page does.
      const player = (await list(cls.tournament.id, `classId=${cls.id}&limit=1`)).body.items[0]
      expect(player?.id).toBe(cls.playerIds[0])
      if (!player) return
      const q = (search: string) =>
        list(cls.tournament.id, `classId=${cls.id}&search=${encodeURIComponent(search)}`)
      expect((await q(player.lastName.toUpperCase())).body.items.map((p) => p.id)).toContain(player.id)
      expect((await q(player.firstName.toLowerCase())).body.items.map((p) => p.id)).toContain(player.id)
      expect((await q(player.userName)).body.items.map((p) => p.id)).toContain(player.id)
      expect((await q(`${player.firstName} ${player.lastName}`)).body.items.map((p) => p.id)).toContain(
        player.id,
      )
      for (const wildcard of ['%', '_', '\\']) {
        const { status, body } = await q(wildcard)
        expect(status).toBe(200)
        expect(body.total, wildcard).toBe(0)
      }
      expect((await q('zzqq-nobody')).body).toMatchObject({ total: 0, items: [] })
    })

    it('finds a player by name however it is typed: case, accents, ß, ue for ü', async () => {
      const cls = await drawnClass()
      const player = (await list(cls.tournament.id, `classId=${cls.id}&limit=1`)).body.items[0]
      if (!player) throw new Error('the class has players')
      const ids = async (search: string) =>
        (
          await list(cls.tournament.id, `classId=${cls.id}&search=${encodeURIComponent(search)}`)
        ).body.items.map((p) => p.id)
      await t.db
        .update(users)
        .set({ firstName: 'Åsa', lastName: 'Müller-Weiß' })
        .where(eq(users.id, player.id))
      try {
        for (const search of ['asa muller', 'MUELLER-WEISS', 'müller', 'Asa'])
          expect(await ids(search), search).toContain(player.id)
      } finally {
        await t.db
          .update(users)
          .set({ firstName: player.firstName, lastName: player.lastName })
          .where(eq(users.id, player.id))
      }
    })

    it('rejects a class of another tournament, unknown tournaments and bad parameters', async () => {
      const cls = await drawnClass()
      const [other] = await classIds(sql`c.tournament_id <> ${cls.tournament.id}`)
      const foreign = await t.app.request(`/bff/tournament/${cls.tournament.id}/player-list?classId=${other}`)
      expect(foreign.status).toBe(404)
      expect(((await foreign.json()) as ErrorResponse).error.code).toBe('NOT_FOUND')
      expect((await t.app.request('/bff/tournament/999999/player-list')).status).toBe(404)
      for (const qs of ['limit=101', 'limit=0', 'offset=-1', 'classId=abc', `search=${'x'.repeat(101)}`]) {
        const res = await t.app.request(`/bff/tournament/${cls.tournament.id}/player-list?${qs}`)
        expect(res.status, qs).toBe(400)
        expect(((await res.json()) as ErrorResponse).error.code).toBe('INVALID_QUERY')
      }
      expect((await t.app.request('/bff/tournament/abc/player-list')).status).toBe(400)
    })
  })
})

describe('class endpoints contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('checks the path before the query, answers with the exact refusal and is in the OpenAPI document', async () => {
    const both = await t.app.request('/bff/tournament/abc/player-list?limit=0')
    expect(both.status).toBe(400)
    expect(((await both.json()) as ErrorResponse).error.code).toBe('INVALID_PARAM')
    const query = await t.app.request('/bff/tournament/1/player-list?limit=101')
    expect(await query.json()).toEqual({
      error: { code: 'INVALID_QUERY', message: 'limit: Too big: expected number to be <=100' },
    })
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(doc.paths['/bff/tournament/class/{id}/full']!)).toEqual(['get'])
    expect(Object.keys(doc.paths['/bff/tournament/{id}/player-list']!)).toEqual(['get'])
  })
})
