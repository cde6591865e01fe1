// GET /bff/organizer/events/{id}/desk: the court desk of an event.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { DeskView, errors, IdParams, json } from './contract.ts'
import { loadDesk } from './desk-store.ts'
import { deskView } from './desk-view.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/desk',
  tags: ['Court desk'],
  summary: 'Read the court desk',
  description:
    'Every court with the match that holds it (state, since when, overdue flag), the ready queue in calling order (both sides known and checked in when the event uses check-in, rested, feeding matches finished, nobody busy elsewhere), called matches not yet on court, and the latest confirmed results. Roles: owner, director, desk.',
  request: { params: IdParams },
  responses: { 200: json(DeskView, 'The desk'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  return c.json(deskView(await loadDesk(c.get('db'), id, nowOf(c))), 200)
}
