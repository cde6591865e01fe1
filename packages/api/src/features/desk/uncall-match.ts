// POST /bff/organizer/matches/{id}/uncall: Send a called match back to the queue.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, VersionBody, deskConflict, DeskView, errors, IdParams, json } from './contract.ts'
import { runDeskAction } from './match-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/uncall',
  tags: ['Court desk'],
  summary: 'Send a called match back to the queue',
  description:
    'A called match, or one on court without a score, goes back to the ready queue and frees its court. 409 NOT_CALLED or STALE_DESK. Audited and published live. Roles: owner, director, desk.',
  request: { params: IdParams, ...body(VersionBody) },
  responses: { 200: json(DeskView, 'The desk after the change'), ...errors, ...deskConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await runDeskAction(c, id, 'uncall', c.req.valid('json')), 200)
}
