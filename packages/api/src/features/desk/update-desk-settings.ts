// PUT /bff/organizer/events/{id}/desk-settings: auto call, overdue and auto-confirm minutes.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { matchDaySettings } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { withTransaction } from '../registrations/index.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { ROLES, accessTo, nowOf, writeAudit } from '../organizer/index.ts'
import { body, DeskSettingsBody, DeskView, errors, IdParams, json } from './contract.ts'
import { fillFreeCourts } from './desk-service.ts'
import { loadDesk } from './desk-store.ts'
import { deskView } from './desk-view.ts'

export const route = createRoute({
  method: 'put',
  path: '/events/{id}/desk-settings',
  tags: ['Court desk'],
  summary: 'Change the desk settings',
  description:
    'Only the fields sent change: auto call (a free court gets the next ready match at once), the minutes after which a court with no score is flagged, and the minutes after which a submitted score confirms itself. Check-in times have their own endpoint. Roles: owner, director.',
  request: { params: IdParams, ...body(DeskSettingsBody) },
  responses: { 200: json(DeskView, 'The desk after the change'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const input = c.req.valid('json')
  const db = c.get('db')
  const now = nowOf(c)
  await withTransaction(db, async (tx) => {
    const before = (await loadDesk(tx, id, now, true)).settings
    // Only the desk's columns: the check-in helper owns the check-in window and deadline.
    const changes = { ...input, updatedAt: now }
    await tx
      .insert(matchDaySettings)
      .values({ tournamentId: id, ...changes })
      .onConflictDoUpdate({ target: matchDaySettings.tournamentId, set: changes })
    await writeAudit(tx, {
      access,
      eventId: id,
      action: 'desk.settings',
      objectType: 'event',
      objectId: id,
      before,
      after: { ...before, ...input },
      at: now,
    })
    await publishLive(tx, [eventTopic(id)])
    await fillFreeCourts(tx, id, now)
  })
  return c.json(deskView(await loadDesk(db, id, now)), 200)
}
