/**
 * Group standings, always computed from match results (never stored).
 *
 * Counting
 * - A match with no results and no decision is unplayed and counts nowhere.
 * - A draw (equal games, e.g. 1-1 in a two-game format) is neither a win nor a loss; for the
 *   "matches won" rules (overall and head-to-head) a draw is worth half a win, so a team with
 *   1 win and 2 draws ranks above a team with 1 win and 2 losses.
 * - Walkover, `walkoverScoring: 'full_score'` (usap and both pbb presets): a match won/lost,
 *   credited as a gamesToWin-0 win (2-0 in best of 3) with pointsToWin points per credited game
 *   for the winner and 0 for the loser, whatever was typed into the results.
 * - Walkover, `walkoverScoring: 'match_only'` (games_points): a match won/lost, no games, no points.
 * - Retirement (every preset): the completed games count as played, the unfinished last game is
 *   won by nobody but its points count as scored, and the match goes to the side that did not
 *   retire.
 * - A walkover conceded is remembered for the last-resort "fewer walkovers conceded" rule.
 *
 * Ranking: see {@link RANKING_PRESETS}. Whenever a rule splits a tie into smaller tied groups,
 * each still-tied group is ranked again from the first rule using only its own members; the
 * whole-group rules (matches won, point differential, …) cannot separate it again, so in effect
 * it restarts at head-to-head, which now only looks at the smaller group. The position-dependent
 * rule "point differential against the next-higher team" compares against the team placed
 * directly above the tied group (for a tie for 2nd: the 1st-placed team); a tie for 1st skips it.
 * The last resort is stable and documented: fewer walkovers conceded, then team name
 * (localeCompare 'en'), then id — so ranks are always distinct and the `tiebreak` key tells the
 * UI when an order was settled only by name or id.
 */
import { DomainError } from './errors.ts'
import { DEFAULT_MATCH_FORMAT, walkoverGames } from './match-format.ts'
import type { MatchFormat } from './match-format.ts'
import { isWalkover, matchOutcome, otherSide } from './match.ts'
import type { GameScore, MatchDecision, Side } from './match.ts'

export type RankingRuleKey =
  | 'matches_won'
  | 'head_to_head'
  | 'point_diff'
  | 'head_to_head_point_diff'
  | 'point_diff_vs_next_higher'
  | 'games_won'
  | 'points_won'
  | 'walkovers_conceded'
  | 'team_name'
  | 'team_id'

export type WalkoverScoring = 'full_score' | 'match_only'

export type RankingPreset = {
  key: string
  /** Rules for the whole group and for two tied teams, in order. */
  rules: readonly RankingRuleKey[]
  /** Rules for three or more tied teams (the same as `rules` except for the pbb presets). */
  multiTieRules: readonly RankingRuleKey[]
  walkoverScoring: WalkoverScoring
}

const LAST_RESORT = ['walkovers_conceded', 'team_name', 'team_id'] as const

const USAP_RULES = [
  'matches_won',
  'head_to_head',
  'point_diff',
  'head_to_head_point_diff',
  'point_diff_vs_next_higher',
  ...LAST_RESORT,
] as const

const GAMES_POINTS_RULES = ['matches_won', 'games_won', 'points_won', 'head_to_head', ...LAST_RESORT] as const

const PBB_TWO_WAY_RULES = [
  'matches_won',
  'head_to_head',
  'point_diff',
  'head_to_head_point_diff',
  ...LAST_RESORT,
] as const

/**
 * Ranking presets, chosen per class. In every rule "head_to_head" means matches won among only
 * the tied teams (for two teams: their direct match).
 * - usap (default): USA Pickleball round-robin tiebreakers (rule 12.C.3.c as TDs quote it).
 * - games_points: matches won, games won, points won, head-to-head.
 * - pbb_mini_table / pbb_overall: PickleballBrackets' two logics for 3+-way ties: the mini-table
 *   among the tied teams first, or overall point differential first. Two tied teams go to
 *   head-to-head first in both.
 */
export const RANKING_PRESETS = {
  usap: {
    key: 'usap',
    rules: USAP_RULES,
    multiTieRules: USAP_RULES,
    walkoverScoring: 'full_score',
  },
  games_points: {
    key: 'games_points',
    rules: GAMES_POINTS_RULES,
    multiTieRules: GAMES_POINTS_RULES,
    walkoverScoring: 'match_only',
  },
  pbb_mini_table: {
    key: 'pbb_mini_table',
    rules: PBB_TWO_WAY_RULES,
    multiTieRules: ['matches_won', 'head_to_head', 'head_to_head_point_diff', 'point_diff', ...LAST_RESORT],
    walkoverScoring: 'full_score',
  },
  pbb_overall: {
    key: 'pbb_overall',
    rules: PBB_TWO_WAY_RULES,
    multiTieRules: ['matches_won', 'point_diff', 'head_to_head', 'head_to_head_point_diff', ...LAST_RESORT],
    walkoverScoring: 'full_score',
  },
} as const satisfies Record<string, RankingPreset>

export type RankingPresetKey = keyof typeof RANKING_PRESETS

export const DEFAULT_RANKING_PRESET: RankingPresetKey = 'usap'

export function isRankingPresetKey(value: string): value is RankingPresetKey {
  return Object.hasOwn(RANKING_PRESETS, value)
}

/** Plain data for the "How are standings ranked?" help text; the UI translates every key. */
export const STANDINGS_RULES_DOC = Object.values(RANKING_PRESETS).map((preset) => ({
  preset: preset.key,
  rules: [...preset.rules],
  multiTieRules: [...preset.multiTieRules],
  notes: [
    'unplayed_matches_ignored',
    'draw_counts_half_win',
    preset.walkoverScoring === 'full_score' ? 'walkover_full_score' : 'walkover_match_only',
    'retirement_counts_played_games',
    'tied_subgroups_restart_at_head_to_head',
  ],
}))

export type StandingsTeam = { id: number; name: string }

export type StandingsMatch = {
  id: number
  homeTeamId: number | null
  awayTeamId: number | null
  results: readonly GameScore[]
  decision?: MatchDecision | null
}

export type StandingRow = {
  teamId: number
  name: string
  rank: number
  /** Matches played (walkovers included). */
  countMatches: number
  matchWin: number
  matchLoss: number
  matchDraw: number
  gameWin: number
  gameLoss: number
  /** Rally points scored. */
  points: number
  pointsAgainst: number
  pointDiff: number
  walkoversConceded: number
  /** The rule that separated this team from the next one down; '' for the last team. */
  tiebreak: RankingRuleKey | ''
}

type Tally = {
  countMatches: number
  matchWin: number
  matchLoss: number
  matchDraw: number
  gameWin: number
  gameLoss: number
  points: number
  pointsAgainst: number
  walkoversConceded: number
}

/** What one played match is worth to each side once walkover/retirement policy is applied. */
type MatchCredit = {
  homeId: number
  awayId: number
  winner: Side | 'draw'
  games: Record<Side, number>
  points: Record<Side, number>
  walkoverLoser: Side | null
}

function emptyTally(): Tally {
  return {
    countMatches: 0,
    matchWin: 0,
    matchLoss: 0,
    matchDraw: 0,
    gameWin: 0,
    gameLoss: 0,
    points: 0,
    pointsAgainst: 0,
    walkoversConceded: 0,
  }
}

function creditMatch(options: {
  match: StandingsMatch
  format: MatchFormat
  walkoverScoring: WalkoverScoring
}): MatchCredit | null {
  const { match, format, walkoverScoring } = options
  if (match.homeTeamId == null || match.awayTeamId == null) return null
  const outcome = matchOutcome(match, { format })
  if (outcome.winner === null) return null
  const base = { homeId: match.homeTeamId, awayId: match.awayTeamId, winner: outcome.winner }

  if (isWalkover(match.decision) && outcome.winner !== 'draw') {
    const winner = outcome.winner
    const loser = otherSide(winner)
    const games = { home: 0, away: 0 }
    const points = { home: 0, away: 0 }
    if (walkoverScoring === 'full_score') {
      games[winner] = walkoverGames(format)
      points[winner] = walkoverGames(format) * format.pointsToWin
    }
    return { ...base, games, points, walkoverLoser: loser }
  }

  return {
    ...base,
    games: { home: outcome.homeGames, away: outcome.awayGames },
    points: { home: outcome.homePoints, away: outcome.awayPoints },
    walkoverLoser: null,
  }
}

function addCredit(tally: Tally, credit: MatchCredit, side: Side): void {
  const opponent = otherSide(side)
  tally.countMatches += 1
  if (credit.winner === 'draw') tally.matchDraw += 1
  else if (credit.winner === side) tally.matchWin += 1
  else tally.matchLoss += 1
  tally.gameWin += credit.games[side]
  tally.gameLoss += credit.games[opponent]
  tally.points += credit.points[side]
  tally.pointsAgainst += credit.points[opponent]
  if (credit.walkoverLoser === side) tally.walkoversConceded += 1
}

/** Tallies only matches in which both teams belong to `teamIds` (all of them for the table). */
function tallyAmong(credits: readonly MatchCredit[], teamIds: ReadonlySet<number>): Map<number, Tally> {
  const tallies = new Map<number, Tally>([...teamIds].map((id) => [id, emptyTally()]))
  for (const credit of credits) {
    const home = tallies.get(credit.homeId)
    const away = tallies.get(credit.awayId)
    if (home === undefined || away === undefined) continue
    addCredit(home, credit, 'home')
    addCredit(away, credit, 'away')
  }
  return tallies
}

/** Draws are half a win, doubled to stay in integers. */
function matchScore(tally: Tally): number {
  return tally.matchWin * 2 + tally.matchDraw
}

function pointDiff(tally: Tally): number {
  return tally.points - tally.pointsAgainst
}

type Entry = { team: StandingsTeam; overall: Tally }

type RankContext = {
  credits: readonly MatchCredit[]
  preset: RankingPreset
  separatedBy: Map<number, RankingRuleKey>
}

/** Returns a comparator where a negative result means `a` ranks higher than `b`. */
function comparatorFor(options: {
  rule: RankingRuleKey
  group: readonly Entry[]
  above: Entry | undefined
  context: RankContext
}): (a: Entry, b: Entry) => number {
  const { rule, group, above, context } = options
  const byDesc = (score: (entry: Entry) => number) => (a: Entry, b: Entry) => score(b) - score(a)
  const miniTable = () => tallyAmong(context.credits, new Set(group.map((e) => e.team.id)))
  switch (rule) {
    case 'matches_won':
      return byDesc((e) => matchScore(e.overall))
    case 'games_won':
      return byDesc((e) => e.overall.gameWin)
    case 'points_won':
      return byDesc((e) => e.overall.points)
    case 'point_diff':
      return byDesc((e) => pointDiff(e.overall))
    case 'head_to_head': {
      const mini = miniTable()
      return byDesc((e) => matchScore(mini.get(e.team.id) ?? emptyTally()))
    }
    case 'head_to_head_point_diff': {
      const mini = miniTable()
      return byDesc((e) => pointDiff(mini.get(e.team.id) ?? emptyTally()))
    }
    case 'point_diff_vs_next_higher': {
      if (above === undefined) return () => 0
      const aboveId = above.team.id
      const diffAgainstAbove = (entry: Entry) => {
        const pair = tallyAmong(context.credits, new Set([entry.team.id, aboveId]))
        return pointDiff(pair.get(entry.team.id) ?? emptyTally())
      }
      return byDesc(diffAgainstAbove)
    }
    case 'walkovers_conceded':
      return (a, b) => a.overall.walkoversConceded - b.overall.walkoversConceded
    case 'team_name':
      return (a, b) => a.team.name.localeCompare(b.team.name, 'en')
    case 'team_id':
      return (a, b) => a.team.id - b.team.id
  }
}

/** Sorts by the comparator and cuts the list wherever two neighbours compare unequal. */
function splitIntoRuns(group: readonly Entry[], compare: (a: Entry, b: Entry) => number): Entry[][] {
  const sorted = [...group].sort(compare)
  const runs: Entry[][] = []
  let previous: Entry | undefined
  for (const entry of sorted) {
    const current = runs.at(-1)
    if (previous !== undefined && current !== undefined && compare(previous, entry) === 0) {
      current.push(entry)
    } else {
      runs.push([entry])
    }
    previous = entry
  }
  return runs
}

/**
 * Orders a tied group. `above` is the team already placed directly above the group (needed for
 * the next-higher rule), so groups must be resolved top to bottom.
 */
function rankTiedGroup(options: {
  group: readonly Entry[]
  above: Entry | undefined
  context: RankContext
}): Entry[] {
  const { group, above, context } = options
  if (group.length <= 1) return [...group]
  const rules = group.length >= 3 ? context.preset.multiTieRules : context.preset.rules
  for (const rule of rules) {
    const runs = splitIntoRuns(group, comparatorFor({ rule, group, above, context }))
    if (runs.length === 1) continue
    const ordered: Entry[] = []
    runs.forEach((run, index) => {
      const resolved = rankTiedGroup({ group: run, above: ordered.at(-1) ?? above, context })
      ordered.push(...resolved)
      const lastOfRun = resolved.at(-1)
      if (lastOfRun !== undefined && index < runs.length - 1) {
        context.separatedBy.set(lastOfRun.team.id, rule)
      }
    })
    return ordered
  }
  // Only reachable with duplicate ids, which computeGroupStandings rejects up front.
  throw new DomainError('unbreakable_tie', 'Teams could not be ordered')
}

/**
 * Computes a group's table. `preset` defaults to 'usap', `format` to best of 3 to 11 (it sets
 * walkover credit and decides whether a retired match's last game was finished), and
 * `walkoverScoring` overrides the preset's walkover policy.
 */
export function computeGroupStandings(options: {
  teams: readonly StandingsTeam[]
  matches: readonly StandingsMatch[]
  preset?: RankingPresetKey
  format?: MatchFormat
  walkoverScoring?: WalkoverScoring
}): StandingRow[] {
  const { teams, matches, format = DEFAULT_MATCH_FORMAT } = options
  const presetKey = options.preset ?? DEFAULT_RANKING_PRESET
  if (!isRankingPresetKey(presetKey)) {
    throw new DomainError('unknown_ranking_preset', `Unknown ranking preset ${String(presetKey)}`)
  }
  const preset: RankingPreset = RANKING_PRESETS[presetKey]
  const walkoverScoring = options.walkoverScoring ?? preset.walkoverScoring

  const teamIds = new Set(teams.map((team) => team.id))
  if (teamIds.size !== teams.length) throw new DomainError('duplicate_team', 'Duplicate team id')
  const credits: MatchCredit[] = []
  for (const match of matches) {
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      if (teamId != null && !teamIds.has(teamId)) {
        throw new DomainError('unknown_team', `Match ${match.id} has a team outside the group`, {
          matchId: match.id,
          teamId,
        })
      }
    }
    if (match.homeTeamId != null && match.homeTeamId === match.awayTeamId) {
      throw new DomainError('invalid_match', `Match ${match.id} has the same team on both sides`)
    }
    const credit = creditMatch({ match, format, walkoverScoring })
    if (credit !== null) credits.push(credit)
  }

  const overall = tallyAmong(credits, teamIds)
  const entries = teams.map((team) => ({ team, overall: overall.get(team.id) ?? emptyTally() }))
  const context: RankContext = { credits, preset, separatedBy: new Map() }
  const ordered = rankTiedGroup({ group: entries, above: undefined, context })

  return ordered.map(({ team, overall: tally }, index) => ({
    teamId: team.id,
    name: team.name,
    rank: index + 1,
    countMatches: tally.countMatches,
    matchWin: tally.matchWin,
    matchLoss: tally.matchLoss,
    matchDraw: tally.matchDraw,
    gameWin: tally.gameWin,
    gameLoss: tally.gameLoss,
    points: tally.points,
    pointsAgainst: tally.pointsAgainst,
    pointDiff: pointDiff(tally),
    walkoversConceded: tally.walkoversConceded,
    tiebreak: context.separatedBy.get(team.id) ?? '',
  }))
}
