// GET /bff/podcast/episodes/{idOrSlug}: one episode with its show notes, by id or slug.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { Episode, EpisodeParams, json, readErrors } from './contract.ts'
import { getEpisode } from './episode-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/episodes/{idOrSlug}',
  tags: ['Podcast'],
  summary: 'Read a podcast episode',
  request: { params: EpisodeParams },
  responses: { 200: json(Episode, 'The episode'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { idOrSlug } = c.req.valid('param')
  return c.json(await getEpisode({ db: c.get('db'), idOrSlug: idOrSlug.toLowerCase() }), 200)
}
