// What every organizer operation needs besides its contract: the clock, the caller's access to
// the target (access.ts), and the after-commit runner for refunds and messages (the same one the
// player's registration API uses).
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import type { OrganizationRole } from '@courtside/db'
import { requireRole, type Access, type Target } from './access.ts'

export { afterCommit, nowOf, paymentProviderOf } from '../registrations/index.ts'

export const accessTo = (
  c: Context<AppEnv>,
  target: Target,
  roles: readonly OrganizationRole[],
): Promise<Access> => requireRole({ auth: c.get('auth'), db: c.get('db'), target, roles })
