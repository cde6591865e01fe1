// Plausible pickleball scores for a given match format. Every complete game must be a legal
// final score (11-7, 13-11, 15-14 at a cap; never 11-10) because the class pages and the
// standings code read them back; seed.test.ts checks each one independently.
import type { GameScore, MatchDecision, MatchFormatJson } from '../schema.ts'
import type { Rng } from './random.ts'

export type Side = 'home' | 'away'

export type PlayedMatch = {
  results: GameScore[]
  decision: MatchDecision | null
  winner: Side
}

/** Chance that the home side wins one game, from the two sides' playing strengths. */
export function gameWinProbability(home: number, away: number): number {
  return 1 / (1 + Math.exp(-(home - away) * 2.6))
}

/** A legal final score of one game, as [winner points, loser points]. */
export function gameScore(rng: Rng, format: MatchFormatJson, closeness: number): [number, number] {
  const target = format.pointsToWin
  const deuceChance = 0.05 + 0.16 * closeness + (format.cap ? 0.12 : 0)
  if (rng.chance(deuceChance)) {
    // Extra points beyond target-1 for the loser: mostly one or two, occasionally a long game.
    let loser = target - 1 + Math.min(rng.int(0, 3), rng.int(0, 5))
    if (format.cap && rng.chance(0.35)) loser = format.cap - 1
    let winner = loser + format.winBy
    if (format.cap && winner > format.cap) {
      // At the cap the next point wins regardless of the margin (15-14).
      winner = format.cap
      loser = Math.min(loser, format.cap - 1)
    }
    return [winner, loser]
  }
  const maxLoser = target - format.winBy
  const mean = maxLoser * (0.45 + 0.45 * closeness)
  let loser = Math.max(0, Math.min(maxLoser, Math.round(rng.normal(mean, maxLoser * 0.18))))
  // Shut-outs happen, but rarely even between very different levels.
  if (loser <= 1 && rng.chance(0.7)) loser = rng.int(2, Math.min(4, maxLoser))
  return [target, loser]
}

/**
 * Points of an unfinished game (a retirement): nobody has reached the winning condition, and
 * the side that retires is usually the one struggling.
 */
function partialGame(rng: Rng, format: MatchFormatJson, retiring: Side): GameScore {
  const leader = rng.int(3, format.pointsToWin - 2)
  const trailer = rng.int(0, leader - 1)
  const retiringTrails = rng.chance(0.75)
  const retiringPoints = retiringTrails ? trailer : leader
  const otherPoints = retiringTrails ? leader : trailer
  return retiring === 'home'
    ? { home: retiringPoints, away: otherPoints }
    : { home: otherPoints, away: retiringPoints }
}

const other = (side: Side): Side => (side === 'home' ? 'away' : 'home')
const toScore = (winner: Side, [w, l]: [number, number]): GameScore =>
  winner === 'home' ? { home: w, away: l } : { home: l, away: w }

/**
 * Plays a whole match. `incidents` allows the rare walkover or retirement. As in
 * @courtside/domain (match.ts): a walkover names the side AWARDED the match (walkover_home: the
 * away side did not show up), a retirement names the side that RETIRED (retired_away: home wins).
 */
export function playMatch(
  rng: Rng,
  format: MatchFormatJson,
  homeStrength: number,
  awayStrength: number,
  options: { allowIncidents: boolean },
): PlayedMatch {
  const pHome = gameWinProbability(homeStrength, awayStrength)
  const closeness = 1 - Math.abs(pHome - 0.5) * 2

  if (options.allowIncidents && rng.chance(0.006)) {
    const absent: Side = rng.chance(pHome) ? 'away' : 'home'
    const awarded = other(absent)
    return { results: [], decision: awarded === 'home' ? 'walkover_home' : 'walkover_away', winner: awarded }
  }
  const retiring: Side | null =
    options.allowIncidents && rng.chance(0.007) ? (rng.chance(0.5) ? 'home' : 'away') : null

  const results: GameScore[] = []
  const won = { home: 0, away: 0 }
  while (won.home < format.gamesToWin && won.away < format.gamesToWin) {
    // Retire during a game once at least one game has been played (or in the first, at 1 game).
    if (retiring && (results.length >= 1 || format.gamesToWin === 1) && rng.chance(0.6)) {
      results.push(partialGame(rng, format, retiring))
      return {
        results,
        decision: retiring === 'home' ? 'retired_home' : 'retired_away',
        winner: other(retiring),
      }
    }
    const gameWinner: Side = rng.chance(pHome) ? 'home' : 'away'
    // A side about to retire does not win the deciding game.
    if (retiring && won[gameWinner] === format.gamesToWin - 1 && gameWinner === retiring) continue
    results.push(toScore(gameWinner, gameScore(rng, format, closeness)))
    won[gameWinner]++
  }
  return { results, decision: null, winner: won.home > won.away ? 'home' : 'away' }
}
