// POST /bff/user/calendar-feed/reset: a new secret address; the old one answers 404 at once.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { requireAuth } from '../../http/auth.ts'
import { errors, FeedLinks, json } from './contract.ts'
import { feedLinks, resetFeedToken } from './feed-store.ts'

export const route = createRoute({
  method: 'post',
  path: '/user/calendar-feed/reset',
  tags: ['Calendar'],
  summary: 'Reset my calendar subscription',
  description:
    'Replaces the feed’s secret address (for when it was shared by mistake). Calendars subscribed to the old address stop receiving updates.',
  responses: { 200: json(FeedLinks, 'The new addresses'), ...errors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const token = await resetFeedToken(c.get('db'), userId)
  return c.json(feedLinks(c.get('deps').config.siteUrl, token), 200)
}
