// The background half of auto-confirm: every minute, pending scores whose wait
// (match_day_settings.auto_confirm_minutes) is over confirm themselves, so the class page shows
// the result even when nobody opens the match again. Reads confirm lazily too (link-access.ts),
// which is what the tests use (with an injected clock) instead of this timer.
import type { Logger } from 'pino'
import { and, eq, matchDay, matchDaySettings, sql, type Db } from '@courtside/db'
import type { ApiDeps } from '../../lib/context.ts'
import { startPeriodic, type PeriodicJob } from '../../lib/periodic.ts'
import { withTransaction } from '../registrations/index.ts'
import { autoConfirmIfDue, lockMatch } from './scoring-service.ts'
import { DEFAULT_AUTO_CONFIRM_MINUTES } from './scoring-store.ts'

export const AUTO_CONFIRM_INTERVAL_MS = 60_000

/** Confirms every pending score that is due at `now`; returns how many it confirmed. */
export async function confirmDueScores(db: Db, now: Date, logger?: Logger): Promise<number> {
  const due = await db
    .select({ matchId: matchDay.matchId })
    .from(matchDay)
    .leftJoin(matchDaySettings, eq(matchDaySettings.tournamentId, matchDay.tournamentId))
    .where(
      and(
        eq(matchDay.state, 'score_pending'),
        sql`${matchDay.pendingAt} + make_interval(mins => coalesce(${matchDaySettings.autoConfirmMinutes}, ${DEFAULT_AUTO_CONFIRM_MINUTES})) <= ${now.toISOString()}::timestamptz`,
      ),
    )
  let confirmed = 0
  for (const { matchId } of due) {
    try {
      const done = await withTransaction(db, async (tx) =>
        autoConfirmIfDue(tx, await lockMatch(tx, matchId), now),
      )
      if (done) confirmed++
    } catch (error) {
      // A score the draw no longer accepts (e.g. a later correction) waits for the desk instead.
      logger?.warn({ err: error, matchId }, 'auto-confirm of a pending score failed')
    }
  }
  return confirmed
}

export function startScoringAutoConfirm(
  deps: Pick<ApiDeps, 'database' | 'now'> & { logger: Logger },
  intervalMs = AUTO_CONFIRM_INTERVAL_MS,
): PeriodicJob<number> {
  return startPeriodic({
    run: () => confirmDueScores(deps.database.db, deps.now?.() ?? new Date(), deps.logger),
    intervalMs,
    onError: 0,
    name: 'scoring auto-confirm',
    logger: deps.logger,
  })
}
