// POST /bff/organizer/matches/{id}/on-court: Mark a called match on court.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, VersionBody, deskConflict, DeskView, errors, IdParams, json } from './contract.ts'
import { runDeskAction } from './match-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/on-court',
  tags: ['Court desk'],
  summary: 'Mark a called match on court',
  description:
    'The players of a called match arrived on its court; the overdue clock starts. 409 NOT_CALLED or STALE_DESK. Audited and published live. Roles: owner, director, desk.',
  request: { params: IdParams, ...body(VersionBody) },
  responses: { 200: json(DeskView, 'The desk after the change'), ...errors, ...deskConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await runDeskAction(c, id, 'on_court', c.req.valid('json')), 200)
}
