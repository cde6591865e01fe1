// GET /bff/score/{token}: the phone page's match — sides, format, state, the pending score and
// what this link's party may do. No account: the token is the credential.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { errors, gone, json, ScoreView, TokenParams } from './contract.ts'
import { readByLink } from './link-access.ts'

export const route = createRoute({
  method: 'get',
  path: '/score/{token}',
  tags: ['Scoring'],
  summary: 'Read a match through its scoring link',
  request: { params: TokenParams },
  responses: { 200: json(ScoreView, 'The match as this link sees it'), ...errors, ...gone },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { token } = c.req.valid('param')
  return c.json(await readByLink(c, token), 200)
}
