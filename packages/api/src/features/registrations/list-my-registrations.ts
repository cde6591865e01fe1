// GET /bff/registrations/mine: the player's entries, invitations and orders.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { MyRegistrations } from './contract.ts'
import { nowOf } from './kit.ts'
import { json, signedIn, signedInErrors } from './registrations-app.ts'
import { listMyRegistrations } from './views.ts'

export const route = createRoute({
  method: 'get',
  path: '/mine',
  tags: ['Registrations'],
  summary: 'List the caller’s entries and partner invitations',
  middleware: signedIn,
  responses: { 200: json(MyRegistrations, 'The caller’s registrations'), ...signedInErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  return c.json(await listMyRegistrations({ db: c.get('db'), userId: auth.userId, now: nowOf(c) }), 200)
}
