// GET /bff/organizer/organizations/{orgId}/members: members with roles and pending invitations.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { errors, InvitationSchema, json, MemberSchema, OrgParams } from './contract.ts'
import { listMembers } from './member-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'get',
  path: '/organizations/{orgId}/members',
  tags: ['Organizer'],
  summary: 'Members and pending invitations (owners only)',
  request: { params: OrgParams },
  responses: {
    200: json(
      z.object({ members: z.array(MemberSchema), invitations: z.array(InvitationSchema) }),
      'Members',
    ),
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId } = c.req.valid('param')
  await accessTo(c, { organizationId: orgId }, ROLES.owners)
  return c.json(await listMembers(c.get('db'), orgId, nowOf(c)), 200)
}
