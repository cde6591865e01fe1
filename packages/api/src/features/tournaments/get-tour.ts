// GET /bff/tournament/tour/{id}: one tour with its stops and the players' rankings.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { IdParams, json, readErrors, TourDetail } from './contract.ts'
import { getTour } from './tour-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/tour/{id}',
  tags: ['Tours'],
  summary: 'Read a tour',
  request: { params: IdParams },
  responses: { 200: json(TourDetail, 'The tour'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await getTour({ db: c.get('db'), id }), 200)
}
