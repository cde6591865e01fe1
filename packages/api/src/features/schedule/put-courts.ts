// PUT /bff/organizer/events/{id}/courts: create, rename and remove courts and set their windows.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { body, CourtsBody, CourtsView, errors, IdParams, json, scheduleConflict } from './contract.ts'
import { replaceCourts } from './court-service.ts'
import { courtsView } from './schedule-view.ts'

export const route = createRoute({
  method: 'put',
  path: '/events/{id}/courts',
  tags: ['Order of play'],
  summary: 'Set the courts and their availability',
  description:
    "Replaces the event's list of courts: listed ids are kept (renamed, their windows replaced), entries without an id are created, courts left out are removed — refused with 409 COURT_HAS_MATCHES while a match is on one. Windows are a local day and HH:MM times on the event's clock (end 24:00 = midnight); windows of a court must not overlap. Roles: director, owner.",
  request: { params: IdParams, ...body(CourtsBody) },
  responses: { 200: json(CourtsView, 'The courts after the change'), ...errors, ...scheduleConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const { event, courts } = await replaceCourts({
    db: c.get('db'),
    access,
    eventId: id,
    now: nowOf(c),
    input: c.req.valid('json'),
  })
  return c.json(courtsView(event, courts), 200)
}
