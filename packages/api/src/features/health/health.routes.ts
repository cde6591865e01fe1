import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context.ts'

/**
 * The database state for operators and load balancers: `ok` (answers), `unreachable` (does not
 * answer — PostgreSQL down, or PGlite failing). A damaged PGlite directory never gets this far:
 * start-up stops with a message (packages/db data-dir-check.ts); while the database is not open
 * yet the web server answers `not-open` itself (apps/web/src/server/bff-entry.server.ts).
 */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { database } = c.get('deps')
  const isDatabaseUp = await database.ping().catch(() => false)
  return c.json(
    {
      status: isDatabaseUp ? 'ok' : 'degraded',
      database: { kind: database.kind, reachable: isDatabaseUp, state: isDatabaseUp ? 'ok' : 'unreachable' },
    },
    isDatabaseUp ? 200 : 503,
  )
})
