// POST /bff/score/{token}/dispute: the other side (or the referee) disputes the pending score with
// an optional note; the desk decides (decide-score.ts) and its decision is final.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, conflict, DisputeBody, errors, gone, json, ScoreView, TokenParams } from './contract.ts'
import { writeByLink } from './link-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/score/{token}/dispute',
  tags: ['Scoring'],
  summary: 'Dispute the pending score through a scoring link',
  request: { params: TokenParams, ...body(DisputeBody) },
  responses: { 200: json(ScoreView, 'The match after the dispute'), ...errors, ...conflict, ...gone },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { token } = c.req.valid('param')
  const { note, matchId } = c.req.valid('json')
  const answer = await writeByLink(c, token, { kind: 'dispute', note: note || null }, matchId)
  return c.json(answer.body, answer.status)
}
