// GET /bff/organizer/events/{id}/scores: the event's matches whose score waits (pending) or was
// disputed, oldest first — the desk's Scores page. Scores whose wait is over confirm themselves
// first (the same lazy auto-confirm as the phone page), so the list never shows a stale one.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { withTransaction } from '../registrations/index.ts'
import { accessTo, nowOf, ROLES } from '../organizer/index.ts'
import { ContestedScores, errors, json, MatchParams } from './contract.ts'
import { autoConfirmIfDue, lockMatch } from './scoring-service.ts'
import { contestedMatchIds, loadScoringMatch, type ScoringMatch } from './scoring-store.ts'
import { scoreView } from './view.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/scores',
  tags: ['Scoring'],
  summary: 'Pending and disputed scores of an event',
  description: 'Roles: desk, director, owner.',
  request: { params: MatchParams },
  responses: { 200: json(ContestedScores, 'The scores that wait for someone'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  const now = nowOf(c)
  const scores = []
  for (const matchId of await contestedMatchIds(db, id)) {
    let match: ScoringMatch | null = await loadScoringMatch(db, matchId)
    if (match?.day?.state === 'score_pending') {
      match = await withTransaction(db, async (tx) =>
        (await autoConfirmIfDue(tx, await lockMatch(tx, matchId), now)) ? null : match,
      )
    }
    const state = match?.day?.state
    if (!match || (state !== 'score_pending' && state !== 'disputed')) continue
    const view = scoreView(match, 'referee')
    scores.push({
      matchId,
      className: match.className,
      home: match.home,
      away: match.away,
      court: match.courtName,
      state,
      games: match.day?.pendingResult?.games ?? [],
      submittedBy: match.day?.pendingSide ?? null,
      submittedAt: match.day?.pendingAt?.toISOString() ?? null,
      autoConfirmAt: view.pending?.autoConfirmAt ?? null,
      disputeNote: match.day?.disputeNote ?? null,
    })
  }
  return c.json({ scores }, 200)
}
