import type { GameScore, MatchDecision } from './score.ts'

export type Scoring = 'side_out' | 'rally'

/**
 * How a class plays its matches. `gamesToWin` 1/2/3 = best of 1/3/5. `cap` is a hard score cap:
 * the first side to reach it wins even by one point (e.g. to 11, win by 2, cap 15 → 15-14).
 * `fixedGames` is for formats that always play the same number of games (e.g. two games to 11 in
 * team leagues), where a 1-1 draw is a legitimate result; when set, `gamesToWin` is ignored.
 */
export type MatchFormat = {
  gamesToWin: number
  pointsToWin: number
  winBy: number
  cap?: number | null
  scoring: Scoring
  fixedGames?: number | null
}

export const DEFAULT_MATCH_FORMAT: MatchFormat = {
  gamesToWin: 2,
  pointsToWin: 11,
  winBy: 2,
  scoring: 'side_out',
}

export const MATCH_FORMAT_PRESETS = {
  bo3_11: DEFAULT_MATCH_FORMAT,
  bo3_15: { gamesToWin: 2, pointsToWin: 15, winBy: 2, scoring: 'side_out' },
  bo5_11: { gamesToWin: 3, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  single_11: { gamesToWin: 1, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  single_15: { gamesToWin: 1, pointsToWin: 15, winBy: 2, scoring: 'side_out' },
  single_21: { gamesToWin: 1, pointsToWin: 21, winBy: 2, scoring: 'side_out' },
  bo3_11_cap15: { gamesToWin: 2, pointsToWin: 11, winBy: 2, cap: 15, scoring: 'side_out' },
  rally_single_21: { gamesToWin: 1, pointsToWin: 21, winBy: 2, scoring: 'rally' },
  rally_bo3_21: { gamesToWin: 2, pointsToWin: 21, winBy: 2, scoring: 'rally' },
  two_games_11: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out', fixedGames: 2 },
} as const satisfies Record<string, MatchFormat>

export type MatchFormatPresetKey = keyof typeof MATCH_FORMAT_PRESETS

export function isMatchFormatPresetKey(value: string): value is MatchFormatPresetKey {
  return Object.hasOwn(MATCH_FORMAT_PRESETS, value)
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0
}

export type MatchFormatValidation = { ok: true } | { ok: false; code: 'invalid_format'; field: string }

/** Formats come from per-class JSON, so check them before trusting them in score validation. */
export function validateMatchFormat(format: MatchFormat): MatchFormatValidation {
  const fail = (field: string): MatchFormatValidation => ({
    ok: false,
    code: 'invalid_format',
    field,
  })
  if (!isPositiveInteger(format.gamesToWin)) return fail('gamesToWin')
  if (!isPositiveInteger(format.pointsToWin)) return fail('pointsToWin')
  if (!isPositiveInteger(format.winBy)) return fail('winBy')
  if (format.cap != null && !(isPositiveInteger(format.cap) && format.cap >= format.pointsToWin)) {
    return fail('cap')
  }
  if (format.fixedGames != null && !isPositiveInteger(format.fixedGames)) return fail('fixedGames')
  if (format.scoring !== 'side_out' && format.scoring !== 'rally') return fail('scoring')
  return { ok: true }
}

/** The most games a match can have: 2n-1 for best-of, or the fixed count. */
export function maxGames(format: MatchFormat): number {
  return format.fixedGames ?? format.gamesToWin * 2 - 1
}

/** How many games a walkover is credited as (a 2-0 in best of 3). */
export function walkoverGames(format: MatchFormat): number {
  return format.fixedGames ?? format.gamesToWin
}

/** Whether play stops at this score (one side has won the game). */
function isGameOver(format: MatchFormat, a: number, b: number): boolean {
  const high = Math.max(a, b)
  const lead = Math.abs(a - b)
  if (format.cap != null && high >= format.cap) return true
  return high >= format.pointsToWin && lead >= format.winBy
}

/**
 * Whether a game can actually stand at this score with play still going. With win-by-2 (or
 * more) every score where play has not stopped is reachable through deuce; with win-by-1 the
 * game ends the moment someone reaches pointsToWin, so 11-11 can never happen.
 */
function isLiveScore(format: MatchFormat, a: number, b: number): boolean {
  if (isGameOver(format, a, b)) return false
  return format.winBy > 1 || Math.max(a, b) < format.pointsToWin
}

export type GameScoreCode = 'non_integer_score' | 'negative_score' | 'score_above_cap' | 'game_overplayed'

export type GameState =
  | { status: 'complete'; winner: 'home' | 'away' }
  | { status: 'in_progress' }
  | { status: 'invalid'; code: GameScoreCode }

/**
 * Classifies one game's score. A final score is legal exactly when play stops at it and was
 * still going one point earlier for the winner: that single check encodes "reach pointsToWin",
 * "lead ≥ winBy", "past pointsToWin the lead is exactly winBy (deuce)" and "first to the cap
 * wins by one, nobody passes the cap". With win-by-1 a game always ends at exactly pointsToWin,
 * so 12-11 (and an 11-11 "in progress") are rejected as overplayed.
 */
export function gameState(options: { format: MatchFormat; game: GameScore }): GameState {
  const { format, game } = options
  const { home, away } = game
  if (!Number.isInteger(home) || !Number.isInteger(away)) {
    return { status: 'invalid', code: 'non_integer_score' }
  }
  if (home < 0 || away < 0) return { status: 'invalid', code: 'negative_score' }
  if (format.cap != null && Math.max(home, away) > format.cap) {
    return { status: 'invalid', code: 'score_above_cap' }
  }
  if (!isGameOver(format, home, away)) {
    return isLiveScore(format, home, away)
      ? { status: 'in_progress' }
      : { status: 'invalid', code: 'game_overplayed' }
  }
  const winner = home > away ? 'home' : 'away'
  const winnerScore = Math.max(home, away)
  const loserScore = Math.min(home, away)
  // Legal only if play was still going one point earlier; otherwise the game already ended.
  if (!isLiveScore(format, winnerScore - 1, loserScore)) {
    return { status: 'invalid', code: 'game_overplayed' }
  }
  return { status: 'complete', winner }
}

export type MatchScoreCode =
  | 'invalid_format'
  | GameScoreCode
  | 'game_incomplete'
  | 'too_many_games'
  | 'game_after_match_decided'
  | 'match_incomplete'
  | 'walkover_with_games'
  | 'retirement_after_match_decided'

export type MatchScoreValidation = { ok: true } | { ok: false; code: MatchScoreCode; gameIndex?: number }

/**
 * Rejects scores that cannot happen under the format. Rules:
 * - every game but a retired match's last one must be a legal final score (see {@link gameState});
 * - no more games than the format allows, and no game after one side already won the match;
 * - without a decision the match must be decided (or, with fixedGames, all games played);
 *   no results and no decision is fine: the match simply has not been played;
 * - a walkover has no games; a retirement may end in an unfinished game, but cannot come after
 *   the match was already decided.
 */
export function validateMatchScore(options: {
  format: MatchFormat
  results: readonly GameScore[]
  decision?: MatchDecision | null
}): MatchScoreValidation {
  const { format, results, decision } = options
  if (!validateMatchFormat(format).ok) return { ok: false, code: 'invalid_format' }

  const isWalkoverDecision = decision === 'walkover_home' || decision === 'walkover_away'
  if (isWalkoverDecision) {
    return results.length === 0 ? { ok: true } : { ok: false, code: 'walkover_with_games', gameIndex: 0 }
  }

  const gameLimit = maxGames(format)
  if (results.length > gameLimit) return { ok: false, code: 'too_many_games', gameIndex: gameLimit }

  const isRetiredDecision = decision === 'retired_home' || decision === 'retired_away'
  const wins = { home: 0, away: 0 }
  const isDecided = (gamesPlayed: number) =>
    format.fixedGames != null
      ? gamesPlayed >= format.fixedGames
      : wins.home >= format.gamesToWin || wins.away >= format.gamesToWin

  for (const [gameIndex, game] of results.entries()) {
    const state = gameState({ format, game })
    if (state.status === 'invalid') return { ok: false, code: state.code, gameIndex }
    if (isDecided(gameIndex)) return { ok: false, code: 'game_after_match_decided', gameIndex }
    if (state.status === 'in_progress') {
      const isLastGame = gameIndex === results.length - 1
      if (isRetiredDecision && isLastGame) break
      return { ok: false, code: 'game_incomplete', gameIndex }
    }
    wins[state.winner] += 1
  }

  if (isRetiredDecision) {
    const completedGames = wins.home + wins.away
    return isDecided(completedGames) ? { ok: false, code: 'retirement_after_match_decided' } : { ok: true }
  }
  if (results.length === 0) return { ok: true }
  return isDecided(results.length) ? { ok: true } : { ok: false, code: 'match_incomplete' }
}

export type MatchFormatDescription = {
  kind: 'best_of' | 'single_game' | 'fixed_games'
  games: number
  pointsToWin: number
  winBy: number
  cap: number | null
  scoring: Scoring
}

/** Structured, untranslated description ("Best of 3 to 11, win by 2") for the UI to localize. */
export function describeMatchFormat(format: MatchFormat): MatchFormatDescription {
  const kind = format.fixedGames != null ? 'fixed_games' : format.gamesToWin === 1 ? 'single_game' : 'best_of'
  return {
    kind,
    games: maxGames(format),
    pointsToWin: format.pointsToWin,
    winBy: format.winBy,
    cap: format.cap ?? null,
    scoring: format.scoring,
  }
}
