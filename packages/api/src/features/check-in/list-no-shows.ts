// GET /bff/organizer/events/{id}/no-shows: entries with a player not checked in by the deadline.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { loadCheckInEvent } from './check-in-store.ts'
import { errors, IdParams, json, NoShowsView } from './contract.ts'
import { noShows } from './no-show-service.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/no-shows',
  tags: ['Check-in'],
  summary: 'The no-shows',
  description:
    'After the check-in deadline (`passed`), every confirmed entry with a player who has not checked in; before it, an empty list. Roles: owner, director, desk.',
  request: { params: IdParams },
  responses: { 200: json(NoShowsView, 'The no-shows'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  await loadCheckInEvent(db, id)
  return c.json(await noShows(db, id, nowOf(c)), 200)
}
