// GET /bff/registrations/players?search=: partners to invite, by name.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { PlayerSearchList, PlayersQuery } from './contract.ts'
import { searchPlayers } from './manage.ts'
import { json, paramErrors, signedIn } from './registrations-app.ts'

export const route = createRoute({
  method: 'get',
  path: '/players',
  tags: ['Registrations'],
  summary: 'Find players to invite as partners, by name',
  middleware: signedIn,
  request: { query: PlayersQuery },
  responses: { 200: json(PlayerSearchList, 'Up to 10 players (never the caller)'), ...paramErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { search } = c.req.valid('query')
  return c.json(
    { items: await searchPlayers({ db: c.get('db'), search, excludeUserId: auth.userId, limit: 10 }) },
    200,
  )
}
