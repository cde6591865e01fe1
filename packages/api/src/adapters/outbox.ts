// Mail/SMS adapter (DESIGN.md "e-mail / SMS codes"). No real sender is configured yet, so
// messages go to the server log (without the code outside development) and, in development, to
// the outbox_messages table that /dev/outbox shows.
import { desc, eq, outboxMessages, type Db } from '@courtside/db'
import type { Logger } from 'pino'

export type OutboxMessage = {
  channel: 'email' | 'sms'
  recipient: string
  subject: string
  body: string
}

export type Outbox = {
  send: (message: OutboxMessage) => Promise<void>
  /** Development only: the latest messages, newest first (optionally for one recipient). */
  list: (options?: {
    recipient?: string
    limit?: number
  }) => Promise<(OutboxMessage & { id: number; createdAt: string })[]>
}

export function createDevOutbox(options: { db: Db; logger: Logger; isDevelopment: boolean }): Outbox {
  const { db, logger, isDevelopment } = options
  return {
    async send(message) {
      if (!isDevelopment) {
        // Never log codes in production: they are credentials.
        logger.warn({ channel: message.channel }, 'no mail/SMS sender configured; message dropped')
        return
      }
      logger.info(
        { channel: message.channel, recipient: message.recipient, subject: message.subject },
        'outbox',
      )
      await db.insert(outboxMessages).values(message)
    },
    async list({ recipient, limit = 50 } = {}) {
      if (!isDevelopment) return []
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
        .orderBy(desc(outboxMessages.id))
        .limit(limit)
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }))
    },
  }
}
