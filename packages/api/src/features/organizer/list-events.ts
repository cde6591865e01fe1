// GET /bff/organizer/organizations/{orgId}/events: the organization's events with entry counts and money.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { errors, EventSummary, json, OrgParams } from './contract.ts'
import { listEventSummaries } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo } from './kit.ts'

export const route = createRoute({
  method: 'get',
  path: '/organizations/{orgId}/events',
  tags: ['Organizer'],
  summary: 'List the events (draft, published, finished, cancelled) with counts and money',
  request: { params: OrgParams },
  responses: { 200: json(z.object({ items: z.array(EventSummary) }), 'The events, newest first'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId } = c.req.valid('param')
  await accessTo(c, { organizationId: orgId }, ROLES.desk)
  return c.json({ items: await listEventSummaries(c.get('db'), orgId) }, 200)
}
