// POST /bff/organizer/matches/{id}/call: Call a match to a court.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, CallBody, deskConflict, DeskView, errors, IdParams, json } from './contract.ts'
import { runDeskAction } from './match-access.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/call',
  tags: ['Court desk'],
  summary: 'Call a match to a court',
  description:
    'Calls a ready match to the given court or the next free one (its planned court first). 409 COURT_BUSY, NO_FREE_COURT, NOT_READY_TO_CALL, ALREADY_CALLED or STALE_DESK. Audited and published live. Roles: owner, director, desk.',
  request: { params: IdParams, ...body(CallBody) },
  responses: { 200: json(DeskView, 'The desk after the change'), ...errors, ...deskConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await runDeskAction(c, id, 'call', c.req.valid('json')), 200)
}
