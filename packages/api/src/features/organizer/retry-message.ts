// POST /bff/organizer/messages/{id}/retry: a failed message goes back into the outbox (audited)
// and is sent right away; retrying one that is pending or sent changes nothing (200).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { messages, eq } from '@courtside/db'
import { errors, IdParams, json } from './contract.ts'
import { eventOfMessage, MessageStatus, requeueMessage } from './message-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/messages/{id}/retry',
  tags: ['Organizer'],
  summary: 'Send a failed message again',
  description:
    'The message becomes pending, due now, with its attempts counted afresh, and is sent at once; the answer carries its status after that send.',
  request: { params: IdParams },
  responses: {
    200: json(
      z.object({ id: z.number(), requeued: z.boolean(), status: MessageStatus }),
      'Requeued (or already pending or sent)',
    ),
    ...errors,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const db = c.get('db')
  const eventId = await eventOfMessage(db, id)
  const access = await accessTo(c, { eventId }, ROLES.desk)
  const requeued = await requeueMessage(db, { access, eventId, messageId: id, at: nowOf(c) })
  if (requeued) {
    // After the commit, as for every other message: a failure here leaves it to the worker.
    try {
      await c.get('deps').messages.runOnce({ ids: [id] })
    } catch (error) {
      c.get('log').error({ err: error, messageId: id }, 'retried message not sent now; the worker retries')
    }
  }
  const [row] = await db.select({ status: messages.status }).from(messages).where(eq(messages.id, id))
  return c.json({ id, requeued, status: row?.status ?? 'pending' }, 200)
}
