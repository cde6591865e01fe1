// POST /bff/organizer/events/{id}/no-shows/withdraw: withdraw the listed no-shows at once.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf, paymentProviderOf } from '../organizer/index.ts'
import {
  body,
  conflict,
  errors,
  IdParams,
  json,
  WithdrawNoShowsBody,
  WithdrawNoShowsResult,
} from './contract.ts'
import { loadCheckInEvent } from './check-in-store.ts'
import { withdrawNoShows } from './no-show-service.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/no-shows/withdraw',
  tags: ['Check-in'],
  summary: 'Withdraw the no-shows',
  description:
    'Withdraws, in one transaction, each given entry that is still a no-show (refund per the event’s policy; byes or walkovers in a locked draw; the waitlist moves up). Entries that checked in since or were already withdrawn are skipped, so a repeat is harmless. 409 DEADLINE_NOT_PASSED before the deadline. Roles: owner, director, desk.',
  request: { params: IdParams, ...body(WithdrawNoShowsBody) },
  responses: { 200: json(WithdrawNoShowsResult, 'Withdrawn'), ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  await loadCheckInEvent(db, id)
  const { withdrawn, skipped } = await withdrawNoShows(db, {
    access,
    eventId: id,
    entryIds: c.req.valid('json').entryIds,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json({ withdrawn, skipped }, 200)
}
