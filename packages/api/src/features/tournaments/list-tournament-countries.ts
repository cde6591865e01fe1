// GET /bff/tournament/countries: the countries with published events and how many.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import { countriesFilter } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { parseQuery } from '../../lib/validation.ts'
import { CountryCount, json, readErrors } from './contract.ts'
import { listTournamentCountries } from './list-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/countries',
  tags: ['Events'],
  summary: 'List event countries',
  description: 'Query: keywordTournamentTypes ([1,13] or [3,15]), tournamentState (open|closed).',
  responses: { 200: json(z.array(CountryCount), 'Countries by code'), 400: readErrors[400] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const query = parseQuery(c, countriesFilter)
  return c.json(await listTournamentCountries({ db: c.get('db'), ...query }), 200)
}
