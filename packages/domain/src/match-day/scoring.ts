// Scoring from a phone (issue 15): the pure rules of a submitted score. A match has three scoring
// links — home, away and referee. One party submits the games; a DIFFERENT party confirms (a
// side's score needs the other side or the referee, a referee's score needs either side), or the
// score confirms itself when nobody answers for `autoConfirmMinutes`. A dispute stops the clock
// and hands the match to the desk, whose decision is final. The API (features/scoring) applies
// these answers to the match_day row and writes confirmed results through the draws' enterResult.
import type { GameScore } from '../score.ts'
import { dayOf, wallToInstant } from '../zoned-time.ts'

export const SCORING_PARTIES = ['home', 'away', 'referee'] as const
export type ScoringParty = (typeof SCORING_PARTIES)[number]

/** match_day.state (packages/db schema-match-day.ts); null = the match has no row yet. */
export type MatchDayStateName = 'called' | 'on_court' | 'score_pending' | 'disputed' | 'confirmed'

export type ScoringSnapshot = {
  state: MatchDayStateName | null
  /** Who submitted the pending score ('desk' never leaves a score pending, but the column allows it). */
  pendingSide: ScoringParty | 'desk' | null
  pendingAt: Date | null
  pendingGames: readonly GameScore[] | null
}

export type ScoringAction =
  | { kind: 'submit'; party: ScoringParty; games: readonly GameScore[] }
  | { kind: 'confirm'; party: ScoringParty }
  | { kind: 'dispute'; party: ScoringParty }

export type ScoringRefusal =
  /** The result is confirmed; only the desk may change it. */
  | 'SCORE_CONFIRMED'
  /** The desk decides a disputed score; links may not change it. */
  | 'SCORE_DISPUTED'
  /** Confirm or dispute with no pending score. */
  | 'NO_PENDING_SCORE'
  /** A party may not confirm or dispute its own score. */
  | 'OWN_SCORE'
  /** Another party's score waits: confirm or dispute it instead of sending a different one. */
  | 'SCORE_PENDING'

/**
 * What an action does: `pending` stores a new pending score (a first submit, or the same party
 * correcting its own score, which restarts the auto-confirm clock); `confirm` writes the pending
 * result; `dispute` hands it to the desk.
 */
export type ScoringEffect = 'pending' | 'confirm' | 'dispute'

export type ScoringAnswer = { ok: true; effect: ScoringEffect } | { ok: false; code: ScoringRefusal }

const sameGames = (a: readonly GameScore[], b: readonly GameScore[]): boolean =>
  a.length === b.length && a.every((game, i) => game.home === b[i]!.home && game.away === b[i]!.away)

/** May `party` confirm (or dispute) a score that `submitter` sent? Never its own. */
export function mayAnswer(submitter: ScoringSnapshot['pendingSide'], party: ScoringParty): boolean {
  return submitter !== null && submitter !== party
}

export function decideScoring(snapshot: ScoringSnapshot, action: ScoringAction): ScoringAnswer {
  if (snapshot.state === 'confirmed') return { ok: false, code: 'SCORE_CONFIRMED' }
  if (snapshot.state === 'disputed') return { ok: false, code: 'SCORE_DISPUTED' }
  const pending = snapshot.state === 'score_pending' && snapshot.pendingSide !== null
  if (action.kind === 'submit') {
    if (!pending || snapshot.pendingSide === action.party) return { ok: true, effect: 'pending' }
    // The other party sends the very score that waits: that is its confirmation.
    if (snapshot.pendingGames && sameGames(snapshot.pendingGames, action.games))
      return { ok: true, effect: 'confirm' }
    return { ok: false, code: 'SCORE_PENDING' }
  }
  if (!pending) return { ok: false, code: 'NO_PENDING_SCORE' }
  if (!mayAnswer(snapshot.pendingSide, action.party)) return { ok: false, code: 'OWN_SCORE' }
  return { ok: true, effect: action.kind === 'confirm' ? 'confirm' : 'dispute' }
}

/** When a pending score confirms itself (null when nothing is pending). */
export function autoConfirmAt(snapshot: ScoringSnapshot, autoConfirmMinutes: number): Date | null {
  if (snapshot.state !== 'score_pending' || snapshot.pendingAt === null) return null
  return new Date(snapshot.pendingAt.getTime() + autoConfirmMinutes * 60_000)
}

/** Has the pending score waited long enough to confirm itself at `now`? */
export function isAutoConfirmDue(snapshot: ScoringSnapshot, autoConfirmMinutes: number, now: Date): boolean {
  const due = autoConfirmAt(snapshot, autoConfirmMinutes)
  return due !== null && now.getTime() >= due.getTime()
}

/** Scoring links are valid until the end of the event's last day on its own wall clock. */
export function scoringLinkExpiry(eventEnd: Date, timeZone: string): Date {
  return new Date(wallToInstant(dayOf(eventEnd.getTime(), timeZone), '24:00', timeZone))
}
