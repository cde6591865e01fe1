// POST /bff/organizer/events/{id}/cancel: every active entry withdrawn with a full refund; the players are told.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { conflict, errors, IdParams, json } from './contract.ts'
import { cancelEvent } from './event-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf, paymentProviderOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/cancel',
  tags: ['Organizer'],
  summary: 'Cancel the event (refunds every paid entry, tells every player)',
  request: { params: IdParams },
  responses: {
    200: json(
      z.object({ status: z.literal('cancelled'), withdrawnEntries: z.number(), refundedMinor: z.number() }),
      'Cancelled',
    ),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const result = await cancelEvent({
    db: c.get('db'),
    access,
    eventId: id,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json(
    { status: 'cancelled' as const, withdrawnEntries: result.withdrawn, refundedMinor: result.refundedMinor },
    200,
  )
}
