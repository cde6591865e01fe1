// PUT /bff/organizer/events/{id}/check-in-settings: the self check-in window and the deadline.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { withTransaction } from '../registrations/index.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { ROLES, accessTo, nowOf, writeAudit } from '../organizer/index.ts'
import { windowView } from './check-in-service.ts'
import { loadCheckInEvent, loadWindow, saveWindow } from './check-in-store.ts'
import { body, errors, IdParams, json, WindowBody, WindowView } from './contract.ts'

export const route = createRoute({
  method: 'put',
  path: '/events/{id}/check-in-settings',
  tags: ['Check-in'],
  summary: 'Set the self check-in window and the check-in deadline',
  description:
    'Players may check themselves in from `selfCheckInOpensAt` until `selfCheckInClosesAt` (both null: no self check-in); after `checkInDeadline` the no-shows are listed. The other match-day settings are left as they are. Roles: owner, director.',
  request: { params: IdParams, ...body(WindowBody) },
  responses: { 200: json(WindowView, 'The settings after the change'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const db = c.get('db')
  const now = nowOf(c)
  const input = c.req.valid('json')
  await loadCheckInEvent(db, id)
  await withTransaction(db, async (tx) => {
    const before = await loadWindow(tx, id)
    await saveWindow(tx, id, input, now)
    await writeAudit(tx, {
      access,
      eventId: id,
      action: 'check_in.settings',
      objectType: 'event',
      objectId: id,
      before,
      after: input,
      at: now,
    })
    // The tournament page shows its self check-in link only while the window is open.
    await publishLive(tx, [eventTopic(id)])
  })
  return c.json(windowView(await loadWindow(db, id), now), 200)
}
