// GET /bff/tournament/class/{id}/full: the class page's data, each player once.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { getClassFull } from './class-store.ts'
import { ClassFull, ClassReadQuery, IdParams, json, readErrors } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/class/{id}/full',
  tags: ['Classes'],
  summary: 'Read a class',
  description:
    'One published class with its entries, matches, knockout rounds and group standings (computed from the stored results). Each player is sent once in `players`; teams and match sides refer to them by id. Before its draw is public, a drawn class shows its entries only.',
  request: { params: IdParams, query: ClassReadQuery },
  responses: { 200: json(ClassFull, 'The class'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  return c.json(await getClassFull({ db: c.get('db'), id, now: c.get('deps').now?.() ?? new Date() }), 200)
}
