// A player's calendar subscription (issue 14, migrations/0009_calendar_feeds.sql): the secret
// token of their read-only .ics feed. Logic: packages/api/src/features/calendar-feed.
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './schema.ts'

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 32 random bytes, base64url: the only credential of the feed's address. */
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_uq').on(t.token)],
)
