// PATCH /bff/organizer/events/{id}: change any of the fields; descriptions merge per language.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, conflict, errors, EventSchema, IdParams, json, UpdateEventBody } from './contract.ts'
import { updateEvent } from './event-service.ts'
import { getEventView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'patch',
  path: '/events/{id}',
  tags: ['Organizer'],
  summary: 'Edit an event',
  description:
    'Only the fields sent change. `descriptions` merges per language (send "" to clear one). null resets an override to the organization value.',
  request: { params: IdParams, ...body(UpdateEventBody) },
  responses: { 200: json(EventSchema, 'The event after the change'), ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  await updateEvent({ db: c.get('db'), access, eventId: id, input: c.req.valid('json'), now: nowOf(c) })
  return c.json(await getEventView(c.get('db'), id), 200)
}
