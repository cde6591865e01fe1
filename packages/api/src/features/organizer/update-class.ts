// PATCH /bff/organizer/classes/{id}: change a class; contradictions with entries need confirm: true.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, ClassSchema, conflict, errors, IdParams, json, UpdateClassBody } from './contract.ts'
import { updateClass } from './class-service.ts'
import { classCounts, classRow, toClassView } from './event-views.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf, paymentProviderOf } from './kit.ts'

export const route = createRoute({
  method: 'patch',
  path: '/classes/{id}',
  tags: ['Organizer'],
  summary: 'Edit a class',
  description:
    'A change that entries holding a place contradict (capacity below them, a gender/age/rating gate they no longer meet) is refused with 409 CONFIRMATION_REQUIRED and `error.consequences` (entryId, playerName, effect). Sent again with `confirm: true`, those entries are withdrawn with a full refund and the players told.',
  request: { params: IdParams, ...body(UpdateClassBody) },
  responses: {
    200: json(
      z.object({
        class: ClassSchema,
        withdrawn: z.array(z.object({ entryId: z.number(), playerName: z.string(), effect: z.string() })),
      }),
      'The class after the change',
    ),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.directors)
  const db = c.get('db')
  const result = await updateClass({
    db,
    access,
    classId: id,
    input: c.req.valid('json'),
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  const counts = await classCounts(db, [id])
  return c.json(
    { class: toClassView(await classRow(db, id), counts.get(id)), withdrawn: result.withdrawn },
    200,
  )
}
