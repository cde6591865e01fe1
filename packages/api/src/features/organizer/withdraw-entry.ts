// POST /bff/organizer/entries/{id}/withdraw: withdraw with the refund the policy gives, or an override.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, conflict, errors, IdParams, json } from './contract.ts'
import { WithdrawBody } from './entry-contract.ts'
import { withdrawByOrganizer } from './entry-withdraw.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf, paymentProviderOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/entries/{id}/withdraw',
  tags: ['Organizer'],
  summary: 'Withdraw an entry',
  request: { params: IdParams, ...body(WithdrawBody) },
  responses: {
    200: json(z.object({ status: z.literal('cancelled'), refundMinor: z.number() }), 'Withdrawn'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { entryId: id }, ROLES.desk)
  const result = await withdrawByOrganizer({
    db: c.get('db'),
    access,
    entryId: id,
    input: c.req.valid('json'),
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json({ status: 'cancelled' as const, refundMinor: result.refundMinor }, 200)
}
