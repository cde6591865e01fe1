// POST /bff/score/{token}/confirm: the other side (or the referee) confirms the pending score,
// which becomes the match's result (draws' enterResult) and is published live.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, ConfirmBody, conflict, errors, gone, json, ScoreView, TokenParams } from './contract.ts'
import { writeByLink } from './link-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/score/{token}/confirm',
  tags: ['Scoring'],
  summary: 'Confirm the pending score through a scoring link',
  request: { params: TokenParams, ...body(ConfirmBody) },
  responses: { 200: json(ScoreView, 'The match after the confirmation'), ...errors, ...conflict, ...gone },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { token } = c.req.valid('param')
  const { matchId } = c.req.valid('json')
  const answer = await writeByLink(c, token, { kind: 'confirm' }, matchId)
  return c.json(answer.body, answer.status)
}
