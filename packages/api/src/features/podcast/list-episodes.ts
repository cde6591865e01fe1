// GET /bff/podcast/episodes: one page of episodes, newest first.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { EpisodeList, EpisodePage, json, readErrors } from './contract.ts'
import { listEpisodes } from './episode-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/episodes',
  tags: ['Podcast'],
  summary: 'List podcast episodes',
  request: { query: EpisodePage },
  responses: { 200: json(EpisodeList, 'One page of episodes, newest first'), 400: readErrors[400] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const page = c.req.valid('query')
  return c.json(await listEpisodes({ db: c.get('db'), ...page }), 200)
}
