// DELETE /bff/organizer/events/{id}/check-in/{userId}: undo a check-in made by mistake.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { undoCheckIn } from './check-in-service.ts'
import { errors, json, PlayerParams } from './contract.ts'

export const route = createRoute({
  method: 'delete',
  path: '/events/{id}/check-in/{userId}',
  tags: ['Check-in'],
  summary: 'Undo a check-in',
  description:
    'The player is no longer checked in; undoing twice changes nothing. Roles: owner, director, desk.',
  request: { params: PlayerParams },
  responses: { 200: json(z.object({ checkedIn: z.literal(false) }), 'Not checked in'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id, userId } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.desk)
  await undoCheckIn(c.get('db'), { access, eventId: id, userId, now: nowOf(c) })
  return c.json({ checkedIn: false as const }, 200)
}
