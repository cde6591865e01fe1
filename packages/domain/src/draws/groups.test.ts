import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateDraw } from './generate.ts'
import { circleRounds, groupCountFor, groupName } from './groups.ts'
import { entriesArb, makeEntries, seedArb } from './test-entries.ts'

describe('groupCountFor', () => {
  it('splits by group size (at most that size) or by group count', () => {
    expect(groupCountFor(10, { groupSize: 4 })).toBe(3)
    expect(groupCountFor(13, { groupSize: 4 })).toBe(4)
    expect(groupCountFor(4, { groupSize: 3 })).toBe(1)
    expect(groupCountFor(24, { groupCount: 6 })).toBe(6)
  })
  it('refuses groups outside 3–6', () => {
    expect(() => groupCountFor(14, { groupCount: 2 })).toThrow()
    expect(() => groupCountFor(5, { groupCount: 2 })).toThrow()
  })
  it('names groups A…Z then A2', () => {
    expect([0, 1, 25, 26].map(groupName)).toEqual(['A', 'B', 'Z', 'A2'])
  })
})

describe('circleRounds', () => {
  it('meets everyone once and nobody twice in a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), (size) => {
        const ids = Array.from({ length: size }, (_, i) => i + 1)
        const rounds = circleRounds(ids)
        expect(rounds).toHaveLength(size % 2 === 0 ? size - 1 : size)
        const pairs = new Set<string>()
        for (const round of rounds) {
          const inRound = round.flat()
          expect(new Set(inRound).size).toBe(inRound.length)
          for (const [a, b] of round) pairs.add([a, b].sort((x, y) => x - y).join('-'))
        }
        expect(pairs.size).toBe((size * (size - 1)) / 2)
      }),
      { seed: 1415, numRuns: 30 },
    )
  })
})

describe('round-robin draws', () => {
  it('snakes seeds into groups: A gets 1, 6, 7; B 2, 5, 8; C 3, 4, 9', () => {
    const draw = generateDraw({
      entries: makeEntries(9),
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupCount: 3 },
      seed: 7,
    })
    expect(draw.groups.map((group) => group.entryIds)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9],
    ])
  })

  it('separates entries of the same club by swapping within a seed tier', () => {
    // Snake puts 1 with 4 and 2 with 3; with clubs x = {1, 4} and y = {2, 3} a swap of 3 and 4 clears both.
    const entries = makeEntries(12).map((entry) => ({
      ...entry,
      members: [
        {
          ...entry.members[0],
          club:
            entry.id === 1 || entry.id === 4
              ? 'x'
              : entry.id === 2 || entry.id === 3
                ? 'y'
                : `own-${entry.id}`,
        },
      ],
    }))
    const plain = generateDraw({
      entries,
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupCount: 2 },
      seed: 1,
    })
    expect(plain.groups[0]?.entryIds).toContain(4)
    const separated = generateDraw({
      entries,
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupCount: 2, separateClubs: true },
      seed: 1,
    })
    const [a, b] = separated.groups.map((group) => group.entryIds)
    expect(a).toContain(1)
    expect(a).not.toContain(4)
    expect(b).toContain(2)
    expect(b).not.toContain(3)
  })

  it('places every entry exactly once, sizes differ by at most one, nobody twice in a round', () => {
    fc.assert(
      fc.property(entriesArb(6, 48), seedArb, fc.boolean(), (entries, seed, clubs) => {
        const groupCount = Math.max(1, Math.round(entries.length / 4))
        // About four per group always splits into valid sizes (3–6) for 6–48 entries.
        const draw = generateDraw({
          entries,
          ratingKind: 'singles',
          format: { kind: 'round_robin', groupCount, separateClubs: clubs },
          seed,
        })
        const placed = draw.groups.flatMap((group) => group.entryIds)
        expect([...placed].sort((x, y) => x - y)).toEqual(
          entries.map((entry) => entry.id).sort((x, y) => x - y),
        )
        const sizes = draw.groups.map((group) => group.entryIds.length)
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1)
        const byRound = new Map<string, number[]>()
        for (const match of draw.matches) {
          const key = `${match.group}-${match.round}`
          const ids = [match.home, match.away].map((side) => (side.kind === 'entry' ? side.entryId : -1))
          byRound.set(key, [...(byRound.get(key) ?? []), ...ids])
        }
        for (const ids of byRound.values()) expect(new Set(ids).size).toBe(ids.length)
        // The top seeds lead the groups in order.
        draw.groups.forEach((group, index) => expect(group.entryIds[0]).toBe(draw.entries[index]?.id))
      }),
      { seed: 1416, numRuns: 100 },
    )
  })
})
