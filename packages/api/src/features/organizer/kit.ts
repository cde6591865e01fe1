// What every organizer operation needs besides its contract: the clock, the caller's access to
// the target (access.ts), and the after-commit runner for refunds and messages.
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import type { OrganizationRole } from '@courtside/db'
import { paymentAdapterFor } from '../../services/payments/index.ts'
import { type Effects, runEffects } from '../registrations/index.ts'
import { requireRole, type Access, type Target } from './access.ts'

export const nowOf = (c: Context<AppEnv>): Date => c.get('deps').now?.() ?? new Date()

export const accessTo = (
  c: Context<AppEnv>,
  target: Target,
  roles: readonly OrganizationRole[],
): Promise<Access> => requireRole({ auth: c.get('auth'), db: c.get('db'), target, roles })

export const paymentProviderOf = (c: Context<AppEnv>) => paymentAdapterFor(c.get('deps').config).provider

/** Refunds through the payment adapter and messages through the outbox, after the commit. */
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
