// POST /bff/registrations/class/{id}/approval-request: a player without a DUPR rating asks the
// organizer to approve an entry (approval.ts).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { requestApproval } from './approval.ts'
import { ApprovalRequest, IdParams } from './contract.ts'
import { nowOf } from './kit.ts'
import { json, signedIn, writeErrors } from './registrations-app.ts'

export const route = createRoute({
  method: 'post',
  path: '/class/{id}/approval-request',
  tags: ['Registrations'],
  summary: 'Ask the organizer to approve an entry without a DUPR rating',
  middleware: signedIn,
  request: { params: IdParams },
  responses: { 201: json(ApprovalRequest, 'The entry waits for approval'), ...writeErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { id } = c.req.valid('param')
  return c.json(
    await requestApproval({ db: c.get('db'), userId: auth.userId, classId: id, now: nowOf(c) }),
    201,
  )
}
