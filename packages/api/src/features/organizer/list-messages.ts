// GET /bff/organizer/events/{id}/messages: the event's messages the outbox could not deliver (by
// default failed ones and pending ones that already failed once), for the desk and up.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { errors, IdParams, json } from './contract.ts'
import { listEventMessages, MessagesQuery, OutboxMessage } from './message-service.ts'
import { ROLES } from './access.ts'
import { accessTo } from './kit.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/messages',
  tags: ['Organizer'],
  summary: "The event's messages to players, newest first (200 at most)",
  request: { params: IdParams, query: MessagesQuery },
  responses: {
    200: json(z.object({ items: z.array(OutboxMessage) }), 'Messages'),
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  const { status } = c.req.valid('query')
  return c.json({ items: await listEventMessages(c.get('db'), id, status) }, 200)
}
