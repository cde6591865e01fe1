// GET /bff/organizer/classes/{id}/draw: the draw as the console previews it.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { DrawViewSchema, errors, IdParams, json } from './contract.ts'
import { findDraw, loadDrawClass } from '../draw-state/index.ts'
import { buildDrawView } from './draw-view.ts'

export const route = createRoute({
  method: 'get',
  path: '/classes/{id}/draw',
  tags: ['Draws'],
  summary: 'Preview the draw',
  description:
    'The draw resolved: entries with seeds and ratings, groups with their current tables, every match with where its sides come from, who they are once known, its status and result, and its public match id after lock. `entriesChanged` lists entries added to or gone from the class since the draw was made. 404 while the class has no draw. Readable by the desk (results entry).',
  request: { params: IdParams },
  responses: { 200: json(DrawViewSchema, 'The draw'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  await accessTo(c, { classId: id }, ROLES.desk)
  const db = c.get('db')
  const row = await findDraw(db, id)
  if (!row) throw notFound('Draw')
  return c.json(await buildDrawView(db, row, await loadDrawClass(db, id), nowOf(c)), 200)
}
