// PATCH /bff/organizer/organizations/{orgId}/members/{userId}: change a member's role.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, conflict, errors, json, MemberParams, Role, RoleBody } from './contract.ts'
import { changeMember } from './member-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'patch',
  path: '/organizations/{orgId}/members/{userId}',
  tags: ['Organizer'],
  summary: 'Change a role (the last owner cannot be demoted)',
  request: { params: MemberParams, ...body(RoleBody) },
  responses: { 200: json(z.object({ userId: z.number(), role: Role }), 'Changed'), ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId, userId } = c.req.valid('param')
  const access = await accessTo(c, { organizationId: orgId }, ROLES.owners)
  const { role } = c.req.valid('json')
  await changeMember({ db: c.get('db'), access, userId, role, now: nowOf(c) })
  return c.json({ userId, role }, 200)
}
