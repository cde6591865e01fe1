// POST /bff/organizer/invitations/accept: the signed-in user joins with the invitation's role.
import { callerOf } from '../../http/auth.ts'
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { unauthorized } from '../../lib/errors.ts'
import { AcceptBody, body, conflict, ErrorSchema, errors, json, Role } from './contract.ts'
import { acceptInvitation } from './member-service.ts'
import { nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/invitations/accept',
  tags: ['Organizer'],
  summary: 'Accept an invitation (one use, within 7 days)',
  request: { ...body(AcceptBody) },
  responses: {
    200: json(
      z.object({
        organization: z.object({ id: z.number(), slug: z.string(), name: z.string() }),
        role: Role,
      }),
      'Joined',
    ),
    ...errors,
    ...conflict,
    410: json(
      ErrorSchema,
      'Expired (INVITATION_EXPIRED) or withdrawn by the organization (INVITATION_REVOKED)',
    ),
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await callerOf(c)
  if (!auth) throw unauthorized()
  const { token } = c.req.valid('json')
  return c.json(await acceptInvitation({ db: c.get('db'), userId: auth.userId, token, now: nowOf(c) }), 200)
}
