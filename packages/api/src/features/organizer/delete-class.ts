// DELETE /bff/organizer/classes/{id}: only a class that never had entries (payments stay on record).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { conflict, errors, IdParams } from './contract.ts'
import { deleteClass } from './class-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'delete',
  path: '/classes/{id}',
  tags: ['Organizer'],
  summary: 'Delete a class without entries',
  request: { params: IdParams },
  responses: { 204: { description: 'Deleted' }, ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.directors)
  await deleteClass({ db: c.get('db'), access, classId: id, now: nowOf(c) })
  return c.body(null, 204)
}
