import { describe, expect, it } from 'vitest'
import {
  autoConfirmAt,
  decideScoring,
  isAutoConfirmDue,
  scoringLinkExpiry,
  type ScoringSnapshot,
} from './scoring.ts'

const GAMES = [
  { home: 11, away: 7 },
  { home: 11, away: 9 },
]
const OTHER = [
  { home: 7, away: 11 },
  { home: 11, away: 9 },
  { home: 9, away: 11 },
]
const at = new Date('2026-06-13T10:00:00Z')
const none: ScoringSnapshot = { state: null, pendingSide: null, pendingAt: null, pendingGames: null }
const pendingBy = (side: ScoringSnapshot['pendingSide']): ScoringSnapshot => ({
  state: 'score_pending',
  pendingSide: side,
  pendingAt: at,
  pendingGames: GAMES,
})

describe('who may submit, confirm and dispute a score', () => {
  it('lets any party submit the first score, before or after the call', () => {
    for (const state of [null, 'called', 'on_court'] as const)
      for (const party of ['home', 'away', 'referee'] as const)
        expect(decideScoring({ ...none, state }, { kind: 'submit', party, games: GAMES })).toEqual({
          ok: true,
          effect: 'pending',
        })
  })

  it('lets the submitter correct its own pending score (a new pending score)', () => {
    expect(decideScoring(pendingBy('home'), { kind: 'submit', party: 'home', games: OTHER })).toEqual({
      ok: true,
      effect: 'pending',
    })
  })

  it('takes the same score from another party as its confirmation, a different one is refused', () => {
    expect(decideScoring(pendingBy('referee'), { kind: 'submit', party: 'away', games: GAMES })).toEqual({
      ok: true,
      effect: 'confirm',
    })
    expect(decideScoring(pendingBy('referee'), { kind: 'submit', party: 'away', games: OTHER })).toEqual({
      ok: false,
      code: 'SCORE_PENDING',
    })
  })

  it("needs the other side or the referee to confirm a side's score", () => {
    const home = pendingBy('home')
    expect(decideScoring(home, { kind: 'confirm', party: 'home' })).toEqual({ ok: false, code: 'OWN_SCORE' })
    expect(decideScoring(home, { kind: 'confirm', party: 'away' })).toEqual({ ok: true, effect: 'confirm' })
    expect(decideScoring(home, { kind: 'confirm', party: 'referee' })).toEqual({
      ok: true,
      effect: 'confirm',
    })
    expect(decideScoring(home, { kind: 'dispute', party: 'home' })).toEqual({ ok: false, code: 'OWN_SCORE' })
    expect(decideScoring(home, { kind: 'dispute', party: 'away' })).toEqual({ ok: true, effect: 'dispute' })
  })

  it("needs one side to confirm a referee's score; the referee cannot confirm it", () => {
    const referee = pendingBy('referee')
    expect(decideScoring(referee, { kind: 'confirm', party: 'referee' }).ok).toBe(false)
    expect(decideScoring(referee, { kind: 'confirm', party: 'home' })).toEqual({
      ok: true,
      effect: 'confirm',
    })
    expect(decideScoring(referee, { kind: 'confirm', party: 'away' })).toEqual({
      ok: true,
      effect: 'confirm',
    })
  })

  it('has nothing to confirm or dispute without a pending score', () => {
    expect(decideScoring({ ...none, state: 'on_court' }, { kind: 'confirm', party: 'away' })).toEqual({
      ok: false,
      code: 'NO_PENDING_SCORE',
    })
    expect(decideScoring(none, { kind: 'dispute', party: 'home' })).toEqual({
      ok: false,
      code: 'NO_PENDING_SCORE',
    })
  })

  it('leaves disputed and confirmed scores to the desk', () => {
    for (const action of [
      { kind: 'submit', party: 'home', games: GAMES },
      { kind: 'confirm', party: 'away' },
      { kind: 'dispute', party: 'away' },
    ] as const) {
      expect(decideScoring({ ...pendingBy('home'), state: 'disputed' }, action)).toEqual({
        ok: false,
        code: 'SCORE_DISPUTED',
      })
      expect(decideScoring({ ...pendingBy('home'), state: 'confirmed' }, action)).toEqual({
        ok: false,
        code: 'SCORE_CONFIRMED',
      })
    }
  })
})

describe('a pending score confirms itself', () => {
  it('after auto_confirm_minutes and not a moment before', () => {
    const pending = pendingBy('referee')
    expect(autoConfirmAt(pending, 10)?.toISOString()).toBe('2026-06-13T10:10:00.000Z')
    expect(isAutoConfirmDue(pending, 10, new Date('2026-06-13T10:09:59Z'))).toBe(false)
    expect(isAutoConfirmDue(pending, 10, new Date('2026-06-13T10:10:00Z'))).toBe(true)
  })

  it('never when disputed or when nothing is pending', () => {
    const later = new Date('2026-06-14T00:00:00Z')
    expect(isAutoConfirmDue({ ...pendingBy('home'), state: 'disputed' }, 10, later)).toBe(false)
    expect(isAutoConfirmDue(none, 10, later)).toBe(false)
  })
})

describe('scoring links expire', () => {
  it("at the end of the event's last day in its own time zone", () => {
    // The event ends at 18:00 in Berlin (summer time): links hold until midnight there.
    expect(scoringLinkExpiry(new Date('2026-06-14T16:00:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2026-06-14T22:00:00.000Z',
    )
    // 23:30 on the 14th in Los Angeles is already the 15th in UTC; the 14th still counts.
    expect(scoringLinkExpiry(new Date('2026-06-15T06:30:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-06-15T07:00:00.000Z',
    )
  })
})
