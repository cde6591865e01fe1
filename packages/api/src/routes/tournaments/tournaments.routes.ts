import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { countriesFilter, featuredFilter, LOCALES, tournamentListFilter } from '@courtside/domain'
import { languageFromAcceptLanguage } from '../../lib/languages.ts'
import { idParam, parseParams, parseQuery } from '../../lib/validation.ts'
import { tournamentCalendar } from '../../services/calendar.ts'
import { getTour, listTours } from '../../services/tours.ts'
import {
  getTournament,
  getTournamentBaseInfo,
  listFeaturedTournaments,
  listTournamentCountries,
  listTournaments,
} from '../../services/tournaments.ts'

const idParams = z.object({ id: idParam })
// The page links pass their language; an unknown value falls back like a missing one.
const languageQuery = z.object({ lang: z.enum(LOCALES).optional().catch(undefined) })

export const tournamentRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => {
    const query = parseQuery(c, tournamentListFilter)
    return c.json(await listTournaments({ db: c.get('db'), ...query }))
  })
  .get('/featured', async (c) => {
    const query = parseQuery(c, featuredFilter)
    return c.json(await listFeaturedTournaments({ db: c.get('db'), ...query }))
  })
  .get('/countries', async (c) => {
    const query = parseQuery(c, countriesFilter)
    return c.json(await listTournamentCountries({ db: c.get('db'), ...query }))
  })
  .get('/tours', async (c) => c.json(await listTours({ db: c.get('db') })))
  .get('/tour/:id', async (c) => {
    const { id } = parseParams(c, idParams)
    return c.json(await getTour({ db: c.get('db'), id }))
  })
  .get('/:id', async (c) => {
    const { id } = parseParams(c, idParams)
    const { lang } = parseQuery(c, languageQuery)
    return c.json(await getTournament({ db: c.get('db'), id, locale: lang }))
  })
  .get('/:id/calendar.ics', async (c) => {
    const { id } = parseParams(c, idParams)
    const event = await getTournament({ db: c.get('db'), id })
    const path = event.eventType === 'travels' ? 'travel' : 'tournament'
    // The entry links to the event page in the visitor's language (issue 13, point 17).
    const { lang } = parseQuery(c, languageQuery)
    const language = lang ?? languageFromAcceptLanguage(c.req.header('accept-language')) ?? 'en'
    const url = new URL(`/${language}/${path}/${id}/`, c.get('deps').config.siteUrl).toString()
    return c.body(tournamentCalendar({ event, url }), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
      'cache-control': 'public, max-age=300',
      vary: 'Accept-Language',
    })
  })
  .get('/:id/base-info', async (c) => {
    const { id } = parseParams(c, idParams)
    const { lang } = parseQuery(c, languageQuery)
    return c.json(await getTournamentBaseInfo({ db: c.get('db'), id, locale: lang }))
  })
