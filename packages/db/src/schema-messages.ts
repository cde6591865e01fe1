// The transactional outbox of player messages (issue 16, migrations/0010_messages.sql): a row is
// written in the same transaction as the change that causes it and sent by the worker in
// packages/api/src/features/messages. (kind, subject_key, recipient) is unique, so a retried
// request or a replay never writes the same message twice.
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { tournaments, users } from './schema.ts'

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** What the message is about, e.g. `invitation:12`; with kind and recipient the once-only key. */
    subjectKey: text('subject_key').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'push'] }).notNull(),
    /** The e-mail address or phone number at the time of writing. */
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The event the message concerns (its organizer sees the failures), if any. */
    tournamentId: integer('tournament_id').references(() => tournaments.id, { onDelete: 'set null' }),
    locale: text('locale').notNull(),
    /** The template's data; codes are removed once sent (they are credentials). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the row owns it until then; after a crash the row is due again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The rendered subject and text part, kept for the player's history once sent. */
    subject: text('subject'),
    textBody: text('text_body'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('messages_once_uq').on(t.kind, t.subjectKey, t.recipient),
    index('messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('messages_user_idx').on(t.userId, t.id),
    index('messages_tournament_idx').on(t.tournamentId, t.status),
  ],
)
