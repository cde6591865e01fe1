// The scoring page's view of a match for one party (the link's side): names, format, state,
// the pending score and what this party may do now (the domain's rules).
import { autoConfirmAt, mayAnswer, scoringLinkExpiry, type ScoringParty } from '@courtside/domain'
import type { z } from '@hono/zod-openapi'
import type { ScoreView } from './contract.ts'
import { snapshotOf, type ScoringMatch } from './scoring-store.ts'

export const linkExpiryOf = (match: ScoringMatch): Date => scoringLinkExpiry(match.eventEnd, match.timeZone)

export function scoreView(match: ScoringMatch, party: ScoringParty): z.infer<typeof ScoreView> {
  const snapshot = snapshotOf(match)
  const day = match.day
  const pending = snapshot.state === 'score_pending' || snapshot.state === 'disputed'
  const due = autoConfirmAt(snapshot, match.autoConfirmMinutes)
  const answerable = snapshot.state === 'score_pending' && mayAnswer(snapshot.pendingSide, party)
  const open = snapshot.state !== 'confirmed' && snapshot.state !== 'disputed'
  return {
    match: {
      id: match.matchId,
      eventId: match.eventId,
      eventName: match.eventName,
      classId: match.classId,
      className: match.className,
      timeZone: match.timeZone,
      startsAt: match.startsAt?.toISOString() ?? null,
      court: match.courtName,
      home: match.home,
      away: match.away,
    },
    format: match.matchFormat,
    party,
    state: snapshot.state ?? 'open',
    pending:
      pending && day?.pendingResult
        ? {
            games: day.pendingResult.games,
            side: day.pendingSide ?? 'desk',
            at: (day.pendingAt ?? day.updatedAt).toISOString(),
            autoConfirmAt: due?.toISOString() ?? null,
          }
        : null,
    disputeNote: snapshot.state === 'disputed' ? (day?.disputeNote ?? null) : null,
    result:
      snapshot.state === 'confirmed' ? { games: match.results, decision: match.decision ?? null } : null,
    can: {
      submit: open && (snapshot.state !== 'score_pending' || snapshot.pendingSide === party),
      confirm: answerable,
      dispute: answerable,
    },
    expiresAt: linkExpiryOf(match).toISOString(),
  }
}
