// POST /bff/organizer/classes/{id}/draw/swap: two entries change places in the draft draw.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { body, drawConflict, DrawViewSchema, errors, IdParams, json, SwapBody } from './contract.ts'
import { swap } from './draw-service.ts'
import { buildDrawView } from './draw-view.ts'

export const route = createRoute({
  method: 'post',
  path: '/classes/{id}/draw/swap',
  tags: ['Draws'],
  summary: 'Swap two entries in the draft draw',
  description:
    "Two bracket lines change entries, or two entries of different groups change groups (both groups' matches are drawn again). Refused with 409 DRAW_LOCKED after lock.",
  request: { params: IdParams, ...body(SwapBody) },
  responses: { 200: json(DrawViewSchema, 'The draft draw'), ...errors, ...drawConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.directors)
  const now = nowOf(c)
  const { entryIds } = c.req.valid('json')
  const { row, cls } = await swap({ db: c.get('db'), access, classId: id, now, entryIds })
  return c.json(await buildDrawView(c.get('db'), row, cls, now), 200)
}
