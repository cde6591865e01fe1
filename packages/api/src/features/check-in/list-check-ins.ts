// GET /bff/organizer/events/{id}/check-in?q=: the desk's list of players and the counters.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { deskView } from './check-in-service.ts'
import { DeskQuery, DeskView, errors, IdParams, json } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/check-in',
  tags: ['Check-in'],
  summary: 'The check-in desk',
  description:
    'Players with a confirmed entry (each once, with their classes) and whether, when, how and by whom they were checked in; `q` searches names ignoring case and accents. Counters are for the whole event. Roles: owner, director, desk.',
  request: { params: IdParams, query: DeskQuery },
  responses: { 200: json(DeskView, 'The desk'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  return c.json(await deskView(c.get('db'), id, c.req.valid('query').q, nowOf(c)), 200)
}
