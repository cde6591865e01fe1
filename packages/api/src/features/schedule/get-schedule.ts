// GET /bff/organizer/events/{id}/schedule: the order of play per day and court, with conflicts.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo } from '../organizer/index.ts'
import { errors, IdParams, json, PlanView } from './contract.ts'
import { loadPlan } from './schedule-store.ts'
import { planView } from './schedule-view.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/schedule',
  tags: ['Order of play'],
  summary: 'Read the order of play',
  description:
    'The matches of the locked draws of the event per day and court in start order, the matches still without a court, and every rule the current plan breaks (player overlap, rest, round order, availability, court overlap, daily limit). Readable by the desk.',
  request: { params: IdParams },
  responses: { 200: json(PlanView, 'The order of play'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { eventId: id }, ROLES.desk)
  return c.json(planView(await loadPlan(c.get('db'), id)), 200)
}
