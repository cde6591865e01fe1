import { gameState } from './match-format.ts'
import type { MatchFormat } from './match-format.ts'
import type { GameScore, MatchDecision, Side } from './score.ts'

export type { GameScore, MatchDecision, Side } from './score.ts'

export type MatchResult = {
  results: readonly GameScore[]
  decision?: MatchDecision | null
}

export type MatchOutcome = {
  /** null = not played yet (the UI shows "vs"). */
  winner: Side | 'draw' | null
  homeGames: number
  awayGames: number
  homePoints: number
  awayPoints: number
  isPlayed: boolean
}

export function otherSide(side: Side): Side {
  return side === 'home' ? 'away' : 'home'
}

export function isWalkover(decision: MatchDecision | null | undefined): boolean {
  return decision === 'walkover_home' || decision === 'walkover_away'
}

export function isRetirement(decision: MatchDecision | null | undefined): boolean {
  return decision === 'retired_home' || decision === 'retired_away'
}

/** The side that wins because of the decision, or null when there is no decision. */
export function decisionWinner(decision: MatchDecision | null | undefined): Side | null {
  switch (decision) {
    case 'walkover_home':
    case 'retired_away':
      return 'home'
    case 'walkover_away':
    case 'retired_home':
      return 'away'
    default:
      return null
  }
}

/** The higher score takes the game; an equal score (an unfinished game) counts for nobody. */
export function gameWinner(game: GameScore): Side | null {
  if (game.home > game.away) return 'home'
  if (game.away > game.home) return 'away'
  return null
}

/**
 * The result of a match as the site displays it. Games go to the higher score; the side with
 * more games wins and equal games is a draw. A decision (walkover, retirement) overrides the
 * game count. Pass `format` to stop the unfinished last game of a retired match from counting as
 * a game won (8-5 when the opponent retired is not a won game); its points still count.
 */
export function matchOutcome(match: MatchResult, options: { format?: MatchFormat } = {}): MatchOutcome {
  const { results, decision } = match
  let homeGames = 0
  let awayGames = 0
  let homePoints = 0
  let awayPoints = 0
  results.forEach((game, index) => {
    homePoints += game.home
    awayPoints += game.away
    const isUnfinishedLastGame =
      options.format !== undefined &&
      isRetirement(decision) &&
      index === results.length - 1 &&
      gameState({ format: options.format, game }).status !== 'complete'
    if (isUnfinishedLastGame) return
    const winner = gameWinner(game)
    if (winner === 'home') homeGames += 1
    if (winner === 'away') awayGames += 1
  })

  const isPlayed = results.length > 0 || decision != null
  let winner: MatchOutcome['winner'] = null
  if (decision != null) winner = decisionWinner(decision)
  else if (isPlayed) winner = homeGames > awayGames ? 'home' : awayGames > homeGames ? 'away' : 'draw'

  return { winner, homeGames, awayGames, homePoints, awayPoints, isPlayed }
}

/** A doubles entry whose partner is still missing: shown as an open slot to partner up with. */
export function isOpenSlot(entry: { player1?: unknown; player2?: unknown }): boolean {
  return entry.player1 != null && entry.player2 == null
}

/** Spec name for {@link isOpenSlot}. */
export const openSlot = isOpenSlot
