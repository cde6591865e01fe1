// Auto call needs no desk write to happen: players finish resting, a check-in arrives, a result is
// entered at the results form. A small periodic sweep runs fillFreeCourts for every event with
// auto call on or a match held on a court, each in its own short transaction.
import { inArray, matchDay, matchDaySettings, eq, type Db } from '@courtside/db'
import type { Logger } from 'pino'
import type { ApiDeps } from '../../lib/context.ts'
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
): { stop: () => void; runOnce: () => Promise<void> } {
  let running: Promise<void> | undefined
  const runOnce = () => {
    running ??= sweepDesks(deps.database.db, deps.now?.() ?? new Date())
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error({ err: error }, 'desk sweep failed; next run retries'))
      .finally(() => {
        running = undefined
      })
    return running
  }
  const timer = setInterval(() => void runOnce(), intervalMs)
  timer.unref()
  return { runOnce, stop: () => clearInterval(timer) }
}
