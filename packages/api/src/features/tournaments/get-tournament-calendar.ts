// GET /bff/tournament/{id}/calendar.ics: the event as an all-day calendar entry (RFC 5545).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { languageFromAcceptLanguage } from '../../lib/languages.ts'
import { tournamentCalendar } from './calendar.ts'
import { IdParams, LanguageQuery, readErrors } from './contract.ts'
import { getTournament } from './detail-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/{id}/calendar.ics',
  tags: ['Events'],
  summary: 'An event as a calendar entry',
  description: 'The entry links to the event page in `lang`, else in the Accept-Language, else in English.',
  request: { params: IdParams, query: LanguageQuery },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: { type: 'string' } } } },
    ...readErrors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const event = await getTournament({ db: c.get('db'), id })
  const path = event.eventType === 'travels' ? 'travel' : 'tournament'
  // The entry links to the event page in the visitor's language (issue 13, point 17).
  const { lang } = c.req.valid('query')
  const language = lang ?? languageFromAcceptLanguage(c.req.header('accept-language')) ?? 'en'
  const url = new URL(`/${language}/${path}/${id}/`, c.get('deps').config.siteUrl).toString()
  return c.body(tournamentCalendar({ event, url }), 200, {
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `attachment; filename="${event.slug}.ics"`,
    'cache-control': 'public, max-age=300',
    vary: 'Accept-Language',
  })
}
