// POST /bff/organizer/classes/{id}/draw: generate (or regenerate) the class's draft draw.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import {
  body,
  drawConflict,
  DrawViewSchema,
  errors,
  GenerateDrawBody,
  IdParams,
  json,
  unprocessable,
} from './contract.ts'
import { generate } from './draw-service.ts'
import { buildDrawView } from './draw-view.ts'

export const route = createRoute({
  method: 'post',
  path: '/classes/{id}/draw',
  tags: ['Draws'],
  summary: 'Generate or regenerate the draft draw',
  description:
    "Seeds the class's confirmed entries by DUPR rating (singles or doubles as the class type says; a team's rating is its members' mean; unrated entries after the rated ones in a seeded random order) and builds groups and/or a bracket. Replaces an earlier draft; refused with 409 DRAW_LOCKED once the draw is locked. The random seed is returned and stored; sending it again with the same entries and options gives the same draw. Draw rules that refuse the options (e.g. groups too small for their qualifiers, too few entries) answer 422.",
  request: { params: IdParams, ...body(GenerateDrawBody) },
  responses: { 200: json(DrawViewSchema, 'The draft draw'), ...errors, ...drawConflict, ...unprocessable },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.directors)
  const now = nowOf(c)
  const { row, cls } = await generate({
    db: c.get('db'),
    access,
    classId: id,
    now,
    input: c.req.valid('json'),
  })
  return c.json(await buildDrawView(c.get('db'), row, cls, now), 200)
}
