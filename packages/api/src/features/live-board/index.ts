// The court board and "when and where do I play" (issue 15), mounted under /bff/tournament
// (app.ts). The board is a public read: the shared cache keeps it for the public-read TTL and
// pages refetch it with the event topic's version (`?v=`) when the live stream says it changed.
// "My matches" is personal and answered with no-store whatever the public-read rule says.
import { Hono } from 'hono'
import { z } from 'zod'
import { LOCALES } from '@courtside/domain'
import type { AppEnv } from '../../lib/context.ts'
import { idParam, parseParams, parseQuery } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { nowOf } from '../organizer/index.ts'
import { getLiveBoard, getLiveSummary } from './get-board.ts'
import { getMyMatches } from './my-matches.ts'

const idParams = z.object({ id: idParam })
const boardQuery = z.object({
  /** The language of the phone page the QR code opens. */
  lang: z.enum(LOCALES).default('en'),
  /** The live topic's version the page saw (a cache key only; the answer is always current). */
  v: z.coerce.number().int().min(0).optional(),
})

const summaryQuery = boardQuery.pick({ v: true })

export function createLiveBoardApp() {
  return new Hono<AppEnv>()
    .get('/:id/live', async (c) => {
      const { id } = parseParams(c, idParams)
      const { lang } = parseQuery(c, boardQuery)
      const board = await getLiveBoard({
        db: c.get('db'),
        eventId: id,
        now: nowOf(c),
        siteUrl: c.get('deps').config.siteUrl,
        locale: lang,
      })
      return c.json(board)
    })
    .get('/:id/live/summary', async (c) => {
      const { id } = parseParams(c, idParams)
      // `v` (the live topic's version) is only a cache key here too.
      parseQuery(c, summaryQuery)
      return c.json(await getLiveSummary({ db: c.get('db'), eventId: id, now: nowOf(c) }))
    })
    .get('/:id/my-matches', async (c) => {
      const { id } = parseParams(c, idParams)
      const { userId } = await requireAuth(c)
      const answer = await getMyMatches({ db: c.get('db'), eventId: id, userId, now: nowOf(c) })
      return c.json(answer, 200, { 'cache-control': 'no-store' })
    })
}

export { getLiveSummary }

export type {
  LiveBoard,
  LiveCourt,
  LiveMatch,
  LiveSide,
  LiveStandings,
  LiveSummary,
  MyMatch,
  MyMatches,
} from './types.ts'
