// The event's outbox as its organizer sees it (issue 16: "failures are visible … to the organizer
// for their event's messages"): the messages the worker gave up on or is still retrying, and a
// retry that puts a failed one back in the queue. Rows of other events never leave this module:
// every query is bounded by the event id the caller's access was checked for. Web Push rows are
// not listed: their recipient is a browser's address, and a browser that unsubscribed is not a
// failure an organizer can act on (the e-mail of the same message is listed).
import { and, desc, eq, isNotNull, messages, ne, or, users, type Executor, type SQL } from '@courtside/db'
import { z } from '@hono/zod-openapi'
import { notFound } from '../../lib/errors.ts'
import { withTransaction } from '../registrations/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'

/** The newest this many rows are listed (a page is plenty for an event's troubles). */
const LIMIT = 200

export const MessageStatus = z.enum(['pending', 'sent', 'failed'])
export const MessagesQuery = z.object({
  status: MessageStatus.optional().openapi({
    description: 'Only this status; default: failed, and pending ones that already failed once',
  }),
})

export const OutboxMessage = z
  .object({
    id: z.number(),
    kind: z.string().openapi({ example: 'receipt' }),
    channel: z.enum(['email', 'sms', 'push']),
    recipient: z.string(),
    player: z.object({ userId: z.number(), name: z.string() }).nullable(),
    status: MessageStatus,
    attempts: z.number(),
    lastError: z.string().nullable(),
    nextAttemptAt: z.string().nullable().openapi({ description: 'When a pending one is tried next' }),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .openapi('OutboxMessage')
export type OutboxMessage = z.infer<typeof OutboxMessage>

export async function listEventMessages(
  db: Executor,
  eventId: number,
  status: z.infer<typeof MessageStatus> | undefined,
): Promise<OutboxMessage[]> {
  const which: SQL | undefined = status
    ? eq(messages.status, status)
    : or(eq(messages.status, 'failed'), and(eq(messages.status, 'pending'), isNotNull(messages.lastError)))
  const rows = await db
    .select({ row: messages, firstName: users.firstName, lastName: users.lastName })
    .from(messages)
    .leftJoin(users, eq(users.id, messages.userId))
    .where(and(eq(messages.tournamentId, eventId), ne(messages.channel, 'push'), which))
    .orderBy(desc(messages.id))
    .limit(LIMIT)
  return rows.map(({ row, firstName, lastName }) => ({
    id: row.id,
    kind: row.kind,
    channel: row.channel,
    recipient: row.recipient,
    player:
      row.userId !== null && firstName !== null
        ? { userId: row.userId, name: `${firstName} ${lastName ?? ''}`.trim() }
        : null,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }))
}

/** The event a message concerns: what the caller's access is checked against (404 if none). */
export async function eventOfMessage(db: Executor, messageId: number): Promise<number> {
  const [row] = await db
    .select({ eventId: messages.tournamentId })
    .from(messages)
    .where(eq(messages.id, messageId))
  if (!row?.eventId) throw notFound('Message')
  return row.eventId
}

/**
 * A failed message goes back into the queue: pending, due now, its attempts counted afresh (the
 * worker gives up again only after a full round of backoff). The last error stays until a send
 * succeeds, so the console keeps showing why it failed. Anything but a failed row is left as it
 * is (a double click, or a retry of one that was sent meanwhile): false.
 */
export async function requeueMessage(
  db: Executor,
  options: { access: Access; eventId: number; messageId: number; at: Date },
): Promise<boolean> {
  const { access, eventId, messageId } = options
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(messages)
      .where(and(eq(messages.id, messageId), eq(messages.tournamentId, eventId)))
      .for('update')
    if (!row) throw notFound('Message')
    if (row.status !== 'failed') return false
    // Due by the real clock: the worker compares next_attempt_at with real time (setup.ts).
    await tx
      .update(messages)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null })
      .where(eq(messages.id, messageId))
    await writeAudit(tx, {
      access,
      eventId,
      action: 'message.retry',
      objectType: 'message',
      objectId: messageId,
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'pending', attempts: 0 },
      at: options.at,
    })
    return true
  })
}
