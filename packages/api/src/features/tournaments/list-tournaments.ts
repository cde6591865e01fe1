// GET /bff/tournament/list: one page of published tournaments or travels in a state, filtered by
// search, countries and organizer.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { tournamentListFilter } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { parseQuery } from '../../lib/validation.ts'
import { json, readErrors, TournamentList } from './contract.ts'
import { listTournaments } from './list-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/list',
  tags: ['Events'],
  summary: 'List events',
  description:
    'Query: offset, limit (1–50), tournamentState (open|closed), search, countries, keywordTournamentTypes ([1,13] or [3,15]), organizationId. Open events soonest first, closed ones most recent first.',
  responses: { 200: json(TournamentList, 'One page of events'), 400: readErrors[400] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const query = parseQuery(c, tournamentListFilter)
  return c.json(await listTournaments({ db: c.get('db'), ...query }), 200)
}
