// POST /bff/organizer/classes/{id}/draw/publish: show the locked draw publicly, now or later.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { drawConflict, DrawViewSchema, errors, IdParams, json, PublishBody } from './contract.ts'
import { publish } from './draw-service.ts'
import { buildDrawView } from './draw-view.ts'

export const route = createRoute({
  method: 'post',
  path: '/classes/{id}/draw/publish',
  tags: ['Draws'],
  summary: 'Publish the draw',
  description:
    'The class page shows the draw from `publishAt` (absent: now); until then it shows the entries only. Sent again with another time, the time changes. Refused with 409 DRAW_NOT_LOCKED before lock.',
  request: {
    params: IdParams,
    body: { content: { 'application/json': { schema: PublishBody } }, required: false },
  },
  responses: { 200: json(DrawViewSchema, 'The published draw'), ...errors, ...drawConflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.directors)
  const now = nowOf(c)
  const { publishAt } = c.req.valid('json')
  const { row, cls } = await publish({ db: c.get('db'), access, classId: id, now, publishAt })
  return c.json(await buildDrawView(c.get('db'), row, cls, now), 200)
}
