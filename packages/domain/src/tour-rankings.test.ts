import { describe, expect, it } from 'vitest'
import { computeTourRankings, type TourPlayer, type TourReward, type TourStop } from './tour-rankings.ts'

const players: TourPlayer[] = [
  { id: 1, firstName: 'Anna', lastName: 'Zeller' },
  { id: 2, firstName: 'Bea', lastName: 'Adams' },
  { id: 3, firstName: 'Cleo', lastName: 'Berg' },
  { id: 4, firstName: 'Carl', lastName: 'Meyer' },
  { id: 5, firstName: 'Dora', lastName: 'Meyer' },
  { id: 6, firstName: 'Eli', lastName: 'Zorro' },
]

const stops: TourStop[] = [
  { tournamentId: 30, stopNumber: 3 }, // listed out of order on purpose; multiplier defaults to 1
  { tournamentId: 10, stopNumber: 1, multiplier: 1 },
  { tournamentId: 20, stopNumber: 2, multiplier: 1.5 },
]

function reward(tournamentId: number, placement: number, points: number, playerIds: number[]): TourReward {
  return { tournamentId, classId: tournamentId * 10 + placement, placement, points, playerIds }
}

const rewards: TourReward[] = [
  reward(10, 1, 100, [1, 2]), // doubles team: both get the full 100
  reward(10, 2, 60, [3]),
  reward(10, 5, 20, [6]),
  reward(20, 1, 100, [3]), // × 1.5 = 150
  reward(20, 2, 20, [6]), // × 1.5 = 30
  reward(20, 3, 33, [4, 5]), // × 1.5 = 49.5 → 50 (half up)
  reward(30, 2, 50, [1]),
  reward(30, 4, 50, [2]),
  reward(99, 1, 1000, [4]), // not a stop of this tour: ignored
]

describe('computeTourRankings', () => {
  // Totals: P3 60+150 = 210; P1 100+50 = 150; P2 100+50 = 150; P4 50; P5 50; P6 20+30 = 50.
  const rows = computeTourRankings({ stops, rewards, players })

  it('sums reward points × multiplier and shares ranks on equal totals (1, 2, 2, 4, 4, 4)', () => {
    expect(rows.map((row) => [row.playerId, row.rank, row.totalPoints])).toEqual([
      [3, 1, 210],
      [2, 2, 150], // tie with P1, both best placement 1 → Adams before Zeller
      [1, 2, 150],
      [6, 4, 50], // best placement 2 beats 3 inside the tie
      [4, 4, 50], // Meyer, Carl before Meyer, Dora
      [5, 4, 50],
    ])
  })

  it('counts stops played and the best placement', () => {
    expect(rows.map((row) => [row.playerId, row.stopsPlayed, row.bestPlacement])).toEqual([
      [3, 2, 1],
      [2, 2, 1],
      [1, 2, 1],
      [6, 2, 2],
      [4, 1, 3],
      [5, 1, 3],
    ])
  })

  it('lists every stop in stop order with that stop’s points', () => {
    expect(rows.find((row) => row.playerId === 1)?.perStop).toEqual([
      { tournamentId: 10, stopNumber: 1, points: 100, bestPlacement: 1 },
      { tournamentId: 20, stopNumber: 2, points: 0, bestPlacement: null },
      { tournamentId: 30, stopNumber: 3, points: 50, bestPlacement: 2 },
    ])
  })

  it('rounds once per stop, exactly, half up', () => {
    const oneStop = (multiplier: number, pointsList: number[]) =>
      computeTourRankings({
        stops: [{ tournamentId: 1, stopNumber: 1, multiplier }],
        rewards: pointsList.map((points, index) => reward(1, index + 1, points, [1])),
        players,
      })[0]?.totalPoints
    // 50 × 1.15 = 57.5; in floating point 50 * 1.15 = 57.49999… and Math.round gives 57
    expect(oneStop(1.15, [50])).toBe(58)
    // two rewards at one stop: (5 + 5) × 1.5 = 15, not 8 + 8
    expect(oneStop(1.5, [5, 5])).toBe(15)
    expect(oneStop(0.5, [3])).toBe(2)
  })

  it('ranks a rewarded player missing from the players list instead of dropping them', () => {
    const result = computeTourRankings({
      stops: [{ tournamentId: 1, stopNumber: 1 }],
      rewards: [reward(1, 1, 100, [42]), reward(1, 2, 50, [1])],
      players,
    })
    expect(result.map((row) => [row.playerId, row.rank])).toEqual([
      [42, 1],
      [1, 2],
    ])
  })

  it('returns an empty list without rewards and rejects bad input', () => {
    expect(computeTourRankings({ stops, rewards: [], players })).toEqual([])
    expect(() =>
      computeTourRankings({
        stops: [...stops, { tournamentId: 10, stopNumber: 4 }],
        rewards,
        players,
      }),
    ).toThrow(expect.objectContaining({ code: 'duplicate_stop' }))
    expect(() =>
      computeTourRankings({
        stops: [{ tournamentId: 1, stopNumber: 1, multiplier: -1 }],
        rewards,
        players,
      }),
    ).toThrow(expect.objectContaining({ code: 'invalid_multiplier' }))
    expect(() => computeTourRankings({ stops, rewards: [reward(10, 1, -5, [1])], players })).toThrow(
      expect.objectContaining({ code: 'invalid_reward_points' }),
    )
  })
})
