// Every tie-break step of every ranking preset, each with a hand-built 2-way, 3-way and 4-way
// tie. Each scenario states, per preset, the order and the rule that separated each team from
// the next one down (StandingRow.tiebreak), worked out by hand in the comments; the coverage
// test at the end checks that the annotated (preset, rule, tie size) triples are complete.
// standings.test.ts holds the narrative tests (independent check, draws, walkovers, errors).
import { describe, expect, it } from 'vitest'
import { MATCH_FORMAT_PRESETS, type MatchFormat } from './match-format.ts'
import type { MatchDecision } from './match.ts'
import {
  computeGroupStandings,
  RANKING_PRESETS,
  type RankingPresetKey,
  type RankingRuleKey,
  type StandingsMatch,
  type StandingsTeam,
} from './standings.ts'

type Expected = { order: string[]; tiebreaks: Record<string, RankingRuleKey | ''> }
type Covers = { preset: RankingPresetKey; rule: RankingRuleKey; size: 2 | 3 | 4 }

type Scenario = {
  title: string
  teams: string[]
  /** 'A B 11-9 11-9' = A (home) against B; no scores = scheduled, not played; 'wo:home' = walkover. */
  matches: string[]
  format?: MatchFormat
  expected: Partial<Record<RankingPresetKey, Expected>>
  covers: Covers[]
}

const ALL: RankingPresetKey[] = ['usap', 'games_points', 'pbb_mini_table', 'pbb_overall']
const PBB: RankingPresetKey[] = ['pbb_mini_table', 'pbb_overall']

function same(presets: RankingPresetKey[], expected: Expected): Partial<Record<RankingPresetKey, Expected>> {
  return Object.fromEntries(presets.map((preset) => [preset, expected]))
}

function covering(presets: RankingPresetKey[], rule: RankingRuleKey, size: 2 | 3 | 4): Covers[] {
  return presets.map((preset) => ({ preset, rule, size }))
}

function build(scenario: Scenario): { teams: StandingsTeam[]; matches: StandingsMatch[] } {
  const teams = scenario.teams.map((name, index) => ({ id: index + 1, name }))
  const idOf = (name: string) => {
    const team = teams.find((candidate) => candidate.name === name)
    if (!team) throw new Error(`No team ${name} in ${scenario.title}`)
    return team.id
  }
  const matches = scenario.matches.map((line, index): StandingsMatch => {
    const [home = '', away = '', ...rest] = line.split(' ')
    const decision = rest[0]?.startsWith('wo:') ? (`walkover_${rest[0].slice(3)}` as MatchDecision) : null
    const games = decision ? [] : rest
    return {
      id: index + 1,
      homeTeamId: idOf(home),
      awayTeamId: idOf(away),
      results: games.map((game) => {
        const [h, a] = game.split('-').map(Number)
        return { home: h ?? NaN, away: a ?? NaN }
      }),
      decision,
    }
  })
  return { teams, matches }
}

const SCENARIOS: Scenario[] = [
  // ---------------------------------------------------------------- 2-way ties
  {
    title: '2-way: head-to-head (and games and points are level for games_points)',
    // Wins: A 2 (B, Z), B 2 (Y, Z), Z 1 (Y), Y 1 (A).
    // A: games 2+0+2 = 4, points 22+18+22 = 62. B: games 0+2+2 = 4, points 18+22+22 = 62.
    // Z: games 0+0+2 = 2, points 18+0+22 = 40. Y: games 2+0+0 = 2, points 22+0+18 = 40.
    // Every preset: A beat B, Z beat Y.
    teams: ['A', 'B', 'Y', 'Z'],
    matches: [
      'A B 11-9 11-9',
      'Y A 11-9 11-9',
      'A Z 11-9 11-9',
      'B Y 11-0 11-0',
      'B Z 11-0 11-0',
      'Z Y 11-9 11-9',
    ],
    expected: same(ALL, {
      order: ['A', 'B', 'Z', 'Y'],
      tiebreaks: { A: 'head_to_head', B: 'matches_won', Z: 'head_to_head', Y: '' },
    }),
    covers: covering(ALL, 'head_to_head', 2),
  },
  {
    title: '2-way: point differential (usap, pbb) / points won (games_points)',
    // A–B not played. A −12, B −6; A 10 points, B 16 points; both 0 games.
    teams: ['A', 'B', 'Z'],
    matches: ['A B', 'Z A 11-5 11-5', 'Z B 11-8 11-8'],
    expected: {
      ...same(['usap', ...PBB], {
        order: ['Z', 'B', 'A'],
        tiebreaks: { Z: 'matches_won', B: 'point_diff', A: '' },
      }),
      games_points: { order: ['Z', 'B', 'A'], tiebreaks: { Z: 'matches_won', B: 'points_won', A: '' } },
    },
    covers: [...covering(['usap', ...PBB], 'point_diff', 2), ...covering(['games_points'], 'points_won', 2)],
  },
  {
    title: '2-way: head-to-head point differential after a drawn direct match',
    // Two fixed games: A–B 1-1 (A 20-16, +4). Z beats A 22-10 (−12) and B 22-18 (−4).
    // A and B: half a win each, h2h level (draw), overall −8 each, h2h differential A +4.
    // games_points: games 1 each, points A 11+9+5+5 = 30, B 5+11+9+9 = 34 → B first.
    teams: ['A', 'B', 'Z'],
    matches: ['A B 11-5 9-11', 'Z A 11-5 11-5', 'Z B 11-9 11-9'],
    format: MATCH_FORMAT_PRESETS.two_games_11,
    expected: {
      ...same(['usap', ...PBB], {
        order: ['Z', 'A', 'B'],
        tiebreaks: { Z: 'matches_won', A: 'head_to_head_point_diff', B: '' },
      }),
      games_points: { order: ['Z', 'B', 'A'], tiebreaks: { Z: 'matches_won', B: 'points_won', A: '' } },
    },
    covers: covering(['usap', ...PBB], 'head_to_head_point_diff', 2),
  },
  {
    title:
      '2-way: point differential against the next-higher team (usap) / name (pbb) / points (games_points)',
    // Alpha–Bravo not played. T beats Bravo 22-18 (−4) and Alpha 22-10 (−12); Bravo beats D
    // 22-12 (+10), Alpha beats D 22-4 (+18): both +6 overall, h2h differential 0.
    // usap: against T Bravo −4 > Alpha −12. pbb has no such rule: walkovers level, then the name.
    // games_points: 2 games each; points Bravo 18+22 = 40, Alpha 10+22 = 32.
    teams: ['Alpha', 'Bravo', 'D', 'T'],
    matches: [
      'Alpha Bravo',
      'T Bravo 11-9 11-9',
      'T Alpha 11-5 11-5',
      'T D 11-0 11-0',
      'Bravo D 11-6 11-6',
      'Alpha D 11-2 11-2',
    ],
    expected: {
      usap: {
        order: ['T', 'Bravo', 'Alpha', 'D'],
        tiebreaks: { T: 'matches_won', Bravo: 'point_diff_vs_next_higher', Alpha: 'matches_won', D: '' },
      },
      ...same(PBB, {
        order: ['T', 'Alpha', 'Bravo', 'D'],
        tiebreaks: { T: 'matches_won', Alpha: 'team_name', Bravo: 'matches_won', D: '' },
      }),
      games_points: {
        order: ['T', 'Bravo', 'Alpha', 'D'],
        tiebreaks: { T: 'matches_won', Bravo: 'points_won', Alpha: 'matches_won', D: '' },
      },
    },
    covers: [
      { preset: 'usap', rule: 'point_diff_vs_next_higher', size: 2 },
      ...covering(PBB, 'team_name', 2),
    ],
  },
  {
    title: '2-way: games won (games_points), next-higher (usap), name (pbb)',
    // A–B not played. A beats Y 11-9 11-9, loses to Z 9-11 9-11: 1 win, 2 games, diff 0.
    // B beats Y 2-1 (31-29), loses to Z 1-2 (29-31): 1 win, 3 games, diff 0.
    // usap: against Z A −4, B −2 → B. pbb: name → A. games_points: games → B.
    teams: ['A', 'B', 'Y', 'Z'],
    matches: [
      'A B',
      'A Y 11-9 11-9',
      'Z A 11-9 11-9',
      'B Y 11-9 9-11 11-9',
      'Z B 11-9 9-11 11-9',
      'Z Y 11-0 11-0',
    ],
    expected: {
      usap: {
        order: ['Z', 'B', 'A', 'Y'],
        tiebreaks: { Z: 'matches_won', B: 'point_diff_vs_next_higher', A: 'matches_won', Y: '' },
      },
      ...same(PBB, {
        order: ['Z', 'A', 'B', 'Y'],
        tiebreaks: { Z: 'matches_won', A: 'team_name', B: 'matches_won', Y: '' },
      }),
      games_points: {
        order: ['Z', 'B', 'A', 'Y'],
        tiebreaks: { Z: 'matches_won', B: 'games_won', A: 'matches_won', Y: '' },
      },
    },
    covers: [{ preset: 'games_points', rule: 'games_won', size: 2 }],
  },
  {
    title: '2-way: fewer walkovers conceded',
    // Alpha conceded a walkover to Zulu, Bravo lost 0-11 0-11 on court; Alpha–Bravo not played.
    // usap/pbb credit the walkover 0-22 like the court result; games_points credits nothing
    // for either loss. Everything is level until the walkover count.
    teams: ['Alpha', 'Bravo', 'Zulu'],
    matches: ['Zulu Alpha wo:home', 'Zulu Bravo 11-0 11-0', 'Alpha Bravo'],
    expected: same(ALL, {
      order: ['Zulu', 'Bravo', 'Alpha'],
      tiebreaks: { Zulu: 'matches_won', Bravo: 'walkovers_conceded', Alpha: '' },
    }),
    covers: covering(ALL, 'walkovers_conceded', 2),
  },
  {
    title: '2-way: name, then id (nothing played)',
    teams: ['Beta', 'Alpha'],
    matches: [],
    expected: same(ALL, { order: ['Alpha', 'Beta'], tiebreaks: { Alpha: 'team_name', Beta: '' } }),
    covers: [...covering(ALL, 'team_name', 2)],
  },

  // ---------------------------------------------------------------- 3-way ties
  {
    title: '3-way: mini-table (usap, pbb_mini_table) vs overall differential (pbb_overall) vs points',
    // Wins: E 3 (A, B, D); A 2 (B, C); B 2 (C, D); C 2 (D, E); D 1 (A).
    // Mini-table A 2, B 1, C 0. Overall diffs A 4+4−22−22 = −36, B −4+4+4−12 = −8,
    // C −4−4+22+22 = +36. Games: 4 each. Points A 22+22 = 44, B 18+22+22+10 = 72,
    // C 18+18+22+22 = 80.
    teams: ['A', 'B', 'C', 'D', 'E'],
    matches: [
      'A B 11-9 11-9',
      'A C 11-9 11-9',
      'B C 11-9 11-9',
      'D A 11-0 11-0',
      'E A 11-0 11-0',
      'B D 11-9 11-9',
      'E B 11-5 11-5',
      'C D 11-0 11-0',
      'C E 11-0 11-0',
      'E D 11-9 11-9',
    ],
    expected: {
      ...same(['usap', 'pbb_mini_table'], {
        order: ['E', 'A', 'B', 'C', 'D'],
        tiebreaks: { E: 'matches_won', A: 'head_to_head', B: 'head_to_head', C: 'matches_won', D: '' },
      }),
      pbb_overall: {
        order: ['E', 'C', 'B', 'A', 'D'],
        tiebreaks: { E: 'matches_won', C: 'point_diff', B: 'point_diff', A: 'matches_won', D: '' },
      },
      games_points: {
        order: ['E', 'C', 'B', 'A', 'D'],
        tiebreaks: { E: 'matches_won', C: 'points_won', B: 'points_won', A: 'matches_won', D: '' },
      },
    },
    covers: [
      ...covering(['usap', 'pbb_mini_table'], 'head_to_head', 3),
      { preset: 'pbb_overall', rule: 'point_diff', size: 3 },
      { preset: 'games_points', rule: 'points_won', size: 3 },
    ],
  },
  {
    title: '3-way: the same draw with every match 11-9 11-9 — only head-to-head separates',
    // Diffs, games and points are level for A, B and C (2 wins 44, 2 losses 36 = 80 points).
    teams: ['A', 'B', 'C', 'D', 'E'],
    matches: [
      'A B 11-9 11-9',
      'A C 11-9 11-9',
      'B C 11-9 11-9',
      'D A 11-9 11-9',
      'E A 11-9 11-9',
      'B D 11-9 11-9',
      'E B 11-9 11-9',
      'C D 11-9 11-9',
      'C E 11-9 11-9',
      'E D 11-9 11-9',
    ],
    expected: same(ALL, {
      order: ['E', 'A', 'B', 'C', 'D'],
      tiebreaks: { E: 'matches_won', A: 'head_to_head', B: 'head_to_head', C: 'matches_won', D: '' },
    }),
    covers: covering(['games_points', 'pbb_overall'], 'head_to_head', 3),
  },
  {
    title: '3-way circle: point differential (usap, both pbb) / name (games_points)',
    // A>B>C>A all 11-9 11-9 (h2h and h2h differential level). Against D: A +10, B +16, C +22.
    // games_points: 4 games and 62 points each, circle → walkovers → name.
    teams: ['A', 'B', 'C', 'D'],
    matches: [
      'A B 11-9 11-9',
      'B C 11-9 11-9',
      'C A 11-9 11-9',
      'A D 11-6 11-6',
      'B D 11-3 11-3',
      'C D 11-0 11-0',
    ],
    expected: {
      ...same(['usap', ...PBB], {
        order: ['C', 'B', 'A', 'D'],
        tiebreaks: { C: 'point_diff', B: 'point_diff', A: 'matches_won', D: '' },
      }),
      games_points: {
        order: ['A', 'B', 'C', 'D'],
        tiebreaks: { A: 'team_name', B: 'team_name', C: 'matches_won', D: '' },
      },
    },
    covers: [
      ...covering(['usap', 'pbb_mini_table'], 'point_diff', 3),
      { preset: 'games_points', rule: 'team_name', size: 3 },
    ],
  },
  {
    title: '3-way circle with equal differentials: head-to-head point differential',
    // A>B 22-11, B>C 22-18, C>A 22-17; all beat D (A 22-16, B 22-3, C 22-11).
    // H2h diffs A +11−5 = +6, B −11+4 = −7, C +5−4 = +1; overall +12 each.
    // games_points: 4 games each; points A 22+17+22 = 61, B 11+22+22 = 55, C 18+22+22 = 62.
    teams: ['A', 'B', 'C', 'D'],
    matches: [
      'A B 11-6 11-5',
      'B C 11-9 11-9',
      'C A 11-9 11-8',
      'A D 11-8 11-8',
      'B D 11-1 11-2',
      'C D 11-5 11-6',
    ],
    expected: {
      ...same(['usap', ...PBB], {
        order: ['A', 'C', 'B', 'D'],
        tiebreaks: { A: 'head_to_head_point_diff', C: 'head_to_head_point_diff', B: 'matches_won', D: '' },
      }),
      games_points: {
        order: ['C', 'A', 'B', 'D'],
        tiebreaks: { C: 'points_won', A: 'points_won', B: 'matches_won', D: '' },
      },
    },
    covers: covering(['usap', ...PBB], 'head_to_head_point_diff', 3),
  },
  {
    title: '3-way circle where the head-to-head and the overall differentials disagree',
    // A>B 22-4, B>C 2-1 (22-29), C>A 22-18; A beats D 2-1 (22-29), B beats D 22-0, C beats D 22-18.
    // H2h diffs A +18−4 = +14, B −18−7 = −25, C +7+4 = +11 → A, C, B (pbb_mini_table).
    // Overall A +14−7 = +7, B −25+22 = −3, C +11+4 = +15 → C, A, B (usap, pbb_overall).
    // games_points: games A 2+0+2 = 4, B 0+2+2 = 4, C 1+2+2 = 5 → C; points A 22+18+22 = 62,
    // B 4+22+22 = 48 → A, B.
    teams: ['A', 'B', 'C', 'D'],
    matches: [
      'A B 11-2 11-2',
      'B C 11-9 0-11 11-9',
      'C A 11-9 11-9',
      'A D 0-11 11-9 11-9',
      'B D 11-0 11-0',
      'C D 11-9 11-9',
    ],
    expected: {
      ...same(['usap', 'pbb_overall'], {
        order: ['C', 'A', 'B', 'D'],
        tiebreaks: { C: 'point_diff', A: 'point_diff', B: 'matches_won', D: '' },
      }),
      pbb_mini_table: {
        order: ['A', 'C', 'B', 'D'],
        tiebreaks: { A: 'head_to_head_point_diff', C: 'head_to_head_point_diff', B: 'matches_won', D: '' },
      },
      games_points: {
        order: ['C', 'A', 'B', 'D'],
        tiebreaks: { C: 'games_won', A: 'points_won', B: 'matches_won', D: '' },
      },
    },
    covers: [{ preset: 'pbb_mini_table', rule: 'head_to_head_point_diff', size: 3 }],
  },
  {
    title:
      '3-way tie for 2nd: point differential against the 1st (usap) / points (games_points) / name (pbb)',
    // A>B>C>A all 11-9 11-9. T beats A 22-18, B 22-10, C 22-14; A, B, C beat D by 10, 18, 14.
    // Overall +6 each. Against T: A −4, C −8, B −12.
    // games_points: 4 games each; points A 22+18+18+22 = 80, B 18+22+10+22 = 72, C 18+22+14+22 = 76.
    teams: ['A', 'B', 'C', 'D', 'T'],
    matches: [
      'A B 11-9 11-9',
      'B C 11-9 11-9',
      'C A 11-9 11-9',
      'T A 11-9 11-9',
      'T B 11-5 11-5',
      'T C 11-7 11-7',
      'T D 11-0 11-0',
      'A D 11-6 11-6',
      'B D 11-2 11-2',
      'C D 11-4 11-4',
    ],
    expected: {
      usap: {
        order: ['T', 'A', 'C', 'B', 'D'],
        tiebreaks: {
          T: 'matches_won',
          A: 'point_diff_vs_next_higher',
          C: 'point_diff_vs_next_higher',
          B: 'matches_won',
          D: '',
        },
      },
      games_points: {
        order: ['T', 'A', 'C', 'B', 'D'],
        tiebreaks: { T: 'matches_won', A: 'points_won', C: 'points_won', B: 'matches_won', D: '' },
      },
      ...same(PBB, {
        order: ['T', 'A', 'B', 'C', 'D'],
        tiebreaks: { T: 'matches_won', A: 'team_name', B: 'team_name', C: 'matches_won', D: '' },
      }),
    },
    covers: [
      { preset: 'usap', rule: 'point_diff_vs_next_higher', size: 3 },
      ...covering(PBB, 'team_name', 3),
    ],
  },
  {
    title: '3-way circle in best of 5: games won (games_points)',
    // A>B 3-0 (33-27), B>C 3-1 (42-38), C>A 3-2 (51-49); all beat D 3-0 (33-0).
    // Games A 3+2+3 = 8, B 0+3+3 = 6, C 1+3+3 = 7 → A, C, B.
    // usap: overall A +6−2+33 = +37, B −6+4+33 = +31, C −4+2+33 = +31 → A; B beat C.
    // pbb_mini_table: h2h diffs A +4, B −2, C −2 → A; then B beat C.
    teams: ['A', 'B', 'C', 'D'],
    matches: [
      'A B 11-9 11-9 11-9',
      'B C 11-9 9-11 11-9 11-9',
      'C A 9-11 11-9 9-11 11-9 11-9',
      'A D 11-0 11-0 11-0',
      'B D 11-0 11-0 11-0',
      'C D 11-0 11-0 11-0',
    ],
    format: MATCH_FORMAT_PRESETS.bo5_11,
    expected: {
      games_points: {
        order: ['A', 'C', 'B', 'D'],
        tiebreaks: { A: 'games_won', C: 'games_won', B: 'matches_won', D: '' },
      },
      ...same(['usap', 'pbb_overall'], {
        order: ['A', 'B', 'C', 'D'],
        tiebreaks: { A: 'point_diff', B: 'head_to_head', C: 'matches_won', D: '' },
      }),
      pbb_mini_table: {
        order: ['A', 'B', 'C', 'D'],
        tiebreaks: { A: 'head_to_head_point_diff', B: 'head_to_head', C: 'matches_won', D: '' },
      },
    },
    covers: [
      { preset: 'games_points', rule: 'games_won', size: 3 },
      { preset: 'pbb_overall', rule: 'point_diff', size: 3 },
    ],
  },
  {
    title: '3-way circle where only a walkover differs',
    // A>B>C>A 11-9 11-9. Z beats A by walkover (credited 22-0 by usap/pbb, nothing by
    // games_points) and B, C 11-0 11-0. All level until walkovers: A last; then B beat C.
    teams: ['A', 'B', 'C', 'Z'],
    matches: [
      'A B 11-9 11-9',
      'B C 11-9 11-9',
      'C A 11-9 11-9',
      'Z A wo:home',
      'Z B 11-0 11-0',
      'Z C 11-0 11-0',
    ],
    expected: same(ALL, {
      order: ['Z', 'B', 'C', 'A'],
      tiebreaks: { Z: 'matches_won', B: 'head_to_head', C: 'walkovers_conceded', A: '' },
    }),
    covers: covering(ALL, 'walkovers_conceded', 3),
  },

  {
    title: '3-way perfectly level circle, tie for 1st: nobody is above, the name decides',
    // localeCompare('en') ignores case, so 'alpha' sorts before 'Bravo'.
    teams: ['Charlie', 'alpha', 'Bravo'],
    matches: ['Charlie alpha 11-9 11-9', 'alpha Bravo 11-9 11-9', 'Bravo Charlie 11-9 11-9'],
    expected: same(ALL, {
      order: ['alpha', 'Bravo', 'Charlie'],
      tiebreaks: { alpha: 'team_name', Bravo: 'team_name', Charlie: '' },
    }),
    covers: covering(['usap', 'games_points'], 'team_name', 3),
  },

  // ---------------------------------------------------------------- 4-way ties
  {
    title: '4-way: transitive mini-table vs point differential vs points',
    // Mini-table (all 11-9 11-9): A 3, B 2, C 1, D 0; mini diffs +12, +4, −4, −12.
    // Outside (all 11-0 11-0): A loses to E, F, G; B beats E; C beats E, F; D beats E, F, G.
    // G>E, G>F, E>F 11-9 11-9. Wins: G 5; A, B, C, D 3; E 2; F 2 (E beat F).
    // Overall diffs A −54, B −18, C +18, D +54. Games 6 each. Points A 66, B 84, C 102, D 120.
    teams: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    matches: [
      'A B 11-9 11-9',
      'A C 11-9 11-9',
      'A D 11-9 11-9',
      'B C 11-9 11-9',
      'B D 11-9 11-9',
      'C D 11-9 11-9',
      'E A 11-0 11-0',
      'F A 11-0 11-0',
      'G A 11-0 11-0',
      'B E 11-0 11-0',
      'F B 11-0 11-0',
      'G B 11-0 11-0',
      'C E 11-0 11-0',
      'C F 11-0 11-0',
      'G C 11-0 11-0',
      'D E 11-0 11-0',
      'D F 11-0 11-0',
      'D G 11-0 11-0',
      'G E 11-9 11-9',
      'G F 11-9 11-9',
      'E F 11-9 11-9',
    ],
    expected: {
      ...same(['usap', 'pbb_mini_table'], {
        order: ['G', 'A', 'B', 'C', 'D', 'E', 'F'],
        tiebreaks: {
          G: 'matches_won',
          A: 'head_to_head',
          B: 'head_to_head',
          C: 'head_to_head',
          D: 'matches_won',
          E: 'head_to_head',
          F: '',
        },
      }),
      pbb_overall: {
        order: ['G', 'D', 'C', 'B', 'A', 'E', 'F'],
        tiebreaks: {
          G: 'matches_won',
          D: 'point_diff',
          C: 'point_diff',
          B: 'point_diff',
          A: 'matches_won',
          E: 'head_to_head',
          F: '',
        },
      },
      games_points: {
        // E and F (2 wins): games E 2 (A) + 2 (F) = 4, F 2 (A) + 2 (B) = 4; points
        // E 22 (A) + 18 (G) + 22 (F) = 62, F 22 (A) + 22 (B) + 18 (G) + 18 (E) = 80 → F.
        order: ['G', 'D', 'C', 'B', 'A', 'F', 'E'],
        tiebreaks: {
          G: 'matches_won',
          D: 'points_won',
          C: 'points_won',
          B: 'points_won',
          A: 'matches_won',
          F: 'points_won',
          E: '',
        },
      },
    },
    covers: [
      ...covering(['usap', 'pbb_mini_table'], 'head_to_head', 4),
      { preset: 'pbb_overall', rule: 'point_diff', size: 4 },
      { preset: 'games_points', rule: 'points_won', size: 4 },
    ],
  },
  {
    title: '4-way: the same draw with the tied teams’ matches all 11-9 11-9 — head-to-head only',
    // A, B, C, D: every match 11-9 11-9, so with 3 wins and 3 losses each they have 6 games,
    // 3×22 + 3×18 = 120 points and diff 0. E/F/G matches as before but 11-9 11-9 too:
    // E 2 wins (A, F), F 2 wins (A, B): E beat F.
    teams: ['A', 'B', 'C', 'D', 'E', 'F', 'G'],
    matches: [
      'A B 11-9 11-9',
      'A C 11-9 11-9',
      'A D 11-9 11-9',
      'B C 11-9 11-9',
      'B D 11-9 11-9',
      'C D 11-9 11-9',
      'E A 11-9 11-9',
      'F A 11-9 11-9',
      'G A 11-9 11-9',
      'B E 11-9 11-9',
      'F B 11-9 11-9',
      'G B 11-9 11-9',
      'C E 11-9 11-9',
      'C F 11-9 11-9',
      'G C 11-9 11-9',
      'D E 11-9 11-9',
      'D F 11-9 11-9',
      'D G 11-9 11-9',
      'G E 11-9 11-9',
      'G F 11-9 11-9',
      'E F 11-9 11-9',
    ],
    expected: same(ALL, {
      order: ['G', 'A', 'B', 'C', 'D', 'E', 'F'],
      tiebreaks: {
        G: 'matches_won',
        A: 'head_to_head',
        B: 'head_to_head',
        C: 'head_to_head',
        D: 'matches_won',
        E: 'head_to_head',
        F: '',
      },
    }),
    covers: covering(['games_points', 'pbb_overall'], 'head_to_head', 4),
  },
  {
    title: '4-way circle (diagonals unplayed): point differential / name',
    // A>B, B>C, C>D, D>A all 11-9 11-9; A–C and B–D scheduled. All beat E: A 22-12 (+10),
    // B 22-8 (+14), C 22-4 (+18), D 22-0 (+22). 2 wins each; h2h 1 win and diff 0 each.
    // games_points: 4 games, 22+18+22 = 62 points each → name.
    teams: ['A', 'B', 'C', 'D', 'E'],
    matches: [
      'A B 11-9 11-9',
      'B C 11-9 11-9',
      'C D 11-9 11-9',
      'D A 11-9 11-9',
      'A C',
      'B D',
      'A E 11-6 11-6',
      'B E 11-4 11-4',
      'C E 11-2 11-2',
      'D E 11-0 11-0',
    ],
    expected: {
      ...same(['usap', ...PBB], {
        order: ['D', 'C', 'B', 'A', 'E'],
        tiebreaks: { D: 'point_diff', C: 'point_diff', B: 'point_diff', A: 'matches_won', E: '' },
      }),
      games_points: {
        order: ['A', 'B', 'C', 'D', 'E'],
        tiebreaks: { A: 'team_name', B: 'team_name', C: 'team_name', D: 'matches_won', E: '' },
      },
    },
    covers: [
      ...covering(['usap', 'pbb_mini_table'], 'point_diff', 4),
      { preset: 'games_points', rule: 'team_name', size: 4 },
    ],
  },
  {
    title: '4-way circle (diagonals unplayed): head-to-head point differential',
    // A>B 22-10 (+12), B>C 22-12 (+10), C>D 22-18 (+4), D>A 22-16 (+6).
    // H2h diffs A 12−6 = +6, B 10−12 = −2, C 4−10 = −6, D 6−4 = +2 → A, D, B, C.
    // Against E: A +4, B +12, C +16, D +8 → overall +10 each.
    // games_points: 4 games each; points A 22+16+22 = 60, B 10+22+22 = 54, C 12+22+22 = 56,
    // D 18+22+22 = 62 → D, A, C, B.
    teams: ['A', 'B', 'C', 'D', 'E'],
    matches: [
      'A B 11-5 11-5',
      'B C 11-6 11-6',
      'C D 11-9 11-9',
      'D A 11-8 11-8',
      'A C',
      'B D',
      'A E 11-9 11-9',
      'B E 11-5 11-5',
      'C E 11-3 11-3',
      'D E 11-7 11-7',
    ],
    expected: {
      ...same(['usap', ...PBB], {
        order: ['A', 'D', 'B', 'C', 'E'],
        tiebreaks: {
          A: 'head_to_head_point_diff',
          D: 'head_to_head_point_diff',
          B: 'head_to_head_point_diff',
          C: 'matches_won',
          E: '',
        },
      }),
      games_points: {
        order: ['D', 'A', 'C', 'B', 'E'],
        tiebreaks: { D: 'points_won', A: 'points_won', C: 'points_won', B: 'matches_won', E: '' },
      },
    },
    covers: covering(['usap', ...PBB], 'head_to_head_point_diff', 4),
  },
  {
    title: '4-way tie for 2nd (diagonals unplayed): against the 1st (usap) / points / name (pbb)',
    // Delta>Charlie>Bravo>Alpha>Delta 11-9 11-9; Delta–Bravo, Charlie–Alpha scheduled.
    // T beats Delta by 4, Charlie 8, Bravo 12, Alpha 16, and E 22-0; the four beat E by the
    // same margins, so each is 0 overall with a level head-to-head.
    // games_points: 4 games each; points 40 + (22 − margin vs T) + 22 → Delta 80, Charlie 76,
    // Bravo 72, Alpha 68.
    teams: ['Alpha', 'Bravo', 'Charlie', 'Delta', 'E', 'T'],
    matches: [
      'Delta Charlie 11-9 11-9',
      'Charlie Bravo 11-9 11-9',
      'Bravo Alpha 11-9 11-9',
      'Alpha Delta 11-9 11-9',
      'Delta Bravo',
      'Charlie Alpha',
      'T Delta 11-9 11-9',
      'T Charlie 11-7 11-7',
      'T Bravo 11-5 11-5',
      'T Alpha 11-3 11-3',
      'T E 11-0 11-0',
      'Delta E 11-9 11-9',
      'Charlie E 11-7 11-7',
      'Bravo E 11-5 11-5',
      'Alpha E 11-3 11-3',
    ],
    expected: {
      usap: {
        order: ['T', 'Delta', 'Charlie', 'Bravo', 'Alpha', 'E'],
        tiebreaks: {
          T: 'matches_won',
          Delta: 'point_diff_vs_next_higher',
          Charlie: 'point_diff_vs_next_higher',
          Bravo: 'point_diff_vs_next_higher',
          Alpha: 'matches_won',
          E: '',
        },
      },
      games_points: {
        order: ['T', 'Delta', 'Charlie', 'Bravo', 'Alpha', 'E'],
        tiebreaks: {
          T: 'matches_won',
          Delta: 'points_won',
          Charlie: 'points_won',
          Bravo: 'points_won',
          Alpha: 'matches_won',
          E: '',
        },
      },
      ...same(PBB, {
        order: ['T', 'Alpha', 'Bravo', 'Charlie', 'Delta', 'E'],
        tiebreaks: {
          T: 'matches_won',
          Alpha: 'team_name',
          Bravo: 'team_name',
          Charlie: 'team_name',
          Delta: 'matches_won',
          E: '',
        },
      }),
    },
    covers: [
      { preset: 'usap', rule: 'point_diff_vs_next_higher', size: 4 },
      ...covering(PBB, 'team_name', 4),
    ],
  },
  {
    title: '4-way perfectly level circle (diagonals unplayed), tie for 1st: the name decides',
    teams: ['Delta', 'Charlie', 'Bravo', 'Alpha'],
    matches: [
      'Delta Charlie 11-9 11-9',
      'Charlie Bravo 11-9 11-9',
      'Bravo Alpha 11-9 11-9',
      'Alpha Delta 11-9 11-9',
      'Delta Bravo',
      'Charlie Alpha',
    ],
    expected: same(ALL, {
      order: ['Alpha', 'Bravo', 'Charlie', 'Delta'],
      tiebreaks: { Alpha: 'team_name', Bravo: 'team_name', Charlie: 'team_name', Delta: '' },
    }),
    covers: covering(['usap'], 'team_name', 4),
  },
  {
    title: '4-way circle in best of 5: games won split 8/7/6/6, then points (games_points)',
    // A>B 3-1 (42-38), B>C 3-0 (33-27), C>D 3-0 (33-27), D>A 3-2 (51-49); all beat E 33-0;
    // A–C, B–D scheduled. Games A 3+2+3 = 8, B 1+3+3 = 7, C 0+3+3 = 6, D 0+3+3 = 6.
    // C and D: points C 27+33+33 = 93, D 27+51+33 = 111 → D.
    teams: ['A', 'B', 'C', 'D', 'E'],
    matches: [
      'A B 11-9 9-11 11-9 11-9',
      'B C 11-9 11-9 11-9',
      'C D 11-9 11-9 11-9',
      'D A 11-9 9-11 11-9 9-11 11-9',
      'A C',
      'B D',
      'A E 11-0 11-0 11-0',
      'B E 11-0 11-0 11-0',
      'C E 11-0 11-0 11-0',
      'D E 11-0 11-0 11-0',
    ],
    format: MATCH_FORMAT_PRESETS.bo5_11,
    expected: {
      games_points: {
        order: ['A', 'B', 'D', 'C', 'E'],
        tiebreaks: { A: 'games_won', B: 'games_won', D: 'points_won', C: 'matches_won', E: '' },
      },
    },
    covers: [{ preset: 'games_points', rule: 'games_won', size: 4 }],
  },
  {
    title: '4-way circle (diagonals unplayed) where only a walkover differs',
    // A>B>C>D>A 11-9 11-9, A–C and B–D scheduled; Z beats A by walkover and B, C, D 11-0 11-0.
    // Level until walkovers: A last. B, C, D restart: h2h B 1, C 1, D 0 → D; then B beat C.
    teams: ['A', 'B', 'C', 'D', 'Z'],
    matches: [
      'A B 11-9 11-9',
      'B C 11-9 11-9',
      'C D 11-9 11-9',
      'D A 11-9 11-9',
      'A C',
      'B D',
      'Z A wo:home',
      'Z B 11-0 11-0',
      'Z C 11-0 11-0',
      'Z D 11-0 11-0',
    ],
    expected: same(ALL, {
      order: ['Z', 'B', 'C', 'D', 'A'],
      tiebreaks: { Z: 'matches_won', B: 'head_to_head', C: 'head_to_head', D: 'walkovers_conceded', A: '' },
    }),
    covers: covering(ALL, 'walkovers_conceded', 4),
  },
]

describe('computeGroupStandings — every tie-break step of every preset (2-, 3- and 4-way)', () => {
  for (const scenario of SCENARIOS) {
    for (const [preset, expected] of Object.entries(scenario.expected) as [RankingPresetKey, Expected][]) {
      it(`${preset}: ${scenario.title}`, () => {
        const { teams, matches } = build(scenario)
        const format = scenario.format
        const rows = computeGroupStandings({ teams, matches, preset, ...(format ? { format } : {}) })
        expect(rows.map((row) => row.name)).toEqual(expected.order)
        expect(Object.fromEntries(rows.map((row) => [row.name, row.tiebreak]))).toEqual(expected.tiebreaks)
        expect(rows.map((row) => row.rank)).toEqual(rows.map((_, index) => index + 1))
      })
    }
  }

  it('names with equal everything fall back to the id, for 2, 3 and 4 teams', () => {
    for (const size of [2, 3, 4]) {
      const teams = [7, 3, 9, 1].slice(0, size).map((id) => ({ id, name: 'Smith / Jones' }))
      for (const preset of ALL) {
        const rows = computeGroupStandings({ teams, matches: [], preset })
        expect(rows.map((row) => row.teamId)).toEqual(teams.map((t) => t.id).sort((a, b) => a - b))
        expect(rows.map((row) => row.tiebreak)).toEqual([...Array<string>(size - 1).fill('team_id'), ''])
      }
    }
  })

  it('covers every rule after "matches won" of every preset with a 2-, 3- and 4-way tie', () => {
    const covered = new Set(
      SCENARIOS.flatMap((scenario) => scenario.covers).map((c) => `${c.preset}:${c.rule}:${c.size}`),
    )
    // Each annotated triple must be backed by an expectation using that rule in that preset.
    for (const scenario of SCENARIOS) {
      for (const cover of scenario.covers) {
        const expected = scenario.expected[cover.preset]
        expect(Object.values(expected?.tiebreaks ?? {}), `${scenario.title} / ${cover.preset}`).toContain(
          cover.rule,
        )
      }
    }
    const missing: string[] = []
    for (const preset of ALL) {
      const { rules, multiTieRules } = RANKING_PRESETS[preset]
      const needed: [RankingRuleKey, number][] = [
        ...rules.map((rule): [RankingRuleKey, number] => [rule, 2]),
        ...multiTieRules.flatMap((rule): [RankingRuleKey, number][] => [
          [rule, 3],
          [rule, 4],
        ]),
      ]
      for (const [rule, size] of needed) {
        // Matches won ranks; it is not a tie-break. The id is covered by the test above.
        if (rule === 'matches_won' || rule === 'team_id') continue
        if (!covered.has(`${preset}:${rule}:${size}`)) missing.push(`${preset}:${rule}:${size}`)
      }
    }
    expect(missing).toEqual([])
  })
})
