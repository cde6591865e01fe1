// GET /bff/tournament/{id}/player-list: an event's players (or one class's), by name, paged.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { listTournamentPlayers } from './class-players.ts'
import { IdParams, json, PlayerListQuery, PlayerListResponse, readErrors } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/{id}/player-list',
  tags: ['Classes'],
  summary: 'List the players of an event',
  description:
    'By last name, first name; each with the classes and teams they are in. 404 for a class of another event.',
  request: { params: IdParams, query: PlayerListQuery },
  responses: { 200: json(PlayerListResponse, 'A page of players'), ...readErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const query = c.req.valid('query')
  return c.json(await listTournamentPlayers({ db: c.get('db'), tournamentId: id, ...query }), 200)
}
