// GET /bff/organizer/events/{id}/my-courts: a signed-in referee's courts at the event, each with
// the match holding it (as the court desk sees it) and that match's referee scoring link.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { eq, tournaments } from '@courtside/db'
import type { AppEnv } from '../../lib/context.ts'
import { ROLES, accessTo, nowOf } from '../organizer/index.ts'
import { deskView, loadDesk } from '../desk/index.ts'
import { loadScoringMatch, scoringLinkOf } from '../scoring/index.ts'
import { errors, IdParams, json, LocaleQuery, MyCourts } from './contract.ts'
import { courtIdsOf } from './referee-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/events/{id}/my-courts',
  tags: ['Court desk'],
  summary: 'My courts (a referee’s)',
  description:
    'The courts of the event assigned to the caller, each with the match on it (called, on court, score pending or disputed), the referee scoring link of that match (same signer, expiry and token version as the scoring links) and the next ready match planned on the court. Roles: any member of the club.',
  request: { params: IdParams, query: LocaleQuery },
  responses: { 200: json(MyCourts, 'My courts'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { locale } = c.req.valid('query')
  const access = await accessTo(c, { eventId: id }, ROLES.members)
  const db = c.get('db')
  const now = nowOf(c)
  const [event] = await db
    .select({ name: tournaments.name, timeZone: tournaments.timeZone })
    .from(tournaments)
    .where(eq(tournaments.id, id))
  const mine = new Set(await courtIdsOf(db, id, access.userId))
  const answer = {
    eventId: id,
    organizationId: access.organizationId,
    eventName: event!.name,
    timeZone: event!.timeZone,
    now: now.toISOString(),
  }
  if (mine.size === 0) return c.json({ ...answer, courts: [] }, 200)
  const view = deskView(await loadDesk(db, id, now))
  const courts = await Promise.all(
    view.courts
      .filter((court) => mine.has(court.id))
      .map(async (court) => {
        const scoring = court.match ? await loadScoringMatch(db, court.match.id) : null
        return {
          id: court.id,
          name: court.name,
          match: court.match,
          scoringUrl: scoring ? await scoringLinkOf(c, scoring, 'referee', locale ?? 'en') : null,
          next: view.queue.find((m) => m.plannedCourtId === court.id) ?? null,
        }
      }),
  )
  return c.json({ ...answer, courts }, 200)
}
