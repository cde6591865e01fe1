// The background half of the sweep (sweep.ts): unpaid holds run out and partner deadlines pass
// with nobody writing to the class, and the registration options are a read that writes nothing
// (issue 18). So every minute the classes with something due are swept, and what that causes
// (a promoted player's message, a refund) is carried out as after any registration change.
import type { Logger } from 'pino'
import type { ApiDeps } from '../../lib/context.ts'
import { paymentAdapterFor } from '../../adapters/payments/index.ts'
import type { MessageSender } from '../messages/index.ts'
import { startPeriodic, type PeriodicJob } from '../../lib/periodic.ts'
import { runEffects } from './run-effects.ts'
import { sweepDueClasses } from './sweep.ts'

export const HOLD_SWEEP_INTERVAL_MS = 60_000

/** One sweep of every class with something due, then its effects. */
export async function sweepHolds(
  deps: Pick<ApiDeps, 'database' | 'config'> & { messages: MessageSender; logger: Logger },
  now: Date,
): Promise<void> {
  const db = deps.database.db
  const adapter = paymentAdapterFor(deps.config)
  const effects = await sweepDueClasses({ db, paymentProvider: adapter.provider, now })
  await runEffects({ db, effects, messages: deps.messages, adapter, now, logger: deps.logger })
}

/**
 * Sweeps every `intervalMs`. One run at a time; a failing run is logged and the next one tries
 * again. `stop()` ends it (server shutdown).
 */
export function startHoldSweep(
  deps: Pick<ApiDeps, 'database' | 'config' | 'now'> & { messages: MessageSender; logger: Logger },
  intervalMs = HOLD_SWEEP_INTERVAL_MS,
): PeriodicJob<void> {
  return startPeriodic({
    run: () => sweepHolds(deps, deps.now?.() ?? new Date()),
    intervalMs,
    onError: undefined,
    name: 'hold sweep',
    logger: deps.logger,
  })
}
