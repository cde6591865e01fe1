// POST /bff/organizer/events/{id}/schedule: plan every locked draw of the event automatically.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { body, errors, IdParams, json, RunAnswer, RunBody } from './contract.ts'
import { runSchedule } from './plan-service.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/schedule',
  tags: ['Order of play'],
  summary: 'Schedule automatically',
  description:
    "Puts the matches of every locked or published draw of the event onto courts and times: round order (a match after the matches that feed it), the courts' windows, the minimum rest of every player who could play it, across classes, and the daily limit. `keep` (default) leaves matches that have a court and time where they are; `replan` plans every match not yet played again. Answers how many were placed and which did not fit, with the reason. Roles: director, owner.",
  request: { params: IdParams, ...body(RunBody) },
  responses: { 200: json(RunAnswer, 'What was placed and what did not fit'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const { mode } = c.req.valid('json')
  return c.json(await runSchedule({ db: c.get('db'), access, eventId: id, now: nowOf(c), mode }), 200)
}
