// POST /bff/organizer/organizations/{orgId}/members: invite by e-mail with a role (a link valid 7 days).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, errors, InviteBody, json, OrgParams, Role } from './contract.ts'
import { inviteMember } from './member-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/organizations/{orgId}/members',
  tags: ['Organizer'],
  summary: 'Invite a member',
  description:
    'Creates an invitation and e-mails its link. The link (shown once, here) is accepted by a signed-in user through POST /bff/organizer/invitations/accept.',
  request: { params: OrgParams, ...body(InviteBody) },
  responses: {
    201: json(
      z.object({ id: z.number(), email: z.string(), role: Role, expiresAt: z.string(), link: z.string() }),
      'Invited',
    ),
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId } = c.req.valid('param')
  const access = await accessTo(c, { organizationId: orgId }, ROLES.owners)
  const { email, role } = c.req.valid('json')
  const deps = c.get('deps')
  const result = await inviteMember({
    db: c.get('db'),
    messages: deps.messages,
    siteUrl: deps.config.siteUrl,
    access,
    email,
    role,
    now: nowOf(c),
  })
  return c.json(result, 201)
}
