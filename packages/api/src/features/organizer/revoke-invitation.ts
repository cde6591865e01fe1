// DELETE /bff/organizer/organizations/{orgId}/invitations/{id}: withdraw a pending invitation.
// Its link then answers 410 INVITATION_REVOKED. Repeating the call changes nothing (204 again).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { conflict, errors, InvitationParams } from './contract.ts'
import { revokeInvitation } from './member-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'delete',
  path: '/organizations/{orgId}/invitations/{id}',
  tags: ['Organizer'],
  summary: 'Revoke a pending invitation (owners only)',
  request: { params: InvitationParams },
  responses: { 204: { description: 'Revoked (or already revoked)' }, ...errors, ...conflict },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { orgId, id } = c.req.valid('param')
  const access = await accessTo(c, { organizationId: orgId }, ROLES.owners)
  await revokeInvitation({ db: c.get('db'), access, invitationId: id, now: nowOf(c) })
  return c.body(null, 204)
}
