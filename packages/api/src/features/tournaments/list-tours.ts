// GET /bff/tournament/tours: every tour, newest season first.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { z } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { json, TourCard } from './contract.ts'
import { listTours } from './tour-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/tours',
  tags: ['Tours'],
  summary: 'List tours',
  responses: { 200: json(z.array(TourCard), 'Tours, newest season first, then by name') },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) =>
  c.json(await listTours({ db: c.get('db') }), 200)
