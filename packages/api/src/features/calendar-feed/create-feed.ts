// POST /bff/user/calendar-feed: create the caller's feed (or return the one they have).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { requireAuth } from '../../http/auth.ts'
import { errors, FeedLinks, json } from './contract.ts'
import { ensureFeedToken, feedLinks } from './feed-store.ts'

export const route = createRoute({
  method: 'post',
  path: '/user/calendar-feed',
  tags: ['Calendar'],
  summary: 'Create my calendar subscription',
  description:
    'Creates the signed-in player’s match feed on the first call; later calls return the same addresses.',
  responses: { 200: json(FeedLinks, 'The feed’s addresses'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const token = await ensureFeedToken(c.get('db'), userId)
  return c.json(feedLinks(c.get('deps').config.siteUrl, token), 200)
}
