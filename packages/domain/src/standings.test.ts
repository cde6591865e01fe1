import { describe, expect, it } from 'vitest'
import { DomainError } from './errors.ts'
import { MATCH_FORMAT_PRESETS } from './match-format.ts'
import type { MatchDecision } from './match.ts'
import {
  computeGroupStandings,
  RANKING_PRESETS,
  STANDINGS_RULES_DOC,
  type RankingPresetKey,
  type StandingRow,
  type StandingsMatch,
  type StandingsTeam,
} from './standings.ts'

// Teams are named by letter and numbered in letter order (A = 1, B = 2, …) unless a test needs
// names that sort differently from ids.
function teamsNamed(...names: string[]): StandingsTeam[] {
  return names.map((name, index) => ({ id: index + 1, name }))
}

function idOf(teams: readonly StandingsTeam[], name: string): number {
  const team = teams.find((candidate) => candidate.name === name)
  if (!team) throw new Error(`No team ${name}`)
  return team.id
}

let nextMatchId = 1

/** `scores` is the home side's view, e.g. '11-9 7-11 11-5'; '' for an unplayed match. */
function matchBetween(
  teams: readonly StandingsTeam[],
  home: string,
  away: string,
  scores: string,
  decision?: MatchDecision,
): StandingsMatch {
  const results = scores
    .split(' ')
    .filter(Boolean)
    .map((game) => {
      const [homeScore, awayScore] = game.split('-').map(Number)
      return { home: homeScore ?? NaN, away: awayScore ?? NaN }
    })
  return {
    id: nextMatchId++,
    homeTeamId: idOf(teams, home),
    awayTeamId: idOf(teams, away),
    results,
    decision: decision ?? null,
  }
}

function orderOf(rows: readonly StandingRow[]): string[] {
  return rows.map((row) => row.name)
}

function tiebreaksOf(rows: readonly StandingRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.name, row.tiebreak]))
}

function rowOf(rows: readonly StandingRow[], name: string): StandingRow {
  const row = rows.find((candidate) => candidate.name === name)
  if (!row) throw new Error(`No row ${name}`)
  return row
}

const ALL_PRESETS = Object.keys(RANKING_PRESETS) as RankingPresetKey[]

describe('computeGroupStandings — independent check', () => {
  // Four teams, full round robin, best of 3 to 11. Expected tables written by hand:
  //   A–B 11-7 11-9        A 2-0   points A 22 B 16
  //   A–C 11-13 11-6 11-8  A 2-1   points A 33 C 27
  //   A–D 8-11 9-11        D 2-0   points A 17 D 22
  //   B–C 11-4 11-2        B 2-0   points B 22 C 6
  //   B–D 11-9 7-11 12-10  B 2-1   points B 30 D 30
  //   C–D 11-5 11-3        C 2-0   points C 22 D 8
  // Wins: A 2 (B, C), B 2 (C, D), C 1 (D), D 1 (A).
  // A: games 2+2+0 = 4 won, 0+1+2 = 3 lost; points 22+33+17 = 72, against 16+27+22 = 65 → +7
  // B: games 0+2+2 = 4 won, 2+0+1 = 3 lost; points 16+22+30 = 68, against 22+6+30 = 58 → +10
  // C: games 1+0+2 = 3 won, 2+2+0 = 4 lost; points 27+6+22 = 55, against 33+22+8 = 63 → −8
  // D: games 2+1+0 = 3 won, 0+2+2 = 4 lost; points 22+30+8 = 60, against 17+30+22 = 69 → −9
  // (checks: points 72+68+55+60 = 255 = 65+58+63+69; diffs 7+10−8−9 = 0)
  const teams = teamsNamed('A', 'B', 'C', 'D')
  const matches = [
    matchBetween(teams, 'A', 'B', '11-7 11-9'),
    matchBetween(teams, 'A', 'C', '11-13 11-6 11-8'),
    matchBetween(teams, 'A', 'D', '8-11 9-11'),
    matchBetween(teams, 'B', 'C', '11-4 11-2'),
    matchBetween(teams, 'B', 'D', '11-9 7-11 12-10'),
    matchBetween(teams, 'C', 'D', '11-5 11-3'),
  ]
  // prettier-ignore
  const stats = {
    A: { teamId: 1, name: 'A', countMatches: 3, matchWin: 2, matchLoss: 1, matchDraw: 0, gameWin: 4, gameLoss: 3, points: 72, pointsAgainst: 65, pointDiff: 7, walkoversConceded: 0 },
    B: { teamId: 2, name: 'B', countMatches: 3, matchWin: 2, matchLoss: 1, matchDraw: 0, gameWin: 4, gameLoss: 3, points: 68, pointsAgainst: 58, pointDiff: 10, walkoversConceded: 0 },
    C: { teamId: 3, name: 'C', countMatches: 3, matchWin: 1, matchLoss: 2, matchDraw: 0, gameWin: 3, gameLoss: 4, points: 55, pointsAgainst: 63, pointDiff: -8, walkoversConceded: 0 },
    D: { teamId: 4, name: 'D', countMatches: 3, matchWin: 1, matchLoss: 2, matchDraw: 0, gameWin: 3, gameLoss: 4, points: 60, pointsAgainst: 69, pointDiff: -9, walkoversConceded: 0 },
  }

  it('usap: the 2-2 and 1-1 ties go to the direct match although B and D have better diffs', () => {
    expect(computeGroupStandings({ teams, matches, preset: 'usap' })).toEqual([
      { ...stats.A, rank: 1, tiebreak: 'head_to_head' },
      { ...stats.B, rank: 2, tiebreak: 'matches_won' },
      { ...stats.C, rank: 3, tiebreak: 'head_to_head' },
      { ...stats.D, rank: 4, tiebreak: '' },
    ])
  })

  it('games_points: equal games, so points won decide (D 60 > C 55 although C beat D)', () => {
    expect(computeGroupStandings({ teams, matches, preset: 'games_points' })).toEqual([
      { ...stats.A, rank: 1, tiebreak: 'points_won' },
      { ...stats.B, rank: 2, tiebreak: 'matches_won' },
      { ...stats.D, rank: 3, tiebreak: 'points_won' },
      { ...stats.C, rank: 4, tiebreak: '' },
    ])
  })

  it.each(['pbb_mini_table', 'pbb_overall'] as const)(
    '%s: two tied teams go to head-to-head before point differential',
    (preset) => {
      const rows = computeGroupStandings({ teams, matches, preset })
      expect(orderOf(rows)).toEqual(['A', 'B', 'C', 'D'])
      expect(tiebreaksOf(rows)).toEqual({
        A: 'head_to_head',
        B: 'matches_won',
        C: 'head_to_head',
        D: '',
      })
    },
  )

  it('defaults to the usap preset', () => {
    expect(computeGroupStandings({ teams, matches })).toEqual(
      computeGroupStandings({ teams, matches, preset: 'usap' }),
    )
  })

  it('does not depend on the order teams and matches are passed in', () => {
    const rows = computeGroupStandings({
      teams: [...teams].reverse(),
      matches: [...matches].reverse(),
    })
    expect(orderOf(rows)).toEqual(['A', 'B', 'C', 'D'])
  })
})

describe('computeGroupStandings — usap', () => {
  it('step 1: more matches won ranks higher', () => {
    const teams = teamsNamed('A', 'B', 'C')
    const rows = computeGroupStandings({
      teams,
      matches: [
        // C has by far the best point differential but wins nothing
        matchBetween(teams, 'A', 'B', '11-9 11-9'),
        matchBetween(teams, 'A', 'C', '11-9 0-11 11-9'),
        matchBetween(teams, 'B', 'C', '12-10 0-11 11-9'),
      ],
    })
    expect(orderOf(rows)).toEqual(['A', 'B', 'C'])
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3])
    expect(tiebreaksOf(rows)).toEqual({ A: 'matches_won', B: 'matches_won', C: '' })
  })

  it('step 2 (3-way): the mini-table of the tied teams separates them fully', () => {
    // 5 teams, full round robin, all 2-0. E 3 wins; A, B, C 2 wins; D 1 win.
    // Mini-table among A, B, C: B beat A and C (2), A beat C (1), C (0).
    // Overall diffs: A +8, B −36, C +36, so point differential would give the opposite order.
    const teams = teamsNamed('A', 'B', 'C', 'D', 'E')
    const rows = computeGroupStandings({ teams, matches: fiveTeamThreeWayTie(teams) })
    expect(orderOf(rows)).toEqual(['E', 'B', 'A', 'C', 'D'])
    expect(rows.map((row) => row.pointDiff)).toEqual([8, -36, 8, 36, -16])
    expect(tiebreaksOf(rows)).toEqual({
      E: 'matches_won',
      B: 'head_to_head',
      A: 'head_to_head',
      C: 'matches_won',
      D: '',
    })
  })

  it('step 2 (4-way): a partial mini-table split restarts head-to-head inside each subgroup', () => {
    // Mini-table among A, B, C, D (all 3 wins): A 2, B 2, C 1, D 1. Then A–B is decided by
    // their own match (A) and C–D by theirs (C), although B (+58) and D (+40) have far better
    // point differentials than A (−14) and C (−14).
    const teams = teamsNamed('A', 'B', 'C', 'D', 'E', 'F')
    const rows = computeGroupStandings({ teams, matches: sixTeamFourWayTie(teams) })
    expect(orderOf(rows)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
    expect(rows.map((row) => row.matchWin)).toEqual([3, 3, 3, 3, 2, 1])
    expect(rows.map((row) => row.pointDiff)).toEqual([-14, 58, -14, 40, -22, -48])
    expect(tiebreaksOf(rows)).toEqual({
      A: 'head_to_head',
      B: 'head_to_head',
      C: 'head_to_head',
      D: 'matches_won',
      E: 'matches_won',
      F: '',
    })
  })

  it('step 3: circular head-to-head falls through to overall point differential', () => {
    // A>B, B>C, C>A and all beat D, so the mini-table is 1-1-1.
    // Diffs: A +20, B +4, C +4 → A first on point differential.
    // Then B and C restart at head-to-head: B beat C (although B lost that match on points,
    // 22-29, so skipping the restart and using head-to-head point diff would put C above B).
    const teams = teamsNamed('A', 'B', 'C', 'D')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-9 11-9'), // A +4
      matchBetween(teams, 'B', 'C', '0-11 11-9 11-9'), // B −7
      matchBetween(teams, 'C', 'A', '11-9 11-9'), // C +4
      matchBetween(teams, 'A', 'D', '11-1 11-1'), // A +20
      matchBetween(teams, 'B', 'D', '11-3 11-4'), // B +15
      matchBetween(teams, 'C', 'D', '11-9 0-11 11-9'), // C −7
    ]
    const rows = computeGroupStandings({ teams, matches })
    expect(rows.map((row) => [row.name, row.matchWin, row.pointDiff])).toEqual([
      ['A', 2, 20],
      ['B', 2, 4], // −4 −7 +15
      ['C', 2, 4], // +4 +7 −7
      ['D', 0, -28],
    ])
    expect(tiebreaksOf(rows)).toEqual({
      A: 'point_diff',
      B: 'head_to_head',
      C: 'matches_won',
      D: '',
    })
  })

  it('step 4: equal overall differentials go to the head-to-head point differential', () => {
    // Circular A>B>C>A, all beat D. Head-to-head diffs: A +11 −5 = +6, B −11 +4 = −7,
    // C +5 −4 = +1. Overall: A +6+6 = 12, B −7+19 = 12, C +1+11 = 12.
    const teams = teamsNamed('A', 'B', 'C', 'D')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-6 11-5'), // A +11
      matchBetween(teams, 'B', 'C', '11-9 11-9'), // B +4
      matchBetween(teams, 'C', 'A', '11-9 11-8'), // C +5
      matchBetween(teams, 'A', 'D', '11-8 11-8'), // A +6
      matchBetween(teams, 'B', 'D', '11-1 11-2'), // B +19
      matchBetween(teams, 'C', 'D', '11-5 11-6'), // C +11
    ]
    const rows = computeGroupStandings({ teams, matches })
    expect(rows.map((row) => [row.name, row.pointDiff])).toEqual([
      ['A', 12],
      ['C', 12],
      ['B', 12],
      ['D', -36],
    ])
    expect(tiebreaksOf(rows)).toEqual({
      A: 'head_to_head_point_diff',
      C: 'head_to_head_point_diff',
      B: 'matches_won',
      D: '',
    })
  })

  it('step 5: a tie for 2nd goes to the point differential against the 1st-placed team', () => {
    // T beats everyone. A>B>C>A all 11-9 11-9 (head-to-head diffs all 0), all beat D.
    // Against T: A −4, B −12, C −8. Against D: A +10, B +18, C +14. Overall: all +6.
    const teams = teamsNamed('A', 'B', 'C', 'D', 'T')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-9 11-9'),
      matchBetween(teams, 'B', 'C', '11-9 11-9'),
      matchBetween(teams, 'C', 'A', '11-9 11-9'),
      matchBetween(teams, 'T', 'A', '11-9 11-9'),
      matchBetween(teams, 'T', 'B', '11-5 11-5'),
      matchBetween(teams, 'T', 'C', '11-7 11-7'),
      matchBetween(teams, 'T', 'D', '11-0 11-0'),
      matchBetween(teams, 'A', 'D', '11-6 11-6'),
      matchBetween(teams, 'B', 'D', '11-2 11-2'),
      matchBetween(teams, 'C', 'D', '11-4 11-4'),
    ]
    const rows = computeGroupStandings({ teams, matches })
    expect(rows.map((row) => [row.name, row.pointDiff])).toEqual([
      ['T', 46],
      ['A', 6],
      ['C', 6],
      ['B', 6],
      ['D', -64],
    ])
    expect(tiebreaksOf(rows)).toEqual({
      T: 'matches_won',
      A: 'point_diff_vs_next_higher',
      C: 'point_diff_vs_next_higher',
      B: 'matches_won',
      D: '',
    })
  })

  it('step 5: a tie for 3rd compares against the 2nd-placed team, not the 1st', () => {
    // T1 beats all, T2 beats all but T1, A>B>C>A all 11-9 11-9, all beat D. Overall diffs
    // are −4 for A, B and C. Against T2: A −4, C −8, B −12 → A, C, B.
    // (Against T1 it would be B −4, C −12, A −20 → B, C, A.)
    const teams = teamsNamed('A', 'B', 'C', 'D', 'T1', 'T2')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-9 11-9'),
      matchBetween(teams, 'B', 'C', '11-9 11-9'),
      matchBetween(teams, 'C', 'A', '11-9 11-9'),
      matchBetween(teams, 'T2', 'A', '11-9 11-9'),
      matchBetween(teams, 'T2', 'B', '11-5 11-5'),
      matchBetween(teams, 'T2', 'C', '11-7 11-7'),
      matchBetween(teams, 'T1', 'A', '11-1 11-1'),
      matchBetween(teams, 'T1', 'B', '11-9 11-9'),
      matchBetween(teams, 'T1', 'C', '11-5 11-5'),
      matchBetween(teams, 'A', 'D', '11-1 11-1'), // A +20
      matchBetween(teams, 'B', 'D', '11-5 11-5'), // B +12
      matchBetween(teams, 'C', 'D', '11-3 11-3'), // C +16
      matchBetween(teams, 'T1', 'T2', '11-9 11-9'),
      matchBetween(teams, 'T1', 'D', '11-0 11-0'),
      matchBetween(teams, 'T2', 'D', '11-0 11-0'),
    ]
    const rows = computeGroupStandings({ teams, matches })
    expect(orderOf(rows)).toEqual(['T1', 'T2', 'A', 'C', 'B', 'D'])
    expect(rows.slice(2, 5).map((row) => row.pointDiff)).toEqual([-4, -4, -4])
    expect(rowOf(rows, 'A').tiebreak).toBe('point_diff_vs_next_higher')
  })

  it('step 5 is skipped for a tie for 1st and the name decides', () => {
    // Perfectly symmetric circle: every rule up to step 5 is level, and nobody is above.
    const teams: StandingsTeam[] = [
      { id: 1, name: 'Charlie' },
      { id: 2, name: 'alpha' },
      { id: 3, name: 'Bravo' },
    ]
    const matches = [
      matchBetween(teams, 'Charlie', 'alpha', '11-9 11-9'),
      matchBetween(teams, 'alpha', 'Bravo', '11-9 11-9'),
      matchBetween(teams, 'Bravo', 'Charlie', '11-9 11-9'),
    ]
    const rows = computeGroupStandings({ teams, matches })
    // localeCompare('en') ignores case, so 'alpha' sorts before 'Bravo'
    expect(orderOf(rows)).toEqual(['alpha', 'Bravo', 'Charlie'])
    expect(tiebreaksOf(rows)).toEqual({ alpha: 'team_name', Bravo: 'team_name', Charlie: '' })
  })

  it('step 6: fewer walkovers conceded beats an identical record lost on court', () => {
    // Alpha conceded a walkover to Zulu (credited 0-2, 0-22); Bravo lost 0-11 0-11 to Zulu.
    // Alpha–Bravo is scheduled but unplayed. Every earlier rule is level, Bravo is listed
    // after Alpha by name, so only the walkover rule can put Bravo second.
    const teams = teamsNamed('Alpha', 'Bravo', 'Zulu')
    const matches = [
      matchBetween(teams, 'Zulu', 'Alpha', '', 'walkover_home'),
      matchBetween(teams, 'Zulu', 'Bravo', '11-0 11-0'),
      matchBetween(teams, 'Alpha', 'Bravo', ''),
    ]
    const rows = computeGroupStandings({ teams, matches })
    expect(orderOf(rows)).toEqual(['Zulu', 'Bravo', 'Alpha'])
    expect(tiebreaksOf(rows)).toEqual({
      Zulu: 'matches_won',
      Bravo: 'walkovers_conceded',
      Alpha: '',
    })
    expect(rowOf(rows, 'Alpha')).toMatchObject({
      countMatches: 1,
      walkoversConceded: 1,
      gameLoss: 2,
      pointsAgainst: 22,
    })
  })

  it('step 6: identical names fall back to the id', () => {
    const teams: StandingsTeam[] = [
      { id: 7, name: 'Smith / Jones' },
      { id: 3, name: 'Smith / Jones' },
    ]
    const rows = computeGroupStandings({ teams, matches: [] })
    expect(rows.map((row) => row.teamId)).toEqual([3, 7])
    expect(rows.map((row) => row.tiebreak)).toEqual(['team_id', ''])
  })

  it('a group where nothing is played yet is listed by name with zero stats', () => {
    const teams = teamsNamed('Delta', 'Alpha', 'Charlie')
    const rows = computeGroupStandings({
      teams,
      matches: [matchBetween(teams, 'Delta', 'Alpha', '')],
    })
    expect(orderOf(rows)).toEqual(['Alpha', 'Charlie', 'Delta'])
    expect(rows.every((row) => row.countMatches === 0 && row.points === 0)).toBe(true)
  })
})

describe('computeGroupStandings — games_points', () => {
  it('games won come before points won and head-to-head', () => {
    // Circle A>B (2-0), B>C (2-1), C>A (2-1): one win each.
    // Games: A 2+1 = 3, B 0+2 = 2, C 1+2 = 3. Points: A 22+29 = 51, B 18+31 = 49, C 11+22 = 33.
    // Points-first would give A, B, C; head-to-head between A and C would give C, A.
    const teams = teamsNamed('A', 'B', 'C')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-9 11-9'),
      matchBetween(teams, 'B', 'C', '11-0 9-11 11-0'),
      matchBetween(teams, 'C', 'A', '0-11 11-9 11-9'),
    ]
    const rows = computeGroupStandings({ teams, matches, preset: 'games_points' })
    expect(rows.map((row) => [row.name, row.gameWin, row.points])).toEqual([
      ['A', 3, 51],
      ['C', 3, 33],
      ['B', 2, 49],
    ])
    expect(tiebreaksOf(rows)).toEqual({ A: 'points_won', C: 'games_won', B: '' })
  })

  it('head-to-head decides when matches, games and points are equal', () => {
    // Same data as the usap 3-way test: A and C both have 2 wins, 4 games and 80 points.
    const teams = teamsNamed('A', 'B', 'C', 'D', 'E')
    const rows = computeGroupStandings({
      teams,
      matches: fiveTeamThreeWayTie(teams),
      preset: 'games_points',
    })
    expect(rows.map((row) => [row.name, row.points])).toEqual([
      ['E', 66],
      ['A', 80],
      ['C', 80],
      ['B', 44],
      ['D', 50],
    ])
    expect(tiebreaksOf(rows)).toEqual({
      E: 'matches_won',
      A: 'head_to_head',
      C: 'points_won',
      B: 'matches_won',
      D: '',
    })
  })

  it('a circular 3-way head-to-head falls through to the last resort', () => {
    // 4-way tie on 3 wins, all matches 2-0 so games are level; B has the most points (102),
    // A, C and D have 84 each and beat each other in a circle → ordered by name.
    const teams = teamsNamed('A', 'B', 'C', 'D', 'E', 'F')
    const rows = computeGroupStandings({
      teams,
      matches: sixTeamFourWayTie(teams),
      preset: 'games_points',
    })
    expect(rows.map((row) => [row.name, row.points])).toEqual([
      ['B', 102],
      ['A', 84],
      ['C', 84],
      ['D', 84],
      ['E', 80],
      ['F', 58],
    ])
    expect(tiebreaksOf(rows)).toMatchObject({ B: 'points_won', A: 'team_name', C: 'team_name' })
  })
})

describe('computeGroupStandings — PickleballBrackets presets', () => {
  it('3-way tie: pbb_mini_table follows the mini-table, pbb_overall the overall differential', () => {
    const teams = teamsNamed('A', 'B', 'C', 'D', 'E')
    const matches = fiveTeamThreeWayTie(teams)
    const miniTable = computeGroupStandings({ teams, matches, preset: 'pbb_mini_table' })
    const overall = computeGroupStandings({ teams, matches, preset: 'pbb_overall' })
    expect(orderOf(miniTable)).toEqual(['E', 'B', 'A', 'C', 'D'])
    expect(tiebreaksOf(miniTable)).toMatchObject({ B: 'head_to_head', A: 'head_to_head' })
    // diffs C +36, A +8, B −36
    expect(orderOf(overall)).toEqual(['E', 'C', 'A', 'B', 'D'])
    expect(tiebreaksOf(overall)).toMatchObject({ C: 'point_diff', A: 'point_diff' })
  })

  it('3-way circular tie: pbb_mini_table uses the head-to-head differential before overall', () => {
    // Circle A>B>C>A, all beat D.
    // Head-to-head diffs: A +18 −4 = +14, B −18 −7 = −25, C +7 +4 = +11 → A, C, B.
    // Overall: A +14 −7 = +7, B −25 +22 = −3, C +11 +4 = +15 → C, A, B.
    const teams = teamsNamed('A', 'B', 'C', 'D')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-2 11-2'), // A +18
      matchBetween(teams, 'B', 'C', '11-9 0-11 11-9'), // B 22−29 = −7
      matchBetween(teams, 'C', 'A', '11-9 11-9'), // C +4
      matchBetween(teams, 'A', 'D', '0-11 11-9 11-9'), // A 22−29 = −7
      matchBetween(teams, 'B', 'D', '11-0 11-0'), // B +22
      matchBetween(teams, 'C', 'D', '11-9 11-9'), // C +4
    ]
    const miniTable = computeGroupStandings({ teams, matches, preset: 'pbb_mini_table' })
    expect(miniTable.map((row) => [row.name, row.pointDiff])).toEqual([
      ['A', 7],
      ['C', 15],
      ['B', -3],
      ['D', -19],
    ])
    expect(tiebreaksOf(miniTable)).toMatchObject({
      A: 'head_to_head_point_diff',
      C: 'head_to_head_point_diff',
    })
    const overall = computeGroupStandings({ teams, matches, preset: 'pbb_overall' })
    expect(orderOf(overall)).toEqual(['C', 'A', 'B', 'D'])
    expect(tiebreaksOf(overall)).toMatchObject({ C: 'point_diff', A: 'point_diff' })
  })

  it('4-way tie: pbb_overall splits on differential, then restarts head-to-head for the rest', () => {
    // Diffs B +58, D +40, A −14, C −14; A and C are then separated by their match (A won).
    const teams = teamsNamed('A', 'B', 'C', 'D', 'E', 'F')
    const matches = sixTeamFourWayTie(teams)
    const overall = computeGroupStandings({ teams, matches, preset: 'pbb_overall' })
    expect(orderOf(overall)).toEqual(['B', 'D', 'A', 'C', 'E', 'F'])
    expect(tiebreaksOf(overall)).toMatchObject({
      B: 'point_diff',
      D: 'point_diff',
      A: 'head_to_head',
    })
    const miniTable = computeGroupStandings({ teams, matches, preset: 'pbb_mini_table' })
    expect(orderOf(miniTable)).toEqual(['A', 'B', 'C', 'D', 'E', 'F'])
  })
})

describe('computeGroupStandings — draws and unplayed matches', () => {
  const format = MATCH_FORMAT_PRESETS.two_games_11

  it('a draw is neither a win nor a loss but ranks as half a win', () => {
    // A–B 1-1 draw, A beat D, C beat D, B beat C.
    // A: 1 W 1 D, B: 1 W 1 D, C: 1 W 1 L, D: 0 W 2 L.
    const teams = teamsNamed('A', 'B', 'C', 'D')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-5 5-11'),
      matchBetween(teams, 'A', 'D', '11-9 11-9'),
      matchBetween(teams, 'C', 'D', '11-0 11-0'),
      matchBetween(teams, 'B', 'C', '11-9 11-9'),
    ]
    const rows = computeGroupStandings({ teams, matches, format })
    expect(rows.map((row) => [row.name, row.matchWin, row.matchDraw, row.matchLoss])).toEqual([
      // A and B: level on matches, drew each other, both +4 overall, no team above them →
      // only the name separates them.
      ['A', 1, 1, 0],
      ['B', 1, 1, 0],
      ['C', 1, 0, 1],
      ['D', 0, 0, 2],
    ])
    expect(rowOf(rows, 'A').countMatches).toBe(2)
    expect(tiebreaksOf(rows)).toEqual({ A: 'team_name', B: 'matches_won', C: 'matches_won', D: '' })
  })

  it('a drawn direct match does not separate two tied teams', () => {
    const teams = teamsNamed('A', 'B', 'C')
    const matches = [
      matchBetween(teams, 'A', 'B', '11-5 5-11'), // draw, A 16 B 16
      matchBetween(teams, 'B', 'C', '11-0 11-0'), // B +22
      matchBetween(teams, 'A', 'C', '11-9 11-9'), // A +4
    ]
    const rows = computeGroupStandings({ teams, matches, format })
    expect(orderOf(rows)).toEqual(['B', 'A', 'C'])
    expect(rowOf(rows, 'B').tiebreak).toBe('point_diff')
  })

  it('unplayed matches count nowhere, not even in head-to-head', () => {
    const teams = teamsNamed('A', 'B', 'C')
    const withUnplayed = [
      matchBetween(teams, 'A', 'C', '11-0 11-0'),
      matchBetween(teams, 'B', 'C', '11-9 11-9'),
      matchBetween(teams, 'A', 'B', ''),
      { id: 999, homeTeamId: null, awayTeamId: idOf(teams, 'C'), results: [] },
    ]
    const rows = computeGroupStandings({ teams, matches: withUnplayed })
    expect(rows.map((row) => [row.name, row.countMatches, row.matchWin])).toEqual([
      ['A', 1, 1],
      ['B', 1, 1],
      ['C', 2, 0],
    ])
    // A and B never met, so the tie goes past head-to-head to point differential
    expect(rowOf(rows, 'A').tiebreak).toBe('point_diff')
  })
})

describe('computeGroupStandings — walkovers and retirements', () => {
  // A is awarded a walkover against B; B beat C 11-5 11-5; C beat A 11-3 11-3.
  const teams = teamsNamed('A', 'B', 'C')
  const matches = [
    matchBetween(teams, 'A', 'B', '', 'walkover_home'),
    matchBetween(teams, 'B', 'C', '11-5 11-5'),
    matchBetween(teams, 'C', 'A', '11-3 11-3'),
  ]

  it('usap credits a walkover as 2-0 with 11 points per game', () => {
    const rows = computeGroupStandings({ teams, matches, preset: 'usap' })
    // A: games 2+0, points 22+6 = 28, against 0+22 = 22 → +6
    // B: games 0+2, points 0+22 = 22, against 22+10 = 32 → −10
    // C: games 0+2, points 10+22 = 32, against 22+6 = 28 → +4
    expect(rowOf(rows, 'A')).toMatchObject({
      matchWin: 1,
      gameWin: 2,
      gameLoss: 2,
      points: 28,
      pointsAgainst: 22,
    })
    expect(rowOf(rows, 'B')).toMatchObject({
      matchLoss: 1,
      gameWin: 2,
      gameLoss: 2,
      pointDiff: -10,
      walkoversConceded: 1,
    })
    expect(orderOf(rows)).toEqual(['A', 'C', 'B'])
  })

  it.each(['pbb_mini_table', 'pbb_overall'] as const)('%s credits walkovers like usap', (preset) => {
    const rows = computeGroupStandings({ teams, matches, preset })
    expect(rowOf(rows, 'A')).toMatchObject({ gameWin: 2, points: 28 })
    expect(orderOf(rows)).toEqual(['A', 'C', 'B'])
  })

  it('games_points credits a walkover as a match won with no games or points', () => {
    const rows = computeGroupStandings({ teams, matches, preset: 'games_points' })
    // A: 0 games, 6 points; B: 2 games, 22 points; C: 2 games, 32 points
    expect(rowOf(rows, 'A')).toMatchObject({
      matchWin: 1,
      gameWin: 0,
      points: 6,
      pointsAgainst: 22,
    })
    expect(rowOf(rows, 'B')).toMatchObject({
      matchLoss: 1,
      gameWin: 2,
      gameLoss: 0,
      pointsAgainst: 10,
      walkoversConceded: 1,
    })
    expect(orderOf(rows)).toEqual(['C', 'B', 'A'])
  })

  it('walkover credit follows the format (best of 5 to 11 → 3-0, 33-0; one game to 15 → 1-0, 15-0)', () => {
    const bestOf5 = computeGroupStandings({ teams, matches, format: MATCH_FORMAT_PRESETS.bo5_11 })
    expect(rowOf(bestOf5, 'A')).toMatchObject({ gameWin: 3, points: 39 })
    const single15 = computeGroupStandings({
      teams,
      matches,
      format: MATCH_FORMAT_PRESETS.single_15,
    })
    expect(rowOf(single15, 'A')).toMatchObject({ gameWin: 1, points: 21 })
  })

  it('walkoverScoring overrides the preset', () => {
    const rows = computeGroupStandings({
      teams,
      matches,
      preset: 'usap',
      walkoverScoring: 'match_only',
    })
    expect(rowOf(rows, 'A')).toMatchObject({ matchWin: 1, gameWin: 0, points: 6 })
  })

  it.each(ALL_PRESETS)('%s: a retirement counts the played games and the actual points', (preset) => {
    const retirementTeams = teamsNamed('A', 'B')
    // A won game 1, then retired at 3-8 in game 2: B wins the match, the unfinished game is
    // nobody's, its points count.
    const rows = computeGroupStandings({
      teams: retirementTeams,
      matches: [matchBetween(retirementTeams, 'A', 'B', '11-5 3-8', 'retired_home')],
      preset,
    })
    expect(rows).toMatchObject([
      {
        name: 'B',
        matchWin: 1,
        gameWin: 0,
        gameLoss: 1,
        points: 13,
        pointsAgainst: 14,
        walkoversConceded: 0,
      },
      {
        name: 'A',
        matchLoss: 1,
        gameWin: 1,
        gameLoss: 0,
        points: 14,
        pointsAgainst: 13,
        walkoversConceded: 0,
      },
    ])
  })

  it('a retirement between games keeps both completed games', () => {
    const retirementTeams = teamsNamed('A', 'B')
    const rows = computeGroupStandings({
      teams: retirementTeams,
      matches: [matchBetween(retirementTeams, 'A', 'B', '11-5 5-11', 'retired_away')],
    })
    expect(rows).toMatchObject([
      { name: 'A', matchWin: 1, gameWin: 1, gameLoss: 1, points: 16 },
      { name: 'B', matchLoss: 1, gameWin: 1, gameLoss: 1, points: 16 },
    ])
  })
})

describe('computeGroupStandings — input errors', () => {
  const teams = teamsNamed('A', 'B')

  it('rejects a match with a team outside the group', () => {
    const stranger = { id: 1, homeTeamId: 1, awayTeamId: 42, results: [{ home: 11, away: 0 }] }
    expect(() => computeGroupStandings({ teams, matches: [stranger] })).toThrow(
      expect.objectContaining({ code: 'unknown_team' }),
    )
  })

  it('rejects duplicate team ids and a team playing itself', () => {
    expect(() => computeGroupStandings({ teams: [...teams, teams[0]!], matches: [] })).toThrow(DomainError)
    const selfMatch = { id: 1, homeTeamId: 1, awayTeamId: 1, results: [] }
    expect(() => computeGroupStandings({ teams, matches: [selfMatch] })).toThrow(
      expect.objectContaining({ code: 'invalid_match' }),
    )
  })

  it('rejects an unknown preset (e.g. a bad value from the database)', () => {
    const preset = 'fifa' as RankingPresetKey
    expect(() => computeGroupStandings({ teams, matches: [], preset })).toThrow(
      expect.objectContaining({ code: 'unknown_ranking_preset' }),
    )
  })
})

describe('RANKING_PRESETS and STANDINGS_RULES_DOC', () => {
  it('lists the usap rules in the documented order', () => {
    expect(RANKING_PRESETS.usap.rules).toEqual([
      'matches_won',
      'head_to_head',
      'point_diff',
      'head_to_head_point_diff',
      'point_diff_vs_next_higher',
      'walkovers_conceded',
      'team_name',
      'team_id',
    ])
  })

  it('documents every preset with keys only', () => {
    expect(STANDINGS_RULES_DOC.map((doc) => doc.preset)).toEqual([
      'usap',
      'games_points',
      'pbb_mini_table',
      'pbb_overall',
    ])
    const pbbOverall = STANDINGS_RULES_DOC.find((doc) => doc.preset === 'pbb_overall')
    expect(pbbOverall?.multiTieRules.slice(0, 3)).toEqual(['matches_won', 'point_diff', 'head_to_head'])
    expect(pbbOverall?.rules.slice(0, 3)).toEqual(['matches_won', 'head_to_head', 'point_diff'])
    for (const doc of STANDINGS_RULES_DOC) {
      for (const key of [...doc.rules, ...doc.notes]) expect(key).toMatch(/^[a-z_]+$/)
    }
  })
})

/**
 * 5 teams, full round robin, every match 2-0 (home listed first wins):
 *   B–A 11-9 11-9 (B +4)   B–C 11-9 11-9 (B +4)   A–C 11-9 11-9 (A +4)
 *   D–B 11-0 11-0 (D +22)  E–B 11-0 11-0 (E +22)  A–D 11-5 11-5 (A +12)
 *   E–A 11-9 11-9 (E +4)   C–D 11-0 11-0 (C +22)  C–E 11-0 11-0 (C +22)
 *   E–D 11-9 11-9 (E +4)
 * Wins E 3; A, B, C 2; D 1. Diffs A +8, B −36, C +36, D −16, E +8.
 * Points won A 18+22+22+18 = 80, B 22+22 = 44, C 18+18+22+22 = 80, D 22+10+18 = 50,
 * E 22+22+22 = 66.
 */
function fiveTeamThreeWayTie(teams: readonly StandingsTeam[]): StandingsMatch[] {
  return [
    matchBetween(teams, 'B', 'A', '11-9 11-9'),
    matchBetween(teams, 'B', 'C', '11-9 11-9'),
    matchBetween(teams, 'A', 'C', '11-9 11-9'),
    matchBetween(teams, 'D', 'B', '11-0 11-0'),
    matchBetween(teams, 'E', 'B', '11-0 11-0'),
    matchBetween(teams, 'A', 'D', '11-5 11-5'),
    matchBetween(teams, 'E', 'A', '11-9 11-9'),
    matchBetween(teams, 'C', 'D', '11-0 11-0'),
    matchBetween(teams, 'C', 'E', '11-0 11-0'),
    matchBetween(teams, 'E', 'D', '11-9 11-9'),
  ]
}

/**
 * 6 teams, full round robin, every match 2-0 (home listed first wins):
 *   among A–D: A>B +4, A>C +4, B>C +22, B>D +22, C>D +4, D>A +22
 *   outside:   A>E +4, F>A +4, E>B +4, B>F +22, C>E +4, C>F +4, D>E +22, D>F +22, E>F +4
 * Wins A, B, C, D 3; E 2; F 1. Mini-table among A–D: A 2, B 2, C 1, D 1.
 * Diffs A −14, B +58, C −14, D +40, E −22, F −48.
 */
function sixTeamFourWayTie(teams: readonly StandingsTeam[]): StandingsMatch[] {
  return [
    matchBetween(teams, 'A', 'B', '11-9 11-9'),
    matchBetween(teams, 'A', 'C', '11-9 11-9'),
    matchBetween(teams, 'B', 'C', '11-0 11-0'),
    matchBetween(teams, 'B', 'D', '11-0 11-0'),
    matchBetween(teams, 'C', 'D', '11-9 11-9'),
    matchBetween(teams, 'D', 'A', '11-0 11-0'),
    matchBetween(teams, 'A', 'E', '11-9 11-9'),
    matchBetween(teams, 'F', 'A', '11-9 11-9'),
    matchBetween(teams, 'E', 'B', '11-9 11-9'),
    matchBetween(teams, 'B', 'F', '11-0 11-0'),
    matchBetween(teams, 'C', 'E', '11-9 11-9'),
    matchBetween(teams, 'C', 'F', '11-9 11-9'),
    matchBetween(teams, 'D', 'E', '11-0 11-0'),
    matchBetween(teams, 'D', 'F', '11-0 11-0'),
    matchBetween(teams, 'E', 'F', '11-9 11-9'),
  ]
}
