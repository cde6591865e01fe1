// PUT /bff/organizer/events/{id}/courts/{courtId}/referees: replaces a court's referees.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { and, courts, eq, tournaments } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { AppError, notFound } from '../../lib/errors.ts'
import { withTransaction } from '../registrations/index.ts'
import { eventTopic, publishLive } from '../live/index.ts'
import { ROLES, accessTo, nowOf, writeAudit } from '../organizer/index.ts'
import { body, CourtParams, CourtRefereesBody, errors, json, RefereeList } from './contract.ts'
import { assignmentsAt, refereeList, refereesOf, replaceCourtReferees } from './referee-store.ts'

export const route = createRoute({
  method: 'put',
  path: '/events/{id}/courts/{courtId}/referees',
  tags: ['Court desk'],
  summary: "Set a court's referees",
  description:
    'Replaces the referees of one court of the event (an empty list clears it). Every user must be a member of the event’s club with the role referee (else 400 NOT_A_REFEREE with fields); a court of another event answers 404. Audited and published live. Roles: owner, director, desk.',
  request: { params: CourtParams, ...body(CourtRefereesBody) },
  responses: { 200: json(RefereeList, 'The referees after the change'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id, courtId } = c.req.valid('param')
  const { userIds } = c.req.valid('json')
  const access = await accessTo(c, { eventId: id }, ROLES.desk)
  const db = c.get('db')
  const now = nowOf(c)
  await withTransaction(db, async (tx) => {
    // The event row locked: two desk screens assigning at once apply one after the other.
    await tx.select({ id: tournaments.id }).from(tournaments).where(eq(tournaments.id, id)).for('update')
    const [court] = await tx
      .select({ id: courts.id })
      .from(courts)
      .where(and(eq(courts.id, courtId), eq(courts.tournamentId, id)))
    if (!court) throw notFound('Court')
    const referees = new Set((await refereesOf(tx, access.organizationId)).map((r) => r.userId))
    const strangers = userIds.filter((userId) => !referees.has(userId))
    if (strangers.length > 0)
      throw Object.assign(
        new AppError(400, 'NOT_A_REFEREE', 'Only members of the club with the role referee referee a court'),
        { fields: { userIds: `not referees of the club: ${strangers.join(', ')}` } },
      )
    const before = (await assignmentsAt(tx, id)).filter((a) => a.courtId === courtId).map((a) => a.userId)
    await replaceCourtReferees(tx, { eventId: id, courtId, userIds, byUserId: access.userId, at: now })
    await writeAudit(tx, {
      access,
      eventId: id,
      action: 'court.referees_set',
      objectType: 'event',
      objectId: id,
      before: { courtId, userIds: before },
      after: { courtId, userIds },
      at: now,
    })
    await publishLive(tx, [eventTopic(id)])
  })
  return c.json(await refereeList(db, access.organizationId, id), 200)
}
