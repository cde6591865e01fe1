// POST /bff/organizer/organizations/{orgId}/events: a tournament or travel event, as a draft.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, CreateEventBody, errors, EventSchema, json, OrgParams } from './contract.ts'
import { createEvent } from './event-service.ts'
import { getEventView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/organizations/{orgId}/events',
  tags: ['Organizer'],
  summary: 'Create an event as a draft',
  request: { params: OrgParams, ...body(CreateEventBody) },
  responses: { 201: json(EventSchema, 'The new draft'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId } = c.req.valid('param')
  const access = await accessTo(c, { organizationId: orgId }, ROLES.directors)
  const id = await createEvent({ db: c.get('db'), access, input: c.req.valid('json'), now: nowOf(c) })
  return c.json(await getEventView(c.get('db'), id), 201)
}
