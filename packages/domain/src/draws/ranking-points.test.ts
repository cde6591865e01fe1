import { describe, expect, it } from 'vitest'
import { placementPoints } from './ranking-points.ts'

describe('placementPoints', () => {
  it('gives the podium its points at a 16-entry field', () => {
    expect([1, 2, 3, 4].map((p) => placementPoints(p, 16))).toEqual([1000, 700, 500, 400])
  })

  it('gives shared places the points of the band they start', () => {
    expect(placementPoints(5, 16)).toBe(300)
    expect(placementPoints(7, 16)).toBe(300)
    expect(placementPoints(9, 16)).toBe(180)
    expect(placementPoints(17, 64)).toBe(200)
    expect(placementPoints(100, 128)).toBe(60)
  })

  it('scales with the field and rounds to tens', () => {
    expect(placementPoints(1, 4)).toBe(500)
    expect(placementPoints(1, 8)).toBe(750)
    expect(placementPoints(1, 32)).toBe(1500)
    expect(placementPoints(1, 64)).toBe(2000)
    expect(placementPoints(4, 8)).toBe(300)
  })

  it('never ranks worse places above better ones', () => {
    for (const entries of [4, 8, 16, 32, 64, 128]) {
      for (let p = 1; p < entries; p += 1) {
        expect(placementPoints(p, entries)).toBeGreaterThanOrEqual(placementPoints(p + 1, entries))
      }
    }
  })

  it('gives nothing for a placement that is not one', () => {
    expect(placementPoints(0, 16)).toBe(0)
    expect(placementPoints(1.5, 16)).toBe(0)
  })
})
