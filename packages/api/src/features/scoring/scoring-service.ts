// What a scoring link (or the desk) does to a match's score, inside one transaction: a pending
// score is validated against the match format exactly as the desk's result is (checkResult); a
// confirmation — by the other party, by itself after auto_confirm_minutes, or by the desk's
// decision — writes the result through the draws' enterResult (the only write path of results,
// which re-copies the public rows and publishes the class and event topics) and audits who
// confirmed it. The rules of who may do what are the domain's (decideScoring).
import { type Db } from '@courtside/db'
import {
  decideScoring,
  isAutoConfirmDue,
  type GameScore,
  type MatchDecision,
  type ScoringAction,
  type ScoringParty,
} from '@courtside/domain'
import { AppError, notFound } from '../../lib/errors.ts'
import { type Tx, withTransaction } from '../registrations/index.ts'
import { checkResult, enterResult, type ResultActor } from '../draws/index.ts'
import { fillFreeCourts } from '../desk/index.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import { noticeScoreToConfirm } from './notify.ts'
import { loadScoringMatch, saveMatchDay, snapshotOf, type ScoringMatch } from './scoring-store.ts'

const REFUSALS: Record<string, [409, string]> = {
  SCORE_CONFIRMED: [409, 'This match’s result is confirmed; only the desk can change it'],
  SCORE_DISPUTED: [409, 'This score is disputed; the desk decides it'],
  NO_PENDING_SCORE: [409, 'There is no score to confirm or dispute yet'],
  OWN_SCORE: [409, 'The other side (or the referee) must confirm or dispute this score'],
  SCORE_PENDING: [409, 'Another score waits for your answer: confirm or dispute it'],
}

/** Who confirmed, as the audit log's `via`: "home link", "auto-confirm", … */
const viaOf = (who: ScoringParty | 'auto'): string => (who === 'auto' ? 'auto-confirm' : `${who} link`)

export async function lockMatch(tx: Tx, matchId: number): Promise<ScoringMatch> {
  const match = await loadScoringMatch(tx, matchId, true)
  if (!match) throw notFound('Match')
  return match
}

function drawMatchIdOf(match: ScoringMatch): string {
  if (match.drawMatchId === null)
    throw new AppError(409, 'MATCH_NOT_IN_DRAW', 'This match was not made by a draw of the console')
  return match.drawMatchId
}

/** Writes the pending score as the result and marks the match confirmed. */
async function confirmPending(tx: Tx, match: ScoringMatch, who: ScoringParty | 'auto', now: Date) {
  const pending = match.day?.pendingResult
  if (!pending) throw new AppError(409, 'NO_PENDING_SCORE', 'There is no score to confirm')
  const actor: ResultActor = { organizationId: match.organizationId, userId: null, via: viaOf(who) }
  await enterResult({
    db: tx,
    access: actor,
    matchId: match.matchId,
    classId: match.classId,
    drawMatchId: drawMatchIdOf(match),
    input: { games: pending.games, decision: pending.decision },
    now,
  })
  await saveMatchDay(tx, match, { state: 'confirmed', confirmedAt: now }, now)
  await writeAudit(tx, {
    access: actor,
    eventId: match.eventId,
    action: 'match.score_confirmed',
    objectType: 'match',
    objectId: match.matchId,
    before: { pending: pending.games, submittedBy: match.day?.pendingSide ?? null },
    after: { confirmedBy: viaOf(who) },
    at: now,
  })
  // The court is free: with auto call on, the desk's next ready match goes to it.
  await fillFreeCourts(tx, match.eventId, now)
}

/**
 * Confirms the match's pending score when it waited auto_confirm_minutes; true when it did. Called
 * on every read and write of the match (so no timer is needed to see it) and by the background job.
 */
export async function autoConfirmIfDue(tx: Tx, match: ScoringMatch, now: Date): Promise<boolean> {
  if (!isAutoConfirmDue(snapshotOf(match), match.autoConfirmMinutes, now)) return false
  await confirmPending(tx, match, 'auto', now)
  await publishLive(tx, [eventTopic(match.eventId)])
  return true
}

export type ScoringRequest =
  { kind: 'submit'; games: GameScore[] } | { kind: 'confirm' } | { kind: 'dispute'; note: string | null }

/** A scoring link's submit, confirm or dispute on the locked match (after a due auto-confirm). */
export async function applyScoring(
  tx: Tx,
  match: ScoringMatch,
  party: ScoringParty,
  request: ScoringRequest,
  now: Date,
): Promise<void> {
  const action: ScoringAction =
    request.kind === 'submit'
      ? { kind: 'submit', party, games: request.games }
      : { kind: request.kind, party }
  const answer = decideScoring(snapshotOf(match), action)
  if (!answer.ok) {
    const [status, message] = REFUSALS[answer.code]!
    throw new AppError(status, answer.code, message)
  }
  if (answer.effect === 'pending' && request.kind === 'submit') {
    const drawMatchId = drawMatchIdOf(match)
    if (match.home === null || match.away === null)
      throw new AppError(409, 'MATCH_NOT_READY', 'Both sides of this match are not known yet')
    await checkResult(tx, { classId: match.classId, drawMatchId, input: { games: request.games } })
    await saveMatchDay(
      tx,
      match,
      {
        state: 'score_pending',
        pendingResult: { games: request.games, decision: null },
        pendingSide: party,
        pendingAt: now,
      },
      now,
    )
    await noticeScoreToConfirm(tx, match, party, request.games, now)
  } else if (answer.effect === 'confirm') {
    await confirmPending(tx, match, party, now)
  } else {
    const note = request.kind === 'dispute' ? request.note : null
    await saveMatchDay(tx, match, { state: 'disputed', disputedAt: now, disputeNote: note }, now)
    await writeAudit(tx, {
      access: { organizationId: match.organizationId, userId: null },
      eventId: match.eventId,
      action: 'match.score_disputed',
      objectType: 'match',
      objectId: match.matchId,
      before: {
        pending: match.day?.pendingResult?.games ?? null,
        submittedBy: match.day?.pendingSide ?? null,
      },
      after: { disputedBy: viaOf(party), note },
      at: now,
    })
  }
  await publishLive(tx, [eventTopic(match.eventId)])
}

/**
 * The desk's final decision on a pending or disputed score: the games it enters (or keeps) become
 * the result through enterResult under the desk member's name, and the decision is audited.
 */
export async function decideScore(options: {
  db: Db
  access: Access
  matchId: number
  input: { games: GameScore[]; decision?: MatchDecision | null | undefined }
  now: Date
}): Promise<void> {
  const { db, access, matchId, input, now } = options
  await withTransaction(db, async (tx) => {
    const match = await lockMatch(tx, matchId)
    const state = match.day?.state
    if (state !== 'score_pending' && state !== 'disputed')
      throw new AppError(409, 'NOTHING_TO_DECIDE', 'This match has no pending or disputed score')
    await enterResult({
      db: tx,
      access,
      matchId,
      classId: match.classId,
      drawMatchId: drawMatchIdOf(match),
      input: { games: input.games, decision: input.decision ?? null },
      now,
    })
    await saveMatchDay(tx, match, { state: 'confirmed', confirmedAt: now }, now)
    await writeAudit(tx, {
      access,
      eventId: match.eventId,
      action: 'match.score_decided',
      objectType: 'match',
      objectId: matchId,
      before: {
        state,
        pending: match.day?.pendingResult?.games ?? null,
        submittedBy: match.day?.pendingSide ?? null,
        disputeNote: match.day?.disputeNote ?? null,
      },
      after: { games: input.games, decision: input.decision ?? null },
      at: now,
    })
    await publishLive(tx, [eventTopic(match.eventId)])
    await fillFreeCourts(tx, match.eventId, now)
  })
}
