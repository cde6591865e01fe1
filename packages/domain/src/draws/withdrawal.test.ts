import { describe, expect, it } from 'vitest'
import { MATCH_FORMAT_PRESETS } from '../match-format.ts'
import type { MatchResult } from '../match.ts'
import { generateDraw } from './generate.ts'
import { computePlacements } from './placements.ts'
import { recordResult } from './progression.ts'
import { resolveDraw } from './resolve.ts'
import { makeEntries } from './test-entries.ts'
import type { Draw } from './types.ts'
import { withdrawEntry } from './withdrawal.ts'

const format = MATCH_FORMAT_PRESETS.bo3_11
const homeWins: MatchResult = {
  results: [
    { home: 11, away: 5 },
    { home: 11, away: 9 },
  ],
}

function record(draw: Draw, matchId: string, result: MatchResult): Draw {
  const outcome = recordResult({ draw, matchId, result, matchFormat: format })
  if (!outcome.ok) throw new Error(`${matchId}: ${outcome.code}`)
  return outcome.draw
}

/** Plays every ready match (home wins) until nothing is left. */
function playOut(draw: Draw): Draw {
  for (;;) {
    const ready = resolveDraw(draw, { matchFormat: format }).matches.find((match) => match.status === 'ready')
    if (!ready) return draw
    draw = record(draw, ready.id, homeWins)
  }
}

describe('withdrawEntry', () => {
  it('before play gives the knockout opponent a bye', () => {
    const draw = generateDraw({
      entries: makeEntries(8),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 1,
    })
    const { draw: after, mode } = withdrawEntry({ draw, entryId: 4 })
    expect(mode).toBe('before_play')
    expect(resolveDraw(after).byId.get('M-R1-2')).toMatchObject({
      home: 5,
      away: 'bye',
      status: 'bye',
      winner: 5,
    })
    expect(after.entries.map((entry) => entry.id)).not.toContain(4)
  })

  it('before play removes the entry from its group and, when asked, rebalances from the largest group', () => {
    const draw = generateDraw({
      entries: makeEntries(10),
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupCount: 3 },
      seed: 1,
    })
    // Snake over 3 groups: A 1 6 7, B 2 5 8, C 3 4 9 10.
    expect(draw.groups.map((group) => group.entryIds.length)).toEqual([3, 3, 4])
    const plain = withdrawEntry({ draw, entryId: 6 }).draw
    expect(plain.groups[0]?.entryIds).toEqual([1, 7])
    expect(plain.matches.filter((match) => match.group === 0)).toHaveLength(1)
    const rebalanced = withdrawEntry({ draw, entryId: 6, rebalance: true })
    expect(rebalanced.movedEntryId).toBe(10)
    expect(rebalanced.draw.groups.map((group) => group.entryIds)).toEqual([
      [1, 7, 10],
      [2, 5, 8],
      [3, 4, 9],
    ])
    expect(rebalanced.draw.matches.filter((match) => match.group === 0)).toHaveLength(3)
    expect(rebalanced.draw.matches.filter((match) => match.group === 2)).toHaveLength(3)
  })

  it('after play began turns the remaining group matches into walkovers and the standings follow', () => {
    let draw = generateDraw({
      entries: makeEntries(4),
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupCount: 1 },
      seed: 1,
    })
    const firstRound = draw.matches.filter((match) => match.round === 1)
    for (const match of firstRound) draw = record(draw, match.id, homeWins)
    const outcome = withdrawEntry({ draw, entryId: 1 })
    expect(outcome.mode).toBe('after_play')
    const resolved = resolveDraw(outcome.draw, { matchFormat: format })
    const remaining = resolved.matches.filter(
      (match) => match.round > 1 && (match.home === 1 || match.away === 1),
    )
    expect(remaining).toHaveLength(2)
    for (const match of remaining) {
      expect(match.status).toBe('decided')
      expect(match.winner).not.toBe(1)
      expect(match.result?.decision).toMatch(/^walkover_/)
    }
    const row = resolved.standings[0]?.find((candidate) => candidate.teamId === 1)
    expect(row).toMatchObject({ countMatches: 3, matchWin: 1, matchLoss: 2, walkoversConceded: 2 })
  })

  it('after play began the knockout opponent advances by walkover', () => {
    let draw = generateDraw({
      entries: makeEntries(4),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 1,
    })
    draw = record(draw, 'M-R1-1', homeWins) // 1 beats 4
    draw = withdrawEntry({ draw, entryId: 3 }).draw // 3 withdraws before its first match
    const resolved = resolveDraw(draw)
    expect(resolved.byId.get('M-R1-2')).toMatchObject({ winner: 2, status: 'decided', isPlayed: false })
    expect(resolved.byId.get('M-R2-1')).toMatchObject({ home: 1, away: 2, status: 'ready' })
  })
})

describe('computePlacements', () => {
  it('places a knockout with a third-place match: 1, 2, 3, 4, then quarter-final losers share 5', () => {
    const draw = playOut(
      generateDraw({
        entries: makeEntries(8),
        ratingKind: 'singles',
        format: { kind: 'knockout', thirdPlace: true },
        seed: 1,
      }),
    )
    // Home always wins: 1 8 5 4 3 6 7 2 → R1 winners 1 5 3 7, semis 1 (vs 5) and 3 (vs 7), final 1–3, P3 5–7.
    expect(computePlacements(draw)).toEqual([
      { entryId: 1, placement: 1 },
      { entryId: 3, placement: 2 },
      { entryId: 5, placement: 3 },
      { entryId: 7, placement: 4 },
      { entryId: 8, placement: 5 },
      { entryId: 4, placement: 5 },
      { entryId: 6, placement: 5 },
      { entryId: 2, placement: 5 },
    ])
  })

  it('is null until the class is finished and shares 3rd without a third-place match', () => {
    const fresh = generateDraw({
      entries: makeEntries(4),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 1,
    })
    expect(computePlacements(fresh)).toBeNull()
    const places = computePlacements(playOut(fresh))
    expect(places?.map((place) => place.placement)).toEqual([1, 2, 3, 3])
  })

  it('places groups then knockout: qualifiers by the knockout, the rest by group place', () => {
    const draw = playOut(
      generateDraw({
        entries: makeEntries(12),
        ratingKind: 'singles',
        format: { kind: 'groups_knockout', groupCount: 2, qualifiersPerGroup: 2 },
        seed: 1,
      }),
    )
    const places = computePlacements(draw, { matchFormat: format })
    expect(places).toHaveLength(12)
    expect(places?.filter((place) => place.placement === 1)).toHaveLength(1)
    // Third-placed entries of the two groups share 5th, fourth-placed 7th, …
    expect(places?.map((place) => place.placement)).toEqual([1, 2, 3, 3, 5, 5, 7, 7, 9, 9, 11, 11])
  })
})
