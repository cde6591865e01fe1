// GET /bff/user/calendar-feed: the caller's feed addresses, or nulls before they created one.
// A GET never writes (DESIGN.md: GET is safe), so creating the token is POST (create-feed.ts).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { requireAuth } from '../../http/auth.ts'
import { errors, json, MaybeFeedLinks } from './contract.ts'
import { feedLinks, findFeedToken } from './feed-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/user/calendar-feed',
  tags: ['Calendar'],
  summary: 'Read my calendar subscription',
  description: 'The addresses of the signed-in player’s match feed; both null until it was created.',
  responses: { 200: json(MaybeFeedLinks, 'The addresses, or nulls'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const token = await findFeedToken(c.get('db'), userId)
  const links = token ? feedLinks(c.get('deps').config.siteUrl, token) : { httpsUrl: null, webcalUrl: null }
  return c.json(links, 200)
}
