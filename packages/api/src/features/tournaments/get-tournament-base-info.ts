// GET /bff/tournament/{id}/base-info: sharing metadata (spec section 3: name, description, img).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { BaseInfo, IdParams, json, LanguageQuery, readErrors } from './contract.ts'
import { getTournamentBaseInfo } from './detail-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/{id}/base-info',
  tags: ['Events'],
  summary: 'Read an event’s sharing metadata',
  description: 'The description as plain text of at most 200 characters.',
  request: { params: IdParams, query: LanguageQuery },
  responses: { 200: json(BaseInfo, 'Name, description and image'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const { lang } = c.req.valid('query')
  return c.json(await getTournamentBaseInfo({ db: c.get('db'), id, locale: lang }), 200)
}
