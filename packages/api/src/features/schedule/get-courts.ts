// GET /bff/organizer/events/{id}/courts: the event's courts with their windows.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo } from '../organizer/index.ts'
import { CourtsView, errors, IdParams, json } from './contract.ts'
import { loadCourts, loadEvent } from './schedule-store.ts'
import { courtsView } from './schedule-view.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/courts',
  tags: ['Order of play'],
  summary: 'List the courts and their availability',
  description:
    "Courts of the event with their windows per day, as the event's wall clock (HH:MM) and as instants, and how many matches each has. Readable by the desk.",
  request: { params: IdParams },
  responses: { 200: json(CourtsView, 'The courts'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  return c.json(courtsView(await loadEvent(db, id), await loadCourts(db, id)), 200)
}
