// The embedded database's upkeep (PGlite has no autovacuum; packages/db/src/maintenance.ts): every
// few minutes the tables that a match day's updates have left full of dead rows are vacuumed and
// those whose contents changed much are analysed. PostgreSQL does this itself, so nothing runs there.
import type { DatabaseHandle } from '@courtside/db'
import type { Logger } from 'pino'
import { startPeriodic, type PeriodicJob } from '../../lib/periodic.ts'

/** Autovacuum looks every minute; tables here are small, so every five minutes is plenty. */
export const MAINTENANCE_INTERVAL_MS = 5 * 60_000

export function startDatabaseMaintenance(
  deps: { database: Pick<DatabaseHandle, 'vacuumWhereDue'>; logger: Logger },
  intervalMs = MAINTENANCE_INTERVAL_MS,
): PeriodicJob<void> | undefined {
  const vacuumWhereDue = deps.database.vacuumWhereDue
  if (!vacuumWhereDue) return undefined
  return startPeriodic({
    run: async () => {
      const started = performance.now()
      const done = await vacuumWhereDue()
      if (done.length > 0)
        deps.logger.info(
          { tables: done, ms: Math.round(performance.now() - started) },
          'database maintenance',
        )
    },
    intervalMs,
    onError: undefined,
    name: 'database maintenance',
    logger: deps.logger,
  })
}
