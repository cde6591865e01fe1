// PATCH /bff/organizer/matches/{id}/slot: move a match to a court and a time.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { classes, eq, matches } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { body, errors, IdParams, json, scheduleConflict, SlotAnswer, SlotBody } from './contract.ts'
import { moveMatch } from './plan-service.ts'
import { conflictViews, matchSlotView } from './schedule-view.ts'

export const route = createRoute({
  method: 'patch',
  path: '/matches/{id}/slot',
  tags: ['Order of play'],
  summary: 'Move a match',
  description:
    'Sets the court and start of a match of a locked draw (both null: off the plan). When the move breaks a rule (a player in two places, too little rest, before a match that feeds it, outside the court’s windows, two matches on a court, the daily limit) it answers 409 SCHEDULE_CONFLICTS with `error.conflicts` and saves nothing; sent again with `confirm: true` it saves. Roles: director, owner.',
  request: { params: IdParams, ...body(SlotBody) },
  responses: { 200: json(SlotAnswer, 'The match after the move'), ...errors, ...scheduleConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  const [row] = await db
    .select({ classId: matches.classId, eventId: classes.tournamentId })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .where(eq(matches.id, id))
  if (!row) throw notFound('Match')
  // Another organization's match answers like a match that does not exist.
  const access = await accessTo(c, { classId: row.classId }, ROLES.directors).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound('Match') : error
  })
  const input = c.req.valid('json')
  const outcome = await moveMatch({
    db,
    access,
    eventId: row.eventId,
    now: nowOf(c),
    matchId: id,
    courtId: input.courtId,
    start: input.start === null ? null : new Date(input.start),
    confirm: input.confirm === true,
  })
  return c.json(
    {
      match: matchSlotView(outcome.plan, outcome.match),
      conflicts: conflictViews(outcome.plan, outcome.conflicts),
      saved: outcome.saved,
    },
    200,
  )
}
