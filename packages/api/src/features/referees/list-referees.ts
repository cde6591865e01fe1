// GET /bff/organizer/events/{id}/referees: the club's referees and their courts at this event.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo } from '../organizer/index.ts'
import { errors, IdParams, json, RefereeList } from './contract.ts'
import { refereeList } from './referee-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/referees',
  tags: ['Court desk'],
  summary: "The club's referees and their courts",
  description:
    'Members of the event’s club with the role referee, each with the ids of the courts of this event assigned to them. Roles: owner, director, desk.',
  request: { params: IdParams },
  responses: { 200: json(RefereeList, 'The referees'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  return c.json(await refereeList(db, access.organizationId, id), 200)
}
