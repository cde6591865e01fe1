// POST /bff/organizer/events/{id}/publish: Publish: the event appears in the public list.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { conflict, errors, EventSchema, IdParams, json } from './contract.ts'
import { setEventStatus } from './event-service.ts'
import { getEventView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/publish',
  tags: ['Organizer'],
  summary: 'Publish: the event appears in the public list',
  request: { params: IdParams },
  responses: { 200: json(EventSchema, 'The event'), ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  await setEventStatus({ db: c.get('db'), access, eventId: id, status: 'published', now: nowOf(c) })
  return c.json(await getEventView(c.get('db'), id), 200)
}
