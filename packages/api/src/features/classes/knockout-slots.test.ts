import { describe, expect, it } from 'vitest'
import { knockoutSlot } from './knockout-slots.ts'

const base = { roundNumber: null, bracketPosition: null, finalRound: 3 }

describe('knockoutSlot', () => {
  it('reads main, third-place and consolation matches of a console draw from their ids', () => {
    expect(knockoutSlot({ ...base, drawMatchId: 'M-R2-1', roundNumber: 2, bracketPosition: 1 })).toEqual({
      stage: 'main',
      round: 2,
      position: 1,
    })
    expect(knockoutSlot({ ...base, drawMatchId: 'P3' })).toEqual({
      stage: 'third_place',
      round: 3,
      position: 1,
    })
    expect(knockoutSlot({ ...base, drawMatchId: 'C-R1-2' })).toEqual({
      stage: 'consolation',
      round: 1,
      position: 2,
    })
    expect(knockoutSlot({ ...base, drawMatchId: 'C-R12-10' })).toEqual({
      stage: 'consolation',
      round: 12,
      position: 10,
    })
  })

  it('leaves group matches and unknown ids out of the bracket', () => {
    expect(knockoutSlot({ ...base, drawMatchId: 'G1-R2-3' })).toBeNull()
    expect(knockoutSlot({ ...base, drawMatchId: 'M-R0-1' })).toBeNull()
    expect(knockoutSlot({ ...base, drawMatchId: 'X-R1-1' })).toBeNull()
  })

  it('keeps the seed’s knockout rounds (no draw id) in the main bracket, position or not', () => {
    expect(knockoutSlot({ ...base, drawMatchId: null, roundNumber: 1, bracketPosition: 4 })).toEqual({
      stage: 'main',
      round: 1,
      position: 4,
    })
    expect(knockoutSlot({ ...base, drawMatchId: null, roundNumber: 2, bracketPosition: null })).toEqual({
      stage: 'main',
      round: 2,
      position: null,
    })
    expect(knockoutSlot({ ...base, drawMatchId: null })).toBeNull()
  })
})
