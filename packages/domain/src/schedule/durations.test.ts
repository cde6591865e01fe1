import { describe, expect, it } from 'vitest'
import { MATCH_FORMAT_PRESETS } from '../match-format.ts'
import { DEFAULT_MATCH_DURATIONS, durationKeyOf, matchDurationMinutes } from './durations.ts'

describe('match durations', () => {
  it('recognises every preset and has a default for it', () => {
    for (const [key, format] of Object.entries(MATCH_FORMAT_PRESETS)) {
      expect(durationKeyOf(format)).toBe(key)
      expect(DEFAULT_MATCH_DURATIONS[durationKeyOf(format)]).toBeGreaterThan(0)
    }
  })

  it('calls an unlisted format custom', () => {
    expect(durationKeyOf({ gamesToWin: 2, pointsToWin: 9, winBy: 1, scoring: 'rally' })).toBe('custom')
  })

  it('takes the event override for the preset, else the default', () => {
    const bo3 = MATCH_FORMAT_PRESETS.bo3_11
    expect(matchDurationMinutes(bo3)).toBe(35)
    expect(matchDurationMinutes(bo3, { bo3_11: 30, single_11: 12 })).toBe(30)
    expect(matchDurationMinutes(MATCH_FORMAT_PRESETS.bo5_11, { bo3_11: 30 })).toBe(55)
  })

  it('plans longer for longer formats', () => {
    expect(DEFAULT_MATCH_DURATIONS.single_11).toBeLessThan(DEFAULT_MATCH_DURATIONS.bo3_11)
    expect(DEFAULT_MATCH_DURATIONS.bo3_11).toBeLessThan(DEFAULT_MATCH_DURATIONS.bo5_11)
  })
})
