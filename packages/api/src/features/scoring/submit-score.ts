// POST /bff/score/{token}: a side or the referee enters the games. Validated against the class's
// match format like the desk's result (400 with a field per game); the score then waits for the
// other party. Needs an Idempotency-Key: a replay answers the first answer and writes nothing.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, conflict, errors, gone, json, ScoreView, SubmitBody, TokenParams } from './contract.ts'
import { writeByLink } from './link-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/score/{token}',
  tags: ['Scoring'],
  summary: 'Submit a score through a scoring link',
  request: { params: TokenParams, ...body(SubmitBody) },
  responses: { 200: json(ScoreView, 'The match after the submit'), ...errors, ...conflict, ...gone },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { token } = c.req.valid('param')
  const { games, matchId } = c.req.valid('json')
  const answer = await writeByLink(c, token, { kind: 'submit', games }, matchId)
  return c.json(answer.body, answer.status)
}
