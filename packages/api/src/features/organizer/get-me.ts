// GET /bff/organizer/me: the organizations the caller belongs to and their role in each.
import { callerOf } from '../../http/auth.ts'
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { unauthorized } from '../../lib/errors.ts'
import { errors, json, Me } from './contract.ts'
import { myOrganizations } from './member-service.ts'

export const route = createRoute({
  method: 'get',
  path: '/me',
  tags: ['Organizer'],
  summary: 'My organizations and roles',
  responses: { 200: json(Me, 'The organizations and roles'), 401: errors[401] },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await callerOf(c)
  if (!auth) throw unauthorized()
  return c.json({ userId: auth.userId, organizations: await myOrganizations(c.get('db'), auth.userId) }, 200)
}
