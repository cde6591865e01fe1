import { DomainError } from './errors.ts'
import { divideRoundHalfUp, toSafeNumber } from './rounding.ts'

export type TourStop = {
  tournamentId: number
  stopNumber: number
  /** Ranking points multiplier, 1 = ×1, 1.5 = finals weekend. Defaults to 1. */
  multiplier?: number | null
}

export type TourReward = {
  tournamentId: number
  classId: number
  placement: number
  points: number
  /** Every member of the rewarded entry; each one gets the full points. */
  playerIds: readonly number[]
}

export type TourPlayer = { id: number; firstName: string; lastName: string }

export type TourRankingRow = {
  playerId: number
  rank: number
  totalPoints: number
  stopsPlayed: number
  bestPlacement: number
  /** One entry per tour stop in stop order; 0 points and null placement where not rewarded. */
  perStop: {
    tournamentId: number
    stopNumber: number
    points: number
    bestPlacement: number | null
  }[]
}

/** Multipliers come in as floats (percent / 100); fix them to 1/10000 so rounding is exact. */
const MULTIPLIER_SCALE = 10_000n

function scaledMultiplier(stop: TourStop): bigint {
  const multiplier = stop.multiplier ?? 1
  if (!Number.isFinite(multiplier) || multiplier < 0) {
    throw new DomainError('invalid_multiplier', `Stop ${stop.stopNumber} has multiplier ${multiplier}`)
  }
  return BigInt(Math.round(multiplier * Number(MULTIPLIER_SCALE)))
}

/**
 * Ranks players by the points of every reward they were part of, summed per stop and multiplied
 * by the stop's multiplier (rounded half up per stop, so two rewards at one stop round once).
 * Rewards of tournaments that are not stops of the tour are ignored. Players with equal totals
 * share a rank (1, 1, 3); inside a tie they are listed by best placement, then last name, first
 * name and id. A rewarded player missing from `players` is still ranked (sorted with an empty
 * name) so that everybody else's rank stays correct.
 */
export function computeTourRankings(options: {
  stops: readonly TourStop[]
  rewards: readonly TourReward[]
  players: readonly TourPlayer[]
}): TourRankingRow[] {
  const stops = [...options.stops].sort((a, b) => a.stopNumber - b.stopNumber)
  const stopByTournament = new Map<number, TourStop>()
  for (const stop of stops) {
    scaledMultiplier(stop) // validates every stop, not only those with rewards
    if (stopByTournament.has(stop.tournamentId)) {
      throw new DomainError('duplicate_stop', `Tournament ${stop.tournamentId} is a stop twice`)
    }
    stopByTournament.set(stop.tournamentId, stop)
  }

  // player → tournament → raw points and best placement at that stop
  type StopTally = { rawPoints: number; bestPlacement: number }
  const byPlayer = new Map<number, Map<number, StopTally>>()
  for (const reward of options.rewards) {
    if (!stopByTournament.has(reward.tournamentId)) continue
    if (!Number.isInteger(reward.points) || reward.points < 0) {
      throw new DomainError('invalid_reward_points', `Reward points ${reward.points}`)
    }
    for (const playerId of new Set(reward.playerIds)) {
      const perStop = byPlayer.get(playerId) ?? new Map<number, StopTally>()
      const atStop = perStop.get(reward.tournamentId) ?? {
        rawPoints: 0,
        bestPlacement: reward.placement,
      }
      atStop.rawPoints += reward.points
      atStop.bestPlacement = Math.min(atStop.bestPlacement, reward.placement)
      perStop.set(reward.tournamentId, atStop)
      byPlayer.set(playerId, perStop)
    }
  }

  const playerById = new Map(options.players.map((player) => [player.id, player]))
  const rows = [...byPlayer.entries()].map(([playerId, rewardedStops]) => {
    const perStop = stops.map((stop) => {
      const atStop = rewardedStops.get(stop.tournamentId)
      const points = atStop
        ? toSafeNumber(divideRoundHalfUp(BigInt(atStop.rawPoints) * scaledMultiplier(stop), MULTIPLIER_SCALE))
        : 0
      return {
        tournamentId: stop.tournamentId,
        stopNumber: stop.stopNumber,
        points,
        bestPlacement: atStop?.bestPlacement ?? null,
      }
    })
    const placements = [...rewardedStops.values()].map((atStop) => atStop.bestPlacement)
    return {
      playerId,
      rank: 0,
      totalPoints: perStop.reduce((sum, stop) => sum + stop.points, 0),
      stopsPlayed: rewardedStops.size,
      bestPlacement: Math.min(...placements),
      perStop,
    }
  })

  const nameOf = (playerId: number) => playerById.get(playerId) ?? { firstName: '', lastName: '' }
  rows.sort(
    (a, b) =>
      b.totalPoints - a.totalPoints ||
      a.bestPlacement - b.bestPlacement ||
      nameOf(a.playerId).lastName.localeCompare(nameOf(b.playerId).lastName, 'en') ||
      nameOf(a.playerId).firstName.localeCompare(nameOf(b.playerId).firstName, 'en') ||
      a.playerId - b.playerId,
  )
  rows.forEach((row, index) => {
    const previous = rows[index - 1]
    row.rank = previous && previous.totalPoints === row.totalPoints ? previous.rank : index + 1
  })
  return rows
}
