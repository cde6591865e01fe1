import { describe, expect, it } from 'vitest'
import { pageTarget } from './use-scroll-strip.ts'

// Six 300 px cards with 16 px gaps in a 1288 px strip (the list's featured strip at 1366 px).
const items = Array.from({ length: 6 }, (_, index) => ({ start: index * 316, width: 300 }))
const maxScrollLeft = 6 * 316 - 16 - 1288

describe('pageTarget', () => {
  it('forward: the first card not wholly in view becomes the first one', () => {
    // Cards 0-3 are in view (0..1248); card 4 starts at 1264 and is cut at 1288.
    expect(pageTarget(items, { scrollLeft: 0, width: 1288, maxScrollLeft }, 1)).toBe(
      Math.min(1264, maxScrollLeft),
    )
  })

  it('forward from a card boundary moves by the cards in view, not by a fixed width', () => {
    const narrow = { scrollLeft: 316, width: 700, maxScrollLeft: 6 * 316 - 16 - 700 }
    // In view: 316..1016 holds card 1 (316..616) wholly and card 2 (632..932) wholly; card 3 is cut.
    expect(pageTarget(items, narrow, 1)).toBe(948)
  })

  it('backward: shows the cards one view back, landing on a card start', () => {
    const narrow = { scrollLeft: 948, width: 700, maxScrollLeft: 6 * 316 - 16 - 700 }
    // One view back from 948 is 248: the first card starting at or after it is card 1 (316).
    expect(pageTarget(items, narrow, -1)).toBe(316)
    expect(pageTarget(items, { ...narrow, scrollLeft: 316 }, -1)).toBe(0)
  })

  it('stays within the scrollable range at both ends', () => {
    expect(pageTarget(items, { scrollLeft: maxScrollLeft, width: 1288, maxScrollLeft }, 1)).toBe(
      maxScrollLeft,
    )
    expect(pageTarget(items, { scrollLeft: 0, width: 1288, maxScrollLeft }, -1)).toBe(0)
    expect(pageTarget([], { scrollLeft: 40, width: 300, maxScrollLeft: 100 }, 1)).toBe(100)
  })
})
