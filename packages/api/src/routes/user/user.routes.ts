import { Hono } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { unauthorized } from '../../lib/errors.ts'

// Sessions arrive with the accounts work (issue 5); until a session exists every visitor is
// anonymous, which the site treats exactly like a failed current-user load (spec section 2).
export const userRoutes = new Hono<AppEnv>().get('/me', () => {
  throw unauthorized()
})
