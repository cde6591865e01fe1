// What every organizer operation needs besides its contract: the clock and the caller's access to
// the target (access.ts). Refunds and messages of a change go out through the /bff app's one
// after-commit runner (features/registrations/after-commit.ts), which no route has to call.
import { callerOf } from '../../http/auth.ts'
import type { Context } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import type { OrganizationRole } from '@courtside/db'
import { requireRole, type Access, type Target } from './access.ts'

export { nowOf, paymentProviderOf } from '../registrations/index.ts'

export const accessTo = async (
  c: Context<AppEnv>,
  target: Target,
  roles: readonly OrganizationRole[],
): Promise<Access> => requireRole({ auth: await callerOf(c), db: c.get('db'), target, roles })
