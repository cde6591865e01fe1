// POST /bff/organizer/entries/{id}/approve: decide a rating exception (an entry pending approval).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { conflict, errors, IdParams, json } from './contract.ts'
import { decideApproval } from './entry-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf, paymentProviderOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/entries/{id}/approve',
  tags: ['Organizer'],
  summary: 'Approve a rating exception',
  description:
    'Approved entries join the waitlist and are offered a place (with a payment link) as soon as one is free.',
  request: { params: IdParams },
  responses: {
    200: json(z.object({ id: z.number(), approved: z.boolean() }), 'Decided'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { entryId: id }, ROLES.directors)
  await decideApproval({
    db: c.get('db'),
    access,
    entryId: id,
    approve: true,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json({ id, approved: true }, 200)
}
