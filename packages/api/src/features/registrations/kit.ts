// What every registration operation needs besides its contract: the clock, the configured payment
// adapter, and running a change's refunds and messages before the answer when it must (afterCommit).
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { paymentAdapterFor } from '../../adapters/payments/index.ts'
import { dequeueAfterCommit } from './after-commit-queue.ts'
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
 * Carries a change's effects out now, for a handler that reads what they change (a refund's
 * outcome) before it answers, or for effects that came from outside a transaction. Everything
 * else is carried out by the request's after-commit runner (after-commit.ts) without a call.
 */
export async function afterCommit(c: Context<AppEnv>, effects: Effects): Promise<void> {
  dequeueAfterCommit(effects)
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
