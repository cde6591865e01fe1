// POST /bff/organizer/events/{id}/copy: a new draft with the settings and classes, dates moved, no entries.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, CopyBody, errors, EventSchema, IdParams, json } from './contract.ts'
import { copyEvent } from './event-service.ts'
import { getEventView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/copy',
  tags: ['Organizer'],
  summary: 'Copy the event (e.g. for next year: offsetDays 364 keeps the weekday)',
  request: { params: IdParams, ...body(CopyBody) },
  responses: { 201: json(EventSchema, 'The copy (a draft)'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const copyId = await copyEvent({
    db: c.get('db'),
    access,
    eventId: id,
    input: c.req.valid('json'),
    now: nowOf(c),
  })
  return c.json(await getEventView(c.get('db'), copyId), 201)
}
