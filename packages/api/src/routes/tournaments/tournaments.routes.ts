import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
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
import { countriesQuery, featuredQuery, tournamentListQuery } from './tournaments.schemas.ts'

const idParams = z.object({ id: idParam })

export const tournamentRoutes = new Hono<AppEnv>()
  .get('/list', async (c) => {
    const query = parseQuery(c, tournamentListQuery)
    return c.json(await listTournaments({ db: c.get('db'), ...query }))
  })
  .get('/featured', async (c) => {
    const query = parseQuery(c, featuredQuery)
    return c.json(await listFeaturedTournaments({ db: c.get('db'), ...query }))
  })
  .get('/countries', async (c) => {
    const query = parseQuery(c, countriesQuery)
    return c.json(await listTournamentCountries({ db: c.get('db'), ...query }))
  })
  .get('/tours', async (c) => c.json(await listTours({ db: c.get('db') })))
  .get('/tour/:id', async (c) => {
    const { id } = parseParams(c, idParams)
    return c.json(await getTour({ db: c.get('db'), id }))
  })
  .get('/:id', async (c) => {
    const { id } = parseParams(c, idParams)
    return c.json(await getTournament({ db: c.get('db'), id }))
  })
  .get('/:id/calendar.ics', async (c) => {
    const { id } = parseParams(c, idParams)
    const event = await getTournament({ db: c.get('db'), id })
    const path = event.eventType === 'travels' ? 'travel' : 'tournament'
    const url = new URL(`/en/${path}/${id}/`, c.get('deps').config.siteUrl).toString()
    return c.body(tournamentCalendar({ event, url }), 200, {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${event.slug}.ics"`,
      'cache-control': 'public, max-age=300',
    })
  })
  .get('/:id/base-info', async (c) => {
    const { id } = parseParams(c, idParams)
    return c.json(await getTournamentBaseInfo({ db: c.get('db'), id }))
  })
