// The whole Courtside data model. Client-safe enums live in @courtside/domain (enums.ts); this
// module is server-only because it pulls in the ORM. Money is integer minor units with an ISO
// currency, ratings are numeric(4,3) (DUPR shows three decimals), times are timestamptz (UTC).
import { sql } from 'drizzle-orm'
import {
  boolean,
  char,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
const rating = (name: string) => numeric(name, { precision: 4, scale: 3, mode: 'number' })

/** Organizers. `embedOrigins` are the origins allowed to frame the site in embed mode. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    website: text('website'),
    email: text('email'),
    country: char('country', { length: 2 }).notNull(),
    city: text('city'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    vatRateBasisPoints: integer('vat_rate_bp').notNull().default(0),
    vatMode: text('vat_mode', { enum: ['included', 'added'] })
      .notNull()
      .default('included'),
    multiClassDiscountMinClasses: integer('multi_class_discount_min_classes'),
    multiClassDiscountPercent: integer('multi_class_discount_percent'),
    /** Hours a partner has to accept an invitation before the entry falls back to the waitlist. */
    partnerDeadlineHours: integer('partner_deadline_hours').notNull().default(72),
    /** Hours a promoted waitlist entry has to pay. */
    paymentWindowHours: integer('payment_window_hours').notNull().default(48),
    /** Days before the start until which a cancellation is refunded. */
    refundUntilDays: integer('refund_until_days').notNull().default(14),
    /** The language an event's description falls back to when the visitor's is missing (issue 12). */
    defaultLanguage: text('default_language').notNull().default('en'),
    embedOrigins: text('embed_origins')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('organizations_slug_uq').on(t.slug), index('organizations_country_idx').on(t.country)],
)

export const tours = pgTable(
  'tours',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    description: text('description').notNull().default(''),
    image: text('image'),
    season: integer('season').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('tours_slug_uq').on(t.slug)],
)

/**
 * Tournaments and travel events share one table: `typeCode` 1/13 = tournament, 3/15 = travel
 * (spec section 9). `progress` is NOT_STARTED=0, STARTED=1, FINISHED=2; the list filter
 * open = progress 0|1, closed = progress 2 (docs/decisions/0003-tournament-state.md).
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    typeCode: smallint('type_code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    venueName: text('venue_name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    city: text('city').notNull(),
    country: char('country', { length: 2 }).notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Publication state; only published events are listed. */
    status: text('status', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('published'),
    progress: smallint('progress').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
    registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
    /** Markdown per locale; the organizer's default language is the fallback (issue 12). */
    descriptions: jsonb('descriptions').$type<Partial<Record<string, string>>>().notNull().default({}),
    /** Per-event overrides of the organizer's settings; null = the organizer's value. */
    currency: char('currency', { length: 3 }),
    vatMode: text('vat_mode', { enum: ['included', 'added'] }),
    vatRateBasisPoints: integer('vat_rate_bp'),
    refundUntilDays: integer('refund_until_days'),
    partnerDeadlineHours: integer('partner_deadline_hours'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tournaments_slug_uq').on(t.slug),
    index('tournaments_list_idx').on(t.typeCode, t.progress, t.startDate),
    // The list's pages (docs/decisions/0007): one partial index per state in the list's order, so
    // a page is an index range scan that stops after offset + limit rows at any table size
    // (finished events, newest first, scan theirs backwards).
    index('tournaments_open_list_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.status} = 'published' and ${t.progress} in (0, 1)`),
    index('tournaments_finished_list_idx')
      .on(t.startDate, t.id)
      .where(sql`${t.status} = 'published' and ${t.progress} = 2`),
    index('tournaments_country_idx').on(t.country, t.startDate),
    index('tournaments_org_idx').on(t.organizationId, t.startDate),
    index('tournaments_featured_idx')
      .on(t.startDate)
      .where(sql`${t.isFeatured}`),
  ],
)

/**
 * How many published tournaments each (type, progress, country, organizer) has, kept exact by
 * statement-level triggers on `tournaments` (migrations/0004). The list's `total` and the country
 * filter's counts sum these few rows instead of counting every tournament (docs/decisions/0007).
 */
export const tournamentListCounts = pgTable(
  'tournament_list_counts',
  {
    typeCode: smallint('type_code').notNull(),
    progress: smallint('progress').notNull(),
    country: char('country', { length: 2 }).notNull(),
    organizationId: integer('organization_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'tournament_list_counts_pk',
      columns: [t.typeCode, t.progress, t.country, t.organizationId],
    }),
  ],
)

/**
 * Each event's number of classes and of players holding a place in any of them (each player once),
 * kept exact by statement-level triggers on `registrations` and `classes` (migrations/0021): the
 * event card reads one row instead of counting per card (issue 17). No row: nothing counted yet (0).
 */
export const tournamentCounts = pgTable('tournament_counts', {
  tournamentId: integer('tournament_id')
    .primaryKey()
    .references(() => tournaments.id, { onDelete: 'cascade' }),
  classes: integer('classes').notNull(),
  players: integer('players').notNull(),
})

export const tourStops = pgTable(
  'tour_stops',
  {
    tourId: integer('tour_id')
      .notNull()
      .references(() => tours.id, { onDelete: 'cascade' }),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    stopNumber: integer('stop_number').notNull(),
    /** Ranking points multiplier in percent (100 = ×1, 150 = finals weekend). */
    pointsMultiplierPercent: integer('points_multiplier_percent').notNull().default(100),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.tournamentId] }),
    index('tour_stops_tournament_idx').on(t.tournamentId),
  ],
)

/** Players and accounts: seeded players have no credentials; identity lives in auth tables. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name').notNull(),
    avatar: text('avatar'),
    country: char('country', { length: 2 }),
    birthYear: integer('birth_year'),
    gender: text('gender', { enum: ['female', 'male', 'other', 'undisclosed'] }),
    preferredLanguage: text('preferred_language'),
    duprId: text('dupr_id'),
    duprRatingSingles: rating('dupr_rating_singles'),
    duprRatingDoubles: rating('dupr_rating_doubles'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_user_name_uq').on(sql`lower(${t.userName})`),
    index('users_name_idx').on(t.lastName, t.firstName),
  ],
)

/** Match format and ranking preset are per class (see @courtside/domain match-format, standings). */
export type MatchFormatJson = {
  gamesToWin: number
  pointsToWin: number
  winBy: number
  cap?: number
  scoring: 'side_out' | 'rally'
}

export const classes = pgTable(
  'classes',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 1 singles, 2 doubles, 3 cup, 4 teams. */
    type: smallint('type').notNull(),
    gender: text('gender', { enum: ['open', 'men', 'women', 'mixed'] })
      .notNull()
      .default('open'),
    capacity: integer('capacity').notNull(),
    feeMinor: integer('fee_minor').notNull(),
    ratingMin: rating('rating_min'),
    ratingMax: rating('rating_max'),
    matchFormat: jsonb('match_format').$type<MatchFormatJson>().notNull(),
    rankingPreset: text('ranking_preset').notNull().default('usap'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    /** Age gate: the player's age in the calendar year of `ageReferenceDate` (issue 12). */
    minAge: smallint('min_age'),
    maxAge: smallint('max_age'),
    ageReferenceDate: date('age_reference_date', { mode: 'string' }),
    /** Players without a DUPR rating may ask the organizer to approve their entry. */
    unratedMayAsk: boolean('unrated_may_ask').notNull().default(false),
    waitlistEnabled: boolean('waitlist_enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('classes_tournament_idx').on(t.tournamentId, t.position)],
)

/** An entry in a class: one player (singles/cup), two (doubles) or a squad (teams). */
export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logo: text('logo'),
    /** 1 single, 2 double, 4 team. */
    teamType: smallint('team_type').notNull(),
    seed: integer('seed'),
    createdAt: createdAt(),
  },
  (t) => [index('teams_class_idx').on(t.classId)],
)

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    position: integer('position').notNull().default(1),
    isCaptain: boolean('is_captain').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
)

export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('groups_class_idx').on(t.classId, t.position)],
)

export const groupTeams = pgTable(
  'group_teams',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.teamId] }), index('group_teams_team_idx').on(t.teamId)],
)

export const rounds = pgTable(
  'rounds',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** 1 = first knockout round; the name (Quarterfinal…) follows from its match count. */
    number: integer('number').notNull(),
  },
  (t) => [uniqueIndex('rounds_class_number_uq').on(t.classId, t.number)],
)

export const courts = pgTable(
  'courts',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('courts_tournament_idx').on(t.tournamentId)],
)

export type GameScore = { home: number; away: number }
export type MatchDecision = 'walkover_home' | 'walkover_away' | 'retired_home' | 'retired_away'

/** Group matches have a group, knockout matches a round and a bracket position. */
export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    roundId: integer('round_id').references(() => rounds.id, { onDelete: 'cascade' }),
    bracketPosition: integer('bracket_position'),
    startDate: timestamp('start_date', { withTimezone: true }),
    courtId: integer('court_id').references(() => courts.id),
    homeTeamId: integer('home_team_id').references(() => teams.id),
    awayTeamId: integer('away_team_id').references(() => teams.id),
    /** Shown while a side is unknown, e.g. "W:QF1" (winner of quarterfinal 1). */
    homeTeamPlaceholder: text('home_team_placeholder'),
    awayTeamPlaceholder: text('away_team_placeholder'),
    results: jsonb('results').$type<GameScore[]>().notNull().default([]),
    decision: text('decision').$type<MatchDecision>(),
    /** The match's stable id inside the class's draw ('M-R1-4'), for classes drawn by the API (schema-draws.ts). */
    drawMatchId: text('draw_match_id'),
    /** Grows whenever time, court or sides change (a trigger, migrations/0009): the .ics SEQUENCE. */
    scheduleSequence: integer('schedule_sequence').notNull().default(0),
  },
  (t) => [
    index('matches_class_idx').on(t.classId),
    uniqueIndex('matches_draw_match_uq')
      .on(t.classId, t.drawMatchId)
      .where(sql`${t.drawMatchId} is not null`),
    index('matches_group_idx').on(t.groupId),
    index('matches_round_idx').on(t.roundId, t.bracketPosition),
    index('matches_home_team_idx').on(t.homeTeamId),
    index('matches_away_team_idx').on(t.awayTeamId),
    // A class's finished matches, latest first: the tournament page's "Live now" panel lists the
    // event's latest results (migrations/0023).
    index('matches_class_result_idx')
      .on(t.classId, t.startDate.desc().nullsLast(), t.id.desc())
      .where(sql`jsonb_array_length(${t.results}) > 0 or ${t.decision} is not null`),
  ],
)

/** Final placements of a finished class; tour ranking points come from here. */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    placement: integer('placement').notNull(),
    points: integer('points').notNull(),
    prize: text('prize'),
  },
  (t) => [index('rewards_class_idx').on(t.classId, t.placement)],
)

/**
 * Each class's number of players and of entries holding a place (a team's entries once) and of
 * final placements, kept exact by statement-level triggers on `registrations` and `rewards`
 * (migrations/0024): the event page reads one row a class instead of counting (issue 17). No row:
 * nothing counted yet (0).
 */
export const classCounts = pgTable('class_counts', {
  classId: integer('class_id')
    .primaryKey()
    .references(() => classes.id, { onDelete: 'cascade' }),
  players: integer('players').notNull(),
  entries: integer('entries').notNull(),
  rewards: integer('rewards').notNull(),
})

export const podcastEpisodes = pgTable(
  'podcast_episodes',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Show notes as sanitised HTML from the feed. */
    showNotes: text('show_notes').notNull().default(''),
    audioUrl: text('audio_url').notNull(),
    audioType: text('audio_type').notNull().default('audio/mpeg'),
    image: text('image'),
    durationSeconds: integer('duration_seconds'),
    season: integer('season'),
    episodeNumber: integer('episode_number'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('podcast_episodes_guid_uq').on(t.guid),
    uniqueIndex('podcast_episodes_slug_uq').on(t.slug),
    index('podcast_episodes_published_idx').on(t.publishedAt),
  ],
)

/** One checkout: one or more class entries paid together. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', {
      enum: ['pending', 'paid', 'failed', 'canceled', 'expired', 'refunded'],
    })
      .notNull()
      .default('pending'),
    currency: char('currency', { length: 3 }).notNull(),
    subtotalMinor: integer('subtotal_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    vatMinor: integer('vat_minor').notNull().default(0),
    vatRateBasisPoints: integer('vat_rate_bp').notNull(),
    vatMode: text('vat_mode', { enum: ['included', 'added'] }).notNull(),
    totalMinor: integer('total_minor').notNull(),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    paymentProvider: text('payment_provider').notNull(),
    paymentRef: text('payment_ref'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_payment_ref_idx').on(t.paymentRef),
  ],
)

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id').references(() => orders.id),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    partnerUserId: integer('partner_user_id').references(() => users.id),
    teamId: integer('team_id').references(() => teams.id),
    status: text('status', {
      enum: [
        'pending_payment',
        'waiting_partner',
        'confirmed',
        'waitlisted',
        'cancelled',
        'expired',
        'pending_approval',
      ],
    }).notNull(),
    isLookingForPartner: boolean('is_looking_for_partner').notNull().default(false),
    /** The captain's name for a team entry (teams classes); used when the entry is confirmed. */
    teamName: text('team_name'),
    waitlistPosition: integer('waitlist_position'),
    feeMinor: integer('fee_minor').notNull(),
    partnerDeadline: timestamp('partner_deadline', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // A player holds at most one live entry per class (cancelled/expired ones stay as history).
    uniqueIndex('registrations_live_uq')
      .on(t.classId, t.userId)
      .where(sql`${t.status} not in ('cancelled', 'expired')`),
    index('registrations_class_status_idx').on(t.classId, t.status),
    index('registrations_user_idx').on(t.userId),
    index('registrations_order_idx').on(t.orderId),
  ],
)

/** Processed payment-provider events, for webhook deduplication. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Key-value settings the server creates on first start (e.g. the JWT signing key). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
})
