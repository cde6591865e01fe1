// Results sent to DUPR's match API (issue 14, migrations/0011_dupr_submissions.sql). Logic:
// packages/api/src/features/exports (submit-dupr-results.ts).
import { index, pgTable, text, timestamp, integer } from 'drizzle-orm/pg-core'
import { tournaments } from './schema.ts'

export const duprSubmissions = pgTable(
  'dupr_submissions',
  {
    /** The identifier DUPR knows the match by (domain: duprIdentifier). */
    identifier: text('identifier').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** DUPR's id of the match: deleting it (after a correction) needs it. */
    matchCode: text('match_code').notNull(),
    /** What was sent (domain: DuprSubmissionItem.fingerprint); a different one means "send again". */
    fingerprint: text('fingerprint').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dupr_submissions_tournament_idx').on(t.tournamentId)],
)
