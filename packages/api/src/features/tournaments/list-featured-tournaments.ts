// GET /bff/tournament/featured: the featured upcoming events, soonest first.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import { featuredFilter } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { parseQuery } from '../../lib/validation.ts'
import { json, readErrors, TournamentCard } from './contract.ts'
import { listFeaturedTournaments } from './list-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/featured',
  tags: ['Events'],
  summary: 'List featured events',
  description: 'Query: keywordTournamentTypes ([1,13] or [3,15]), organizationId. At most six.',
  responses: { 200: json(z.array(TournamentCard), 'Featured events, soonest first'), 400: readErrors[400] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const query = parseQuery(c, featuredFilter)
  return c.json(await listFeaturedTournaments({ db: c.get('db'), ...query }), 200)
}
