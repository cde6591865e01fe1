// GET /bff/organizers/list: every organizer (club) alphabetically, optionally of one country.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { listOrganizers } from './club-store.ts'
import { ClubCard, CountryFilter, json, readErrors } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/list',
  tags: ['Organizers'],
  summary: 'List organizers',
  request: { query: CountryFilter },
  responses: { 200: json(z.array(ClubCard), 'Organizers by name'), 400: readErrors[400] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { country } = c.req.valid('query')
  return c.json(await listOrganizers({ db: c.get('db'), country }), 200)
}
