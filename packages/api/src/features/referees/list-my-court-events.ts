// GET /bff/organizer/my-courts: where the signed-in caller referees — the events (not over yet,
// of clubs they are still a member of) with the courts assigned to them, soonest first. The
// console's home for a referee, who reads no event list of the club.
import { callerOf } from '../../http/auth.ts'
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { unauthorized } from '../../lib/errors.ts'
import { nowOf } from '../organizer/index.ts'
import { errors, json, MyCourtEvents } from './contract.ts'
import { courtEventsOf } from './referee-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/my-courts',
  tags: ['Court desk'],
  summary: 'Where I referee',
  description:
    'The events, not over yet, where courts are assigned to the caller, each with those courts; only clubs the caller is a member of. Any signed-in user (empty for most).',
  responses: { 200: json(MyCourtEvents, 'The events and courts'), 401: errors[401] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await callerOf(c)
  if (!auth) throw unauthorized()
  const events = await courtEventsOf(c.get('db'), auth.userId, nowOf(c))
  return c.json({ events }, 200, { 'cache-control': 'no-store' })
}
