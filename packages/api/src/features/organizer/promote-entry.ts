// POST /bff/organizer/entries/{id}/promote: offer a waitlisted entry a free place now.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { conflict, errors, IdParams, json } from './contract.ts'
import { promoteByOrganizer } from './entry-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf, paymentProviderOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/entries/{id}/promote',
  tags: ['Organizer'],
  summary: 'Promote a waitlisted entry',
  request: { params: IdParams },
  responses: {
    200: json(z.object({ id: z.number() }), 'Promoted (the player has the payment window to pay)'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { entryId: id }, ROLES.desk)
  await promoteByOrganizer({
    db: c.get('db'),
    access,
    entryId: id,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json({ id }, 200)
}
