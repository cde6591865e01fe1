// Live updates (issue 15, migrations/0012_live_events.sql). Logic: packages/api/src/features/live.
import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const liveEvents = pgTable(
  'live_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What changed: `class:<id>` or `event:<id>`. */
    topic: text('topic').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_events_topic_idx').on(t.topic, t.id)],
)
