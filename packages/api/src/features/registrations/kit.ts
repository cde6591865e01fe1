// What every registration operation needs besides its contract: the clock, the configured payment
// adapter, and the hand-over to the after-commit runner for refunds and messages (after-commit.ts).
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { paymentAdapterFor } from '../../adapters/payments/index.ts'
import { queueAfterCommit } from './after-commit-queue.ts'
import { runEffects } from './run-effects.ts'
import type { Effects } from './effects.ts'
import type { PaymentDeps } from './payment.ts'

export function nowOf(c: Context<AppEnv>): Date {
  return c.get('deps').now?.() ?? new Date()
}

export const paymentProviderOf = (c: Context<AppEnv>) => paymentAdapterFor(c.get('deps').config).provider

export function paymentDepsOf(c: Context<AppEnv>): PaymentDeps {
  return { db: c.get('db'), adapter: paymentAdapterFor(c.get('deps').config), logger: c.get('log') }
}

/**
 * Hands a change's effects to the request's after-commit runner (after-commit.ts), for effects
 * that did not come through withTransaction's `effects` option (which hands them over itself).
 */
export async function afterCommit(c: Context<AppEnv>, effects: Effects): Promise<void> {
  if (queueAfterCommit(effects)) return
  const deps = c.get('deps')
  await runEffects({
    db: c.get('db'),
    effects,
    messages: deps.messages,
    adapter: paymentAdapterFor(deps.config),
    now: nowOf(c),
    logger: c.get('log'),
  })
}
