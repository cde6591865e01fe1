// TODS matchUpFormat codes and scores for pickleball games. A pickleball game is what TODS calls
// a "tiebreak-only set": `SET3-S:TB11` = best of 3 sets, each a tiebreak to 11 won by 2 (the
// TODS default; `NOAD` = win by 1), `@RALLY` = rally scoring, `SET2X-…` = exactly 2 sets. Source:
// tods-competition-factory, src/helpers/matchUpFormatCode/parse.ts and its
// matchUpFormatPickle test ('SET3-S:TB15', 'SET3-S:TB21NOAD@RALLY').
import type { MatchFormat } from '../match-format.ts'
import { gameState } from '../match-format.ts'
import type { MatchResult } from '../match.ts'
import { decisionWinner, isRetirement, isWalkover, matchOutcome } from '../match.ts'
import type { GameScore } from '../score.ts'

/**
 * The code for a class's format. TODS has no grammar for a point cap (to 11, cap 15) nor for a
 * win-by of 3 or more, so those export as the plain win-by-2 game; the scores stay exact.
 */
export function todsMatchUpFormat(format: MatchFormat): string {
  const sets = format.fixedGames != null ? `SET${format.fixedGames}X` : `SET${format.gamesToWin * 2 - 1}`
  const noAd = format.winBy === 1 ? 'NOAD' : ''
  const rally = format.scoring === 'rally' ? '@RALLY' : ''
  return `${sets}-S:TB${format.pointsToWin}${noAd}${rally}`
}

/** A game as a tiebreak-only set: its points are the tiebreak score (the factory's convention). */
export type TodsSet = {
  setNumber: number
  side1TiebreakScore: number
  side2TiebreakScore: number
  winningSide?: 1 | 2
}

export type TodsScore = { scoreStringSide1: string; scoreStringSide2: string; sets: TodsSet[] }

export type TodsMatchUpStatus =
  'TO_BE_PLAYED' | 'BYE' | 'COMPLETED' | 'WALKOVER' | 'RETIRED' | 'DOUBLE_WALKOVER'

export type TodsOutcome = {
  matchUpStatus: TodsMatchUpStatus
  winningSide?: 1 | 2
  score?: TodsScore
}

/** Scores as each side reads them, its own points first; "[11-4] [11-7]" as the factory writes them. */
function scoreString(games: readonly GameScore[], flip: boolean, retired: boolean): string {
  const text = games.map((game) => (flip ? `[${game.away}-${game.home}]` : `[${game.home}-${game.away}]`))
  if (retired) text.push('RET')
  return text.join(' ')
}

/**
 * A stored result as TODS sees it. `homeIsSide1` is false when the away entry holds the lower
 * draw position (TODS numbers sides by draw position), so scores and winner are mirrored.
 */
export function todsOutcome(options: {
  result: MatchResult | null
  format: MatchFormat
  homeIsSide1: boolean
}): TodsOutcome {
  const { result, format, homeIsSide1 } = options
  if (!result || (result.results.length === 0 && result.decision == null)) {
    return { matchUpStatus: 'TO_BE_PLAYED' }
  }
  const outcome = matchOutcome(result, { format })
  const sideOf = (side: 'home' | 'away'): 1 | 2 => ((side === 'home') === homeIsSide1 ? 1 : 2)
  const winner = decisionWinner(result.decision) ?? (outcome.winner === 'draw' ? null : outcome.winner)
  const winningSide = winner ? { winningSide: sideOf(winner) } : {}
  if (isWalkover(result.decision)) return { matchUpStatus: 'WALKOVER', ...winningSide }
  const retired = isRetirement(result.decision)
  const sets = result.results.map((game, index): TodsSet => {
    const [one, two] = homeIsSide1 ? [game.home, game.away] : [game.away, game.home]
    const state = gameState({ format, game })
    const gameWinner = state.status === 'complete' ? { winningSide: sideOf(state.winner) } : {}
    return {
      setNumber: index + 1,
      side1TiebreakScore: one,
      side2TiebreakScore: two,
      ...gameWinner,
    }
  })
  return {
    matchUpStatus: retired ? 'RETIRED' : 'COMPLETED',
    ...winningSide,
    score: {
      scoreStringSide1: scoreString(result.results, !homeIsSide1, retired),
      scoreStringSide2: scoreString(result.results, homeIsSide1, retired),
      sets,
    },
  }
}
