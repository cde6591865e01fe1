// GET /bff/organizers/{idOrSlug}: one organizer with its published events, by id or slug.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { getOrganizer } from './club-store.ts'
import { ClubDetail, ClubParams, json, readErrors } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/{idOrSlug}',
  tags: ['Organizers'],
  summary: 'Read an organizer',
  description: 'Upcoming events by start date, the latest 24 past ones newest first.',
  request: { params: ClubParams },
  responses: { 200: json(ClubDetail, 'The organizer'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { idOrSlug } = c.req.valid('param')
  return c.json(await getOrganizer({ db: c.get('db'), idOrSlug: idOrSlug.toLowerCase() }), 200)
}
