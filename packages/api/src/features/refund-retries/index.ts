// Refunds that were recorded but did not reach the payment provider (it was down, the process
// stopped between commit and call) are retried in the background, so no player waits for money
// that nobody sends (features/registrations/refunds.ts records and executes them).
import type { Logger } from 'pino'
import type { ApiDeps } from '../../lib/context.ts'
import { paymentAdapterFor } from '../../adapters/payments/index.ts'
import { processPendingRefunds } from '../registrations/index.ts'
import { startPeriodic, type PeriodicJob } from '../../lib/periodic.ts'

export const REFUND_RETRY_INTERVAL_MS = 10 * 60_000

/**
 * Retries pending refunds now (after a restart) and then every `intervalMs`. One run at a time;
 * a failing run is logged and the next one tries again. `stop()` ends it (server shutdown).
 */
export function startRefundRetries(
  deps: Pick<ApiDeps, 'database' | 'config' | 'now'> & { logger: Logger },
  intervalMs = REFUND_RETRY_INTERVAL_MS,
): PeriodicJob<void> {
  return startPeriodic({
    run: () =>
      processPendingRefunds({
        db: deps.database.db,
        adapter: paymentAdapterFor(deps.config),
        now: deps.now?.() ?? new Date(),
        logger: deps.logger,
      }),
    intervalMs,
    onError: undefined,
    name: 'refund retries',
    logger: deps.logger,
    firstAfterMs: 30_000,
  })
}
