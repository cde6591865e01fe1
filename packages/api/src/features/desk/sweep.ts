// Auto call needs no desk write to happen: players finish resting, a check-in arrives, a result is
// entered at the results form. A small periodic sweep runs fillFreeCourts for every event with
// auto call on or a match held on a court, each in its own short transaction.
import { inArray, matchDay, matchDaySettings, eq, type Db } from '@courtside/db'
import type { Logger } from 'pino'
import type { ApiDeps } from '../../lib/context.ts'
import { startPeriodic, type PeriodicJob } from '../../lib/periodic.ts'
import { withTransaction } from '../registrations/index.ts'
import { fillFreeCourts } from './desk-service.ts'

export const DESK_SWEEP_INTERVAL_MS = 15_000

/** One sweep over every event the desk may have to act on; returns the matches it called. */
export async function sweepDesks(db: Db, now: Date): Promise<number[]> {
  const auto = await db
    .select({ id: matchDaySettings.tournamentId })
    .from(matchDaySettings)
    .where(eq(matchDaySettings.autoCall, true))
  const held = await db
    .selectDistinct({ id: matchDay.tournamentId })
    .from(matchDay)
    .where(inArray(matchDay.state, ['called', 'on_court', 'score_pending', 'disputed']))
  const called: number[] = []
  for (const id of new Set([...auto, ...held].map((row) => row.id)))
    called.push(...(await withTransaction(db, (tx) => fillFreeCourts(tx, id, now))))
  return called
}

export function startDeskSweep(
  deps: Pick<ApiDeps, 'database' | 'now'> & { logger: Logger },
  intervalMs = DESK_SWEEP_INTERVAL_MS,
): PeriodicJob<void> {
  return startPeriodic({
    run: async () => {
      await sweepDesks(deps.database.db, deps.now?.() ?? new Date())
    },
    intervalMs,
    onError: undefined,
    name: 'desk sweep',
    logger: deps.logger,
  })
}
