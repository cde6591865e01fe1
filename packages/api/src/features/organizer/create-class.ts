// POST /bff/organizer/events/{id}/classes: add a class to the event.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, ClassSchema, CreateClassBody, errors, IdParams, json } from './contract.ts'
import { createClass } from './class-service.ts'
import { classRow, toClassView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/classes',
  tags: ['Organizer'],
  summary: 'Add a class',
  request: { params: IdParams, ...body(CreateClassBody) },
  responses: { 201: json(ClassSchema, 'The new class'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const classId = await createClass({
    db: c.get('db'),
    access,
    eventId: id,
    input: c.req.valid('json'),
    now: nowOf(c),
  })
  return c.json(toClassView(await classRow(c.get('db'), classId), undefined), 201)
}
