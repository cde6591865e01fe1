// POST /bff/organizer/matches/{id}/result: the desk enters (or corrects) a match's result.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { body, drawConflict, errors, IdParams, json, ResultAnswer, ResultBody } from './contract.ts'
import { matchView, resolveFor } from './draw-view.ts'
import { drawMatchOf, enterResult } from './result-service.ts'

export const route = createRoute({
  method: 'post',
  path: '/matches/{id}/result',
  tags: ['Draws'],
  summary: "Enter or correct a match's result",
  description:
    "Games are validated against the class's match format (to 11 win by 2: 11–9 counts, 11–10 does not, 16–14 does); a walkover or retirement is a decision, not a score. The winner moves on at once. A correction that changes who played a later match that already has a result answers 409 LATER_MATCHES_AFFECTED with `error.affectedMatches`; sent again with `confirmUndo: true`, those results are cleared. Empty games and no decision clear the result. Sending the stored result again changes nothing. Roles: desk, director, owner.",
  request: { params: IdParams, ...body(ResultBody) },
  responses: { 200: json(ResultAnswer, 'The match after the change'), ...errors, ...drawConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  const { classId, drawMatchId } = await drawMatchOf(db, id)
  // Another organization's match answers like a match that does not exist.
  const access = await accessTo(c, { classId }, ROLES.desk).catch((error: unknown) => {
    throw error instanceof AppError && error.status === 404 ? notFound('Match') : error
  })
  if (drawMatchId === null) {
    throw new AppError(409, 'MATCH_NOT_IN_DRAW', 'This match was not made by a draw of the console')
  }
  const outcome = await enterResult({
    db,
    access,
    matchId: id,
    classId,
    drawMatchId,
    input: c.req.valid('json'),
    now: nowOf(c),
  })
  const resolved = resolveFor(outcome.row, outcome.cls)
  const match = outcome.row.draw.matches.find((m) => m.id === drawMatchId)!
  return c.json(
    {
      match: matchView(match, resolved.byId.get(drawMatchId)!, id),
      undone: outcome.undone,
      unchanged: outcome.unchanged,
    },
    200,
  )
}
