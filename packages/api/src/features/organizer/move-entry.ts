// POST /bff/organizer/entries/{id}/move: to another class of the same event and type.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, conflict, errors, IdParams, json } from './contract.ts'
import { MoveBody } from './entry-contract.ts'
import { moveEntry } from './entry-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/entries/{id}/move',
  tags: ['Organizer'],
  summary: 'Move an entry to another class',
  request: { params: IdParams, ...body(MoveBody) },
  responses: {
    200: json(z.object({ id: z.number(), classId: z.number() }), 'Moved'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { entryId: id }, ROLES.desk)
  const { toClassId, confirm } = c.req.valid('json')
  // The target class must be the same organization's too (404 otherwise, like any foreign object).
  await accessTo(c, { classId: toClassId }, ROLES.desk)
  await moveEntry({
    db: c.get('db'),
    access,
    entryId: id,
    toClassId,
    confirm: confirm ?? false,
    now: nowOf(c),
  })
  return c.json({ id, classId: toClassId }, 200)
}
