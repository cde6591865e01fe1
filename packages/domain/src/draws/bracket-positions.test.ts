import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bracketSeedOrder, meetingRound, nextPowerOfTwo } from './bracket-positions.ts'

const sizes = fc.integer({ min: 1, max: 8 }).map((power) => 2 ** power)

describe('bracketSeedOrder', () => {
  it('puts seeds at the standard lines of an 8 and a 16 bracket', () => {
    expect(bracketSeedOrder(8)).toEqual([1, 8, 5, 4, 3, 6, 7, 2])
    expect(bracketSeedOrder(16)).toEqual([1, 16, 9, 8, 5, 12, 13, 4, 3, 14, 11, 6, 7, 10, 15, 2])
  })

  it('refuses a size that is not a power of two', () => {
    expect(() => bracketSeedOrder(12)).toThrow('power of two')
  })

  it('places every seed once, 1 on top, 2 at the bottom, s against size + 1 − s', () => {
    fc.assert(
      fc.property(sizes, (size) => {
        const order = bracketSeedOrder(size)
        expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i + 1))
        expect(order[0]).toBe(1)
        expect(order.at(-1)).toBe(2)
        for (let line = 0; line < size; line += 2) {
          expect((order[line] ?? 0) + (order[line + 1] ?? 0)).toBe(size + 1)
        }
      }),
      { seed: 1411, numRuns: 50 },
    )
  })

  it('puts the top 2^k seeds in 2^k different sections (1–2 halves, 1–4 quarters, …)', () => {
    fc.assert(
      fc.property(sizes, (size) => {
        const order = bracketSeedOrder(size)
        for (let sections = 2; sections <= size; sections *= 2) {
          const sectionOf = (seed: number) => Math.floor(order.indexOf(seed) / (size / sections))
          const used = new Set(Array.from({ length: sections }, (_, i) => sectionOf(i + 1)))
          expect(used.size).toBe(sections)
        }
      }),
      { seed: 1412, numRuns: 50 },
    )
  })
})

describe('meetingRound and nextPowerOfTwo', () => {
  it('knows when two lines can meet', () => {
    expect(meetingRound(0, 1)).toBe(1)
    expect(meetingRound(0, 3)).toBe(2)
    expect(meetingRound(0, 7)).toBe(3)
    expect(meetingRound(3, 4)).toBe(3)
  })
  it('rounds up to a power of two', () => {
    expect([1, 2, 3, 5, 64, 65, 128].map(nextPowerOfTwo)).toEqual([1, 2, 4, 8, 64, 128, 128])
  })
})
