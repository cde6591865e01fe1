// POST /bff/organizer/events/{id}/check-in/{userId}: check a player in found by name.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { checkIn } from './check-in-service.ts'
import { CheckInResult, conflict, errors, json, PlayerParams } from './contract.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/check-in/{userId}',
  tags: ['Check-in'],
  summary: 'Check in a player',
  description:
    'For a player the desk found by name. 409 NOT_ENTERED when the player has no confirmed entry in the event; a second check-in keeps the first. Roles: owner, director, desk.',
  request: { params: PlayerParams },
  responses: { 200: json(CheckInResult, 'Checked in'), ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id, userId } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.desk)
  return c.json(
    await checkIn(c.get('db'), { access, eventId: id, userId, method: 'desk', now: nowOf(c) }),
    200,
  )
}
