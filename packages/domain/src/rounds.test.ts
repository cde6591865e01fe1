import { describe, expect, it } from 'vitest'
import {
  formatPlaceholderKey,
  parsePlaceholder,
  placeholderCode,
  placeholderLabel,
  roundName,
  sortBracket,
} from './rounds.ts'

describe('roundName', () => {
  it.each([
    [1, 'final'],
    [2, 'semifinal'],
    [4, 'quarterfinal'],
    [8, 'round_of_16'],
    [16, 'round_of_32'],
    [32, 'round_of_64'],
  ])('%i matches → %s', (matchCount, key) => {
    expect(roundName(matchCount)).toEqual({ key })
  })

  it('falls back to "round of n" with n = 2 × matches', () => {
    expect(roundName(64)).toEqual({ key: 'round_n', n: 128 })
    expect(roundName(3)).toEqual({ key: 'round_n', n: 6 })
  })

  it.each([0, -1, 1.5])('rejects %s matches', (matchCount) => {
    expect(() => roundName(matchCount)).toThrow(expect.objectContaining({ code: 'invalid_match_count' }))
  })
})

describe('placeholders', () => {
  it('parses winners, losers and group places', () => {
    // round code and match index are written together: W:R168 = winner of round-of-16 match 8
    expect(parsePlaceholder('W:QF1')).toEqual({ kind: 'winner', round: 'quarterfinal', index: 1 })
    expect(parsePlaceholder('L:SF2')).toEqual({ kind: 'loser', round: 'semifinal', index: 2 })
    expect(parsePlaceholder('G:A:1')).toEqual({ kind: 'group', group: 'A', position: 1 })
    expect(parsePlaceholder('W:R168')).toEqual({
      kind: 'winner',
      round: 'round_of_16',
      index: 8,
    })
    expect(parsePlaceholder(' w:f1 ')).toEqual({ kind: 'winner', round: 'final', index: 1 })
    expect(parsePlaceholder('G:B2:3')).toEqual({ kind: 'group', group: 'B2', position: 3 })
  })

  it.each(['', 'QF1', 'W:QF5', 'W:F2', 'W:SF0', 'X:QF1', 'W:QF', 'G:A:0', 'G::1', 'W:QF01', 'Winner QF1'])(
    'returns null for %j',
    (text) => {
      expect(parsePlaceholder(text)).toBeNull()
    },
  )

  it('round-trips through the stored code', () => {
    for (const code of ['W:QF1', 'L:SF2', 'G:A:1', 'W:R6432', 'L:F1']) {
      const parsed = parsePlaceholder(code)
      expect(parsed).not.toBeNull()
      if (parsed) expect(placeholderCode(parsed)).toBe(code)
    }
  })

  it('gives i18n keys with params, and an English fallback label', () => {
    expect(formatPlaceholderKey({ kind: 'winner', round: 'quarterfinal', index: 1 })).toEqual({
      key: 'placeholder.winner',
      params: { round: 'quarterfinal', roundCode: 'QF', index: 1 },
    })
    expect(formatPlaceholderKey({ kind: 'loser', round: 'semifinal', index: 2 })).toEqual({
      key: 'placeholder.loser',
      params: { round: 'semifinal', roundCode: 'SF', index: 2 },
    })
    expect(formatPlaceholderKey({ kind: 'group', group: 'A', position: 1 })).toEqual({
      key: 'placeholder.group',
      params: { group: 'A', position: 1 },
    })
    expect(placeholderLabel({ kind: 'winner', round: 'quarterfinal', index: 1 })).toBe('Winner QF1')
    expect(placeholderLabel({ kind: 'loser', round: 'semifinal', index: 2 })).toBe('Loser SF2')
  })
})

describe('sortBracket', () => {
  it('orders by bracket position, unpositioned matches last by id, without mutating', () => {
    const matches = [
      { id: 1, bracketPosition: 3 },
      { id: 2, bracketPosition: null },
      { id: 3, bracketPosition: 1 },
      { id: 4, bracketPosition: 2 },
      { id: 0, bracketPosition: null },
    ]
    expect(sortBracket(matches).map((match) => match.id)).toEqual([3, 4, 1, 0, 2])
    expect(matches.map((match) => match.id)).toEqual([1, 2, 3, 4, 0])
  })
})
