import type { ClassMatch } from '@courtside/api/types'
import { describe, expect, it } from 'vitest'
import { currentColumn, feedsSlot, layoutBracket, stageMatches } from './bracket-layout.ts'

/** A full bracket of `lines` lines: match ids 100·round + position, shuffled. */
function fullBracket(lines: number) {
  const matches: { id: number; round: number; position: number | null }[] = []
  for (let round = 1, count = lines / 2; count >= 1; round += 1, count /= 2) {
    for (let position = count; position >= 1; position -= 1)
      matches.push({ id: 100 * round + position, round, position })
  }
  return matches
}

describe('layoutBracket', () => {
  it('names rounds by their size: round of 128 … round of 16, quarter-final, semi-final, final', () => {
    const layout = layoutBracket(fullBracket(128))
    expect(layout.isConnected).toBe(true)
    expect(layout.columns.map((c) => c.name)).toEqual([
      { key: 'round_n', n: 128 },
      { key: 'round_of_64' },
      { key: 'round_of_32' },
      { key: 'round_of_16' },
      { key: 'quarterfinal' },
      { key: 'semifinal' },
      { key: 'final' },
    ])
    expect(layout.columns.map((c) => c.slots.length)).toEqual([64, 32, 16, 8, 4, 2, 1])
  })

  it('puts matches on their bracket lines and feeds slot i into slot ⌊i/2⌋ of the next round', () => {
    const layout = layoutBracket(fullBracket(8))
    expect(layout.columns.map((c) => c.slots)).toEqual([[101, 102, 103, 104], [201, 202], [301]])
    // Quarter-finals 1 and 2 feed semi-final 1, 3 and 4 semi-final 2; both semis the final.
    expect([0, 1, 2, 3].map((slot) => feedsSlot(layout, 0, slot))).toEqual([0, 0, 1, 1])
    expect([0, 1].map((slot) => feedsSlot(layout, 1, slot))).toEqual([0, 0])
    expect(feedsSlot(layout, 2, 0)).toBeNull()
  })

  it('keeps the geometry of a bracket whose later matches are missing or have no position', () => {
    const layout = layoutBracket([
      { id: 1, round: 1, position: 2 },
      { id: 2, round: 1, position: null },
      { id: 3, round: 1, position: 4 },
      { id: 9, round: 3, position: 1 },
      { id: 5, round: 2, position: 2 },
    ])
    expect(layout.isConnected).toBe(true)
    expect(layout.columns.map((c) => c.slots)).toEqual([[2, 1, null, 3], [null, 5], [9]])
  })

  it('lists data that is no bracket in order, without connectors', () => {
    const layout = layoutBracket([
      { id: 4, round: 1, position: 3 },
      { id: 2, round: 1, position: 1 },
      { id: 3, round: 1, position: 2 },
      { id: 7, round: 2, position: 1 },
    ])
    expect(layout.isConnected).toBe(false)
    expect(layout.columns.map((c) => [c.name, c.slots])).toEqual([
      [{ key: 'round_n', n: 6 }, [2, 3, 4]],
      [{ key: 'final' }, [7]],
    ])
    expect(feedsSlot(layout, 0, 0)).toBeNull()
    expect(layoutBracket([])).toEqual({ columns: [], isConnected: false })
  })
})

const match = (id: number, known: boolean, knockout: ClassMatch['knockout']) =>
  ({
    id,
    homeTeam: known ? { id: 1, name: 'A', logo: null } : null,
    awayTeam: known ? { id: 2, name: 'B', logo: null } : null,
    knockout,
  }) as ClassMatch

describe('stageMatches and currentColumn', () => {
  const matches = [
    match(1, true, { stage: 'main', round: 1, position: 1 }),
    match(2, true, { stage: 'main', round: 1, position: 2 }),
    match(3, false, { stage: 'main', round: 2, position: 1 }),
    match(4, false, { stage: 'third_place', round: 2, position: 1 }),
    match(5, true, { stage: 'consolation', round: 1, position: 1 }),
    match(6, true, null),
  ]
  it('picks one stage of the knockout', () => {
    expect(stageMatches(matches, 'main').map((m) => m.id)).toEqual([1, 2, 3])
    expect(stageMatches(matches, 'consolation')).toEqual([{ id: 5, round: 1, position: 1 }])
  })

  it('opens on the latest round whose sides are known', () => {
    const byId = new Map(matches.map((m) => [m.id, m]))
    const layout = layoutBracket(stageMatches(matches, 'main'))
    expect(currentColumn(layout, byId)).toBe(0)
    byId.set(3, match(3, true, { stage: 'main', round: 2, position: 1 }))
    expect(currentColumn(layout, byId)).toBe(1)
    expect(currentColumn(layoutBracket([{ id: 9, round: 1, position: 1 }]), new Map())).toBe(0)
  })
})
