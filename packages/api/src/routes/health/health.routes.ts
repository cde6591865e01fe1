import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context.ts'

export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.get('deps')
  const isDatabaseUp = await database.ping()
  return c.json(
    { status: isDatabaseUp ? 'ok' : 'degraded', database: { kind: database.kind, reachable: isDatabaseUp } },
    isDatabaseUp ? 200 : 503,
  )
})
