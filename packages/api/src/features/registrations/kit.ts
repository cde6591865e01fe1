// What every registration operation needs besides its contract: the clock, the configured payment
// adapter, and the after-commit runner for refunds and messages (run-effects.ts).
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { paymentAdapterFor } from '../../adapters/payments/index.ts'
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

export async function afterCommit(c: Context<AppEnv>, effects: Effects): Promise<void> {
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
