// DELETE /bff/user/push-subscriptions: removes this browser's subscription of the signed-in player.
import { and, eq, pushSubscriptions } from '@courtside/db'
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, json, Removed, Unsubscription, writeErrors } from './contract.ts'

export const route = createRoute({
  method: 'delete',
  path: '/user/push-subscriptions',
  tags: ['Push'],
  summary: 'Turn off push messages in this browser',
  request: body(Unsubscription),
  responses: { 200: json(Removed, 'Removed (or there was none of yours)'), ...writeErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  const { userId } = await requireAuth(c)
  const { endpoint } = await parseJsonBody(c, Unsubscription)
  const removed = await c
    .get('db')
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id })
  return c.json({ removed: removed.length })
}
