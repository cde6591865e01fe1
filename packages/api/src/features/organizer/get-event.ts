// GET /bff/organizer/events/{id}: every field the console edits, with its classes and their counts.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { errors, EventSchema, IdParams, json } from './contract.ts'
import { getEventView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo } from './kit.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}',
  tags: ['Organizer'],
  summary: 'Read an event',
  request: { params: IdParams },
  responses: { 200: json(EventSchema, 'The event'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  return c.json(await getEventView(c.get('db'), id), 200)
}
