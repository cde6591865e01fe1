// Order of play (issue 14, migrations/0008_schedule.sql): when each court of an event can be used,
// per day, and the event's scheduling settings. The schedule itself lives on the public match
// rows (matches.start_date, matches.court_id). Logic: packages/api/src/features/schedule.
import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core'
import { courts, tournaments } from './schema.ts'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/** A span of a day when a court is available. `day` names the local day in the event's time zone. */
export const courtWindows = pgTable(
  'court_windows',
  {
    id: serial('id').primaryKey(),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
  },
  (t) => [
    index('court_windows_court_idx').on(t.courtId, t.day),
    check('court_windows_span_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** Minutes per match format preset key (or 'custom'); absent keys use the domain's defaults. */
export type MatchDurationsJson = Partial<Record<string, number>>

/** One row per event once the director saved settings; no row = the defaults. */
export const scheduleSettings = pgTable(
  'schedule_settings',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    minRestMinutes: integer('min_rest_minutes').notNull().default(20),
    maxMatchesPerPlayerPerDay: integer('max_matches_per_player_per_day'),
    durations: jsonb('durations').$type<MatchDurationsJson>().notNull().default({}),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('schedule_settings_rest_ck', sql`${t.minRestMinutes} >= 0`),
    check(
      'schedule_settings_limit_ck',
      sql`${t.maxMatchesPerPlayerPerDay} is null or ${t.maxMatchesPerPlayerPerDay} > 0`,
    ),
  ],
)
