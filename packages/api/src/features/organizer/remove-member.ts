// DELETE /bff/organizer/organizations/{orgId}/members/{userId}: remove a member (never the last owner).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { conflict, errors, MemberParams } from './contract.ts'
import { changeMember } from './member-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'delete',
  path: '/organizations/{orgId}/members/{userId}',
  tags: ['Organizer'],
  summary: 'Remove a member',
  request: { params: MemberParams },
  responses: { 204: { description: 'Removed' }, ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId, userId } = c.req.valid('param')
  const access = await accessTo(c, { organizationId: orgId }, ROLES.owners)
  await changeMember({ db: c.get('db'), access, userId, role: null, now: nowOf(c) })
  return c.body(null, 204)
}
