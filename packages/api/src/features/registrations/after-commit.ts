// The one after-commit runner (issue 18): middleware of the /bff app (app.ts) that carries out
// what the request's committed transactions handed over (after-commit-queue.ts) once the handler
// is done, before the answer leaves — so no route has to remember to.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { paymentAdapterFor } from '../../adapters/payments/index.ts'
import { collectAfterCommit, combineEffects } from './after-commit-queue.ts'
import { runEffects } from './run-effects.ts'

/** Middleware: collects the request's effects and carries them out after the handler. */
export function afterCommitRunner(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const queue = await collectAfterCommit(next)
    if (queue.size === 0) return
    const deps = c.get('deps')
    // A failure here never undoes the committed change: refunds stay pending and are retried,
    // messages stay in the outbox for the worker (run-effects.ts).
    await runEffects({
      db: c.get('db'),
      effects: combineEffects(queue),
      messages: deps.messages,
      adapter: paymentAdapterFor(deps.config),
      now: deps.now?.() ?? new Date(),
      logger: c.get('log'),
    })
  }
}
