// GET /bff/tournament/{id}: one published event with its classes, in the visitor's language.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { isAroundEventDays } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { getLiveSummary } from '../live-board/index.ts'
import { IdParams, json, LanguageQuery, readErrors, TournamentDetail } from './contract.ts'
import { getTournament } from './detail-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/{id}',
  tags: ['Events'],
  summary: 'Read an event',
  description: 'The description in `lang` when the organizer wrote one, else in the organizer’s language.',
  request: { params: IdParams, query: LanguageQuery },
  responses: { 200: json(TournamentDetail, 'The event'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { lang } = c.req.valid('query')
  // The app's clock (tests move it): registration state and self check-in depend on the time.
  const now = c.get('deps').now?.() ?? new Date()
  const db = c.get('db')
  const event = await getTournament({ db, id, locale: lang, now })
  // Around a tournament's days its page shows "Live now": its data comes with the event, so the
  // page makes one read instead of two (issue 17: a second /bff call was ~10% of the page's CPU).
  if (event.eventType !== 'tournaments' || !isAroundEventDays(event, now.getTime())) return c.json(event, 200)
  // The event just read is the published event the summary would read again.
  const published = {
    id,
    name: event.name,
    timeZone: event.timeZone,
    startDate: new Date(event.startDate),
    endDate: new Date(event.endDate),
  }
  return c.json(
    { ...event, liveSummary: await getLiveSummary({ db, eventId: id, now, event: published }) },
    200,
  )
}
