import { describe, expect, it } from 'vitest'
import { CUSTOM, FORMAT_PRESETS, presetOf } from './match-format.ts'

describe('class form match formats', () => {
  it('recognises every preset it offers and calls anything else custom', () => {
    for (const [key, format] of Object.entries(FORMAT_PRESETS)) expect(presetOf(format)).toBe(key)
    expect(presetOf({ gamesToWin: 2, pointsToWin: 9, winBy: 2, scoring: 'side_out' })).toBe(CUSTOM)
    expect(presetOf({ gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'rally' })).toBe(CUSTOM)
  })

  it('offers no format the API cannot store (no fixed number of games)', () => {
    expect(Object.keys(FORMAT_PRESETS)).not.toContain('two_games_11')
    for (const format of Object.values(FORMAT_PRESETS)) expect(format).not.toHaveProperty('fixedGames')
  })
})
