// POST /bff/organizer/classes/{id}/entries: a walk-in, paid at the desk, confirmed at once.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, conflict, errors, IdParams, json } from './contract.ts'
import { WalkInBody } from './entry-contract.ts'
import { addWalkIn } from './entry-walk-in.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/classes/{id}/entries',
  tags: ['Organizer'],
  summary: 'Add a walk-in entry',
  request: { params: IdParams, ...body(WalkInBody) },
  responses: {
    201: json(z.object({ id: z.number(), status: z.literal('confirmed') }), 'Confirmed'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.desk)
  const entryId = await addWalkIn({
    db: c.get('db'),
    access,
    classId: id,
    input: c.req.valid('json'),
    now: nowOf(c),
  })
  return c.json({ id: entryId, status: 'confirmed' as const }, 201)
}
