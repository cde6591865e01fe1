import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { idParam, parseParams, parseQuery } from '../../lib/validation.ts'
import { listTournamentPlayers } from '../../services/class-players.ts'
import { getClassFull } from '../../services/classes.ts'

const idParams = z.object({ id: idParam })

const intString = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** Spec section 3 "Tournament player list query": offset, limit, classId, search. */
export const playerListQuery = z.object({
  offset: intString(0, 1_000_000).default(0),
  limit: intString(1, 100).default(20),
  classId: idParam.optional(),
  search: z.string().max(100).optional(),
})

// Class endpoints (mounted under /tournament): /class/:id/full and /:id/player-list.
export const classRoutes = new Hono<AppEnv>()
  .get('/class/:id/full', async (c) => {
    const { id } = parseParams(c, idParams)
    return c.json(await getClassFull({ db: c.get('db'), id, now: c.get('deps').now?.() ?? new Date() }))
  })
  .get('/:id/player-list', async (c) => {
    const { id } = parseParams(c, idParams)
    const query = parseQuery(c, playerListQuery)
    return c.json(await listTournamentPlayers({ db: c.get('db'), tournamentId: id, ...query }))
  })
