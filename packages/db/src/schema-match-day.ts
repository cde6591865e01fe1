// Match day (issue 15, migrations/0013_match_day.sql): check-in, the court desk's match states,
// scoring from a phone (per-match signed tokens), and Web Push. The result itself stays where
// the desk writes it (the draw JSON and the public match row, features/draws); these tables hold
// the match day around it. Logic: packages/api/src/features/{check-in,desk,scoring,push}.
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { courts, matches, tournaments, users, type GameScore, type MatchDecision } from './schema.ts'

const ts = (name: string) => timestamp(name, { withTimezone: true })

/** One row per event once the director changed a match-day setting; no row = the defaults. */
export const matchDaySettings = pgTable(
  'match_day_settings',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** Players may check themselves in between these times (both null = self check-in closed). */
    selfCheckInOpensAt: ts('self_check_in_opens_at'),
    selfCheckInClosesAt: ts('self_check_in_closes_at'),
    /** After this time the desk sees who did not check in (the no-shows). */
    checkInDeadline: ts('check_in_deadline'),
    /** A submitted score confirms itself when the other side says nothing for this long. */
    autoConfirmMinutes: integer('auto_confirm_minutes').notNull().default(10),
    /** A court whose match has no score this long after it went on court is flagged. */
    overdueMinutes: integer('overdue_minutes').notNull().default(45),
    /** The desk calls the next ready match to a court as soon as the court is free. */
    autoCall: boolean('auto_call').notNull().default(false),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('match_day_settings_confirm_ck', sql`${t.autoConfirmMinutes} between 1 and 1440`),
    check('match_day_settings_overdue_ck', sql`${t.overdueMinutes} between 5 and 600`),
    check(
      'match_day_settings_window_ck',
      sql`${t.selfCheckInOpensAt} is null or ${t.selfCheckInClosesAt} is null or ${t.selfCheckInClosesAt} > ${t.selfCheckInOpensAt}`,
    ),
  ],
)

export const CHECK_IN_METHODS = ['desk', 'scan', 'self'] as const
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number]

/** A player is checked in for the whole event (all their classes), once. */
export const checkIns = pgTable(
  'check_ins',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    method: text('method', { enum: CHECK_IN_METHODS }).notNull(),
    /** The desk member who checked the player in (null for self check-in). */
    byUserId: integer('by_user_id').references(() => users.id),
    checkedInAt: ts('checked_in_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tournamentId, t.userId] }),
    check('check_ins_method_ck', sql`${t.method} in ('desk', 'scan', 'self')`),
  ],
)

/**
 * Where a match stands on the day. No row, or `queued`, = not called (yet, or again). `called` →
 * `on_court` → `score_pending` (one side or a referee submitted, waiting for the other side) →
 * `confirmed`; `disputed` waits for the desk, whose decision confirms it. The confirmed result is
 * written to the draw and the public match row; `pendingResult` only holds a score not yet
 * confirmed. `queued` keeps the row (and its token_version) when the desk sends a match back or
 * revokes its scoring links before a call, so a revoked link never works again (migration 0019).
 */
export const CALLED_STATES = ['called', 'on_court', 'score_pending', 'disputed', 'confirmed'] as const
export const MATCH_DAY_STATES = ['queued', ...CALLED_STATES] as const
export type MatchDayState = (typeof MATCH_DAY_STATES)[number]
/** The state as the desk, the board and the scoring pages see it: null = in the queue. */
export type CalledState = (typeof CALLED_STATES)[number]
export const calledState = (state: MatchDayState | null | undefined): CalledState | null =>
  state === undefined || state === null || state === 'queued' ? null : state
export const SCORE_SIDES = ['home', 'away', 'referee', 'desk'] as const
export type ScoreSide = (typeof SCORE_SIDES)[number]
export type PendingResultJson = { games: GameScore[]; decision: MatchDecision | null }

export const matchDay = pgTable(
  'match_day',
  {
    matchId: integer('match_id')
      .primaryKey()
      .references(() => matches.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    state: text('state', { enum: MATCH_DAY_STATES }).notNull(),
    /** The court the match was called to (may differ from the planned matches.court_id). */
    courtId: integer('court_id').references(() => courts.id, { onDelete: 'set null' }),
    calledAt: ts('called_at'),
    onCourtAt: ts('on_court_at'),
    pendingResult: jsonb('pending_result').$type<PendingResultJson>(),
    pendingSide: text('pending_side', { enum: SCORE_SIDES }),
    pendingAt: ts('pending_at'),
    disputedAt: ts('disputed_at'),
    disputeNote: text('dispute_note'),
    confirmedAt: ts('confirmed_at'),
    /** Scoring tokens carry this number; the desk revokes every link of a match by raising it. */
    tokenVersion: integer('token_version').notNull().default(1),
    /** Grows with every change; the desk sends it back to refuse a change made on stale data. */
    version: integer('version').notNull().default(1),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('match_day_tournament_idx').on(t.tournamentId, t.state),
    index('match_day_court_idx').on(t.courtId),
    check(
      'match_day_state_ck',
      sql`${t.state} in ('queued', 'called', 'on_court', 'score_pending', 'disputed', 'confirmed')`,
    ),
  ],
)

/** Answers to scoring requests by idempotency key, so a double submit or a replay is harmless. */
export const scoringRequests = pgTable(
  'scoring_requests',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** The status and JSON body first answered for this key. */
    status: integer('status').notNull(),
    response: jsonb('response').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.key] })],
)

/** A browser a player allowed to receive Web Push notifications (VAPID keys: app_settings). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
)

/**
 * Which signed-in referees (club members with the role `referee`) score which courts of an event
 * (migration 0020). A referee sees the match on an assigned court under "My courts" and opens its
 * referee scoring link from there; the scoring-links endpoint refuses them other courts' matches.
 */
export const courtReferees = pgTable(
  'court_referees',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    courtId: integer('court_id')
      .notNull()
      .references(() => courts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The desk member who made the assignment (kept when that account goes). */
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.courtId, t.userId] }),
    index('court_referees_user_idx').on(t.tournamentId, t.userId),
  ],
)
