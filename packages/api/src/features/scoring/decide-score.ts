// POST /bff/organizer/matches/{id}/decide: the desk's final decision on a pending or disputed
// score — the games it enters (or keeps) become the result through enterResult, the match is
// confirmed and the decision is in the audit log. Roles: those who enter results.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { nowOf, ROLES } from '../organizer/index.ts'
import { body, conflict, DecideBody, errors, json, MatchParams, ScoreView } from './contract.ts'
import { matchForDesk } from './get-links.ts'
import { decideScore } from './scoring-service.ts'
import { loadScoringMatch } from './scoring-store.ts'
import { scoreView } from './view.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/decide',
  tags: ['Scoring'],
  summary: 'Decide a pending or disputed score',
  description:
    'The desk’s decision is final: validated against the match format like any result, written at once, audited. Roles: desk, director, owner.',
  request: { params: MatchParams, ...body(DecideBody) },
  responses: {
    200: json(ScoreView, 'The match after the decision (as the referee sees it)'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { access } = await matchForDesk(c, id, ROLES.desk)
  await decideScore({ db: c.get('db'), access, matchId: id, input: c.req.valid('json'), now: nowOf(c) })
  return c.json(scoreView((await loadScoringMatch(c.get('db'), id))!, 'referee'), 200)
}
