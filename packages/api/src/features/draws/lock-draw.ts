// POST /bff/organizer/classes/{id}/draw/lock: lock the draft and copy it into the public tables.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { drawConflict, DrawViewSchema, errors, IdParams, json } from './contract.ts'
import { lock } from './draw-service.ts'
import { buildDrawView } from './draw-view.ts'

export const route = createRoute({
  method: 'post',
  path: '/classes/{id}/draw/lock',
  tags: ['Draws'],
  summary: 'Lock the draw',
  description:
    "Fixes the draw and writes its groups, rounds and matches (with placeholders such as W:QF1 for sides not known yet) for the class page, which shows them once the draw is published. Refused with 409 ENTRIES_CHANGED while the class's entries differ from the draw's. A repeat changes nothing.",
  request: { params: IdParams },
  responses: { 200: json(DrawViewSchema, 'The locked draw'), ...errors, ...drawConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.directors)
  const now = nowOf(c)
  const { row, cls } = await lock({ db: c.get('db'), access, classId: id, now })
  return c.json(await buildDrawView(c.get('db'), row, cls, now), 200)
}
