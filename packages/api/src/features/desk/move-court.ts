// POST /bff/organizer/matches/{id}/move-court: Move a called match to another court.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, MoveCourtBody, deskConflict, DeskView, errors, IdParams, json } from './contract.ts'
import { runDeskAction } from './match-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/move-court',
  tags: ['Court desk'],
  summary: 'Move a called match to another court',
  description:
    'Court changed: a called match or one on court moves to a free court. 409 COURT_BUSY, SAME_COURT, NOT_CALLED or STALE_DESK. Audited and published live. Roles: owner, director, desk.',
  request: { params: IdParams, ...body(MoveCourtBody) },
  responses: { 200: json(DeskView, 'The desk after the change'), ...errors, ...deskConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await runDeskAction(c, id, 'move_court', c.req.valid('json')), 200)
}
