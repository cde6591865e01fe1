// PUT /bff/organizer/classes/{id}/waitlist: the waitlist's order (every waitlisted entry once).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, conflict, errors, IdParams, json } from './contract.ts'
import { orderWaitlist } from './entry-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

const WaitlistBody = z
  .object({ entryIds: z.array(z.number().int().positive().max(2_147_483_647)).max(2000) })
  .strict()
  .openapi('WaitlistOrder')

export const route = createRoute({
  method: 'put',
  path: '/classes/{id}/waitlist',
  tags: ['Organizer'],
  summary: 'Order the waitlist',
  request: { params: IdParams, ...body(WaitlistBody) },
  responses: {
    200: json(z.object({ entryIds: z.array(z.number()) }), 'The new order'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.desk)
  const { entryIds } = c.req.valid('json')
  await orderWaitlist({ db: c.get('db'), access, classId: id, entryIds, now: nowOf(c) })
  return c.json({ entryIds }, 200)
}
