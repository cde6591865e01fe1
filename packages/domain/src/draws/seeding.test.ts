import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ClassType } from '../enums.ts'
import { createRandom, isDrawSeed } from './random.ts'
import { entryRating, ratingKindForClassType, seedEntries } from './seeding.ts'
import type { DrawEntryInput } from './types.ts'

const single = (id: number, rating: number | null, club?: string): DrawEntryInput => ({
  id,
  name: `P${id}`,
  members: [
    { ratingSingles: rating, ratingDoubles: rating === null ? null : rating - 0.5, club: club ?? null },
  ],
})

describe('createRandom', () => {
  it('repeats its sequence for the same seed and differs for another', () => {
    const a = createRandom(42)
    const b = createRandom(42)
    const c = createRandom(43)
    const seqA = Array.from({ length: 5 }, () => a.next())
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA)
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true)
  })
  it('refuses a seed that is not a 32-bit unsigned integer', () => {
    expect(isDrawSeed(2 ** 32)).toBe(false)
    expect(() => createRandom(-1)).toThrow()
    expect(() => createRandom(1.5)).toThrow()
  })
  it('shuffles into a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 0, max: 2 ** 32 - 1 }), (items, seed) => {
        const shuffled = createRandom(seed).shuffle(items)
        expect([...shuffled].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b))
      }),
      { seed: 1413, numRuns: 100 },
    )
  })
})

describe('seedEntries', () => {
  it('seeds singles and cup on singles ratings, doubles and teams on doubles', () => {
    expect(ratingKindForClassType(ClassType.Singles)).toBe('singles')
    expect(ratingKindForClassType(ClassType.Cup)).toBe('singles')
    expect(ratingKindForClassType(ClassType.Doubles)).toBe('doubles')
    expect(ratingKindForClassType(ClassType.Teams)).toBe('doubles')
  })

  it("rates a team by the mean of its members' known ratings", () => {
    const pair: DrawEntryInput = {
      id: 1,
      name: 'A/B',
      members: [{ ratingDoubles: 4.0 }, { ratingDoubles: 3.5 }, { ratingDoubles: null }],
    }
    expect(entryRating(pair, 'doubles')).toBe(3.75)
    expect(entryRating(pair, 'singles')).toBeNull()
  })

  it('puts rated entries first by rating, equal ratings by id, unrated after', () => {
    const entries = [single(5, null), single(3, 4.1), single(9, 4.5), single(2, 4.1), single(7, null)]
    const seeded = seedEntries({ entries, ratingKind: 'singles', random: createRandom(1) })
    expect(seeded.slice(0, 3).map((entry) => entry.id)).toEqual([9, 2, 3])
    expect(new Set(seeded.slice(3).map((entry) => entry.id))).toEqual(new Set([5, 7]))
    expect(seeded.map((entry) => entry.seed)).toEqual([1, 2, 3, 4, 5])
  })

  it('gives the same order for the same seed whatever order the entries come in', () => {
    const entries = fc.uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 500 }),
        rating: fc.option(fc.constantFrom(3, 3.5, 4, 4.25)),
      }),
      { selector: (entry) => entry.id, minLength: 2, maxLength: 40 },
    )
    fc.assert(
      fc.property(entries, fc.integer({ min: 0, max: 2 ** 32 - 1 }), (list, seed) => {
        const input = list.map((entry) => single(entry.id, entry.rating))
        const once = seedEntries({ entries: input, ratingKind: 'singles', random: createRandom(seed) })
        const again = seedEntries({
          entries: [...input].reverse(),
          ratingKind: 'singles',
          random: createRandom(seed),
        })
        expect(again).toEqual(once)
        const ratings = once.map((entry) => entry.rating)
        const firstUnrated = ratings.indexOf(null)
        if (firstUnrated >= 0)
          expect(ratings.slice(firstUnrated).every((rating) => rating === null)).toBe(true)
      }),
      { seed: 1414, numRuns: 100 },
    )
  })

  it('refuses the same entry twice', () => {
    expect(() =>
      seedEntries({ entries: [single(1, 3), single(1, 4)], ratingKind: 'singles', random: createRandom(1) }),
    ).toThrow()
  })
})
