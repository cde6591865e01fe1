import {
  and,
  asc,
  classes,
  desc,
  eq,
  inArray,
  organizations,
  PLACE_HOLDING_SQL,
  registrations,
  rewards,
  sql,
  tournaments,
  tournamentListCounts,
  tourStops,
  tours,
  type Db,
  type SQL,
  likePattern,
} from '@courtside/db'
import {
  eventTypeOf,
  PLACE_HOLDING_STATUSES,
  pickLocalizedText,
  registrationStatus,
  stateOfProgress,
  TOURNAMENT_TYPE_CODES,
  TRAVEL_TYPE_CODES,
} from '@courtside/domain'
import { notFound } from '../lib/errors.ts'
import { plainExcerpt, renderMarkdown } from '../lib/markdown.ts'
import type {
  BaseInfo,
  ClassSummary,
  CountryCount,
  TournamentCard,
  TournamentDetail,
  TournamentListResponse,
  TournamentState,
} from '../lib/types.ts'

export type ListTournamentsOptions = {
  db: Db
  offset: number
  limit: number
  tournamentState: TournamentState
  search?: string | undefined
  countries?: string[] | undefined
  keywordTournamentTypes: readonly number[]
  organizationId?: number | undefined
  now?: Date
}

function isRegistrationOpen(
  row: { registrationOpensAt: Date | null; registrationClosesAt: Date | null; progress: number },
  now: Date,
): boolean {
  return registrationStatus(row, now) === 'open'
}

const cardColumns = {
  id: tournaments.id,
  slug: tournaments.slug,
  name: tournaments.name,
  typeCode: tournaments.typeCode,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  timeZone: tournaments.timeZone,
  city: tournaments.city,
  country: tournaments.country,
  image: tournaments.image,
  progress: tournaments.progress,
  isFeatured: tournaments.isFeatured,
  registrationOpensAt: tournaments.registrationOpensAt,
  registrationClosesAt: tournaments.registrationClosesAt,
  orgId: organizations.id,
  orgSlug: organizations.slug,
  orgName: organizations.name,
  orgLogo: organizations.logo,
  orgCountry: organizations.country,
}

type CardRow = {
  id: number
  slug: string
  name: string
  typeCode: number
  startDate: Date
  endDate: Date
  timeZone: string
  city: string
  country: string
  image: string | null
  progress: number
  isFeatured: boolean
  registrationOpensAt: Date | null
  registrationClosesAt: Date | null
  orgId: number
  orgSlug: string
  orgName: string
  orgLogo: string | null
  orgCountry: string
}

/** Class and player counts for a page of tournaments, in two grouped queries. */
async function countsFor(db: Db, ids: number[]) {
  const classCounts = new Map<number, number>()
  const playerCounts = new Map<number, number>()
  if (ids.length === 0) return { classCounts, playerCounts }
  const [classRows, playerRows] = await Promise.all([
    db
      .select({ tournamentId: classes.tournamentId, n: sql<number>`count(*)::int` })
      .from(classes)
      .where(inArray(classes.tournamentId, ids))
      .groupBy(classes.tournamentId),
    db
      .select({
        tournamentId: classes.tournamentId,
        n: sql<number>`count(distinct ${registrations.userId})::int`,
      })
      .from(registrations)
      .innerJoin(classes, eq(classes.id, registrations.classId))
      .where(
        and(inArray(classes.tournamentId, ids), inArray(registrations.status, [...PLACE_HOLDING_STATUSES])),
      )
      .groupBy(classes.tournamentId),
  ])
  for (const row of classRows) classCounts.set(row.tournamentId, row.n)
  for (const row of playerRows) playerCounts.set(row.tournamentId, row.n)
  return { classCounts, playerCounts }
}

async function toCards(db: Db, rows: CardRow[], now: Date): Promise<TournamentCard[]> {
  const { classCounts, playerCounts } = await countsFor(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    typeCode: row.typeCode,
    eventType: eventTypeOf(row.typeCode),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
    city: row.city,
    country: row.country,
    image: row.image,
    progress: row.progress,
    state: stateOfProgress(row.progress),
    isFeatured: row.isFeatured,
    isRegistrationOpen: isRegistrationOpen(row, now),
    classCount: classCounts.get(row.id) ?? 0,
    playerCount: playerCounts.get(row.id) ?? 0,
    organization: {
      id: row.orgId,
      slug: row.orgSlug,
      name: row.orgName,
      logo: row.orgLogo,
      country: row.orgCountry,
    },
  }))
}

/**
 * Published and in the requested state, written as literals (not parameters) so that the planner
 * can prove the partial list indexes' predicates (tournaments_open_list_idx,
 * tournaments_finished_list_idx; docs/decisions/0007).
 */
function stateFilters(state: TournamentState): SQL[] {
  return [
    sql`${tournaments.status} = 'published'`,
    state === 'closed' ? sql`${tournaments.progress} = 2` : sql`${tournaments.progress} in (0, 1)`,
  ]
}

/** The same state condition on tournament_list_counts. */
function countsStateFilter(state: TournamentState): SQL {
  return state === 'closed'
    ? sql`${tournamentListCounts.progress} = 2`
    : sql`${tournamentListCounts.progress} in (0, 1)`
}

function listFilters(options: Omit<ListTournamentsOptions, 'db' | 'offset' | 'limit'>): SQL[] {
  const filters: SQL[] = [
    ...stateFilters(options.tournamentState),
    inArray(tournaments.typeCode, [...options.keywordTournamentTypes]),
  ]
  if (options.countries?.length) filters.push(inArray(tournaments.country, options.countries))
  if (options.organizationId) filters.push(eq(tournaments.organizationId, options.organizationId))
  const term = options.search?.trim()
  if (term) {
    // Case, accents and ue/oe/ae/ss spellings are folded away on both sides by courtside_fold
    // (migrations/0005). Each arm of the union uses its trigram index on the folded text; an OR
    // of the three in one WHERE made both databases scan every event and fold it (2.4 s at 100k).
    const pattern = sql`courtside_fold(${likePattern(term)})`
    filters.push(
      sql`${tournaments.id} in (
        select s.id from ${tournaments} s where courtside_fold(s.name) like ${pattern}
        union select s.id from ${tournaments} s where courtside_fold(s.city) like ${pattern}
        union select s.id from ${tournaments} s join ${organizations} o on o.id = s.organization_id
          where courtside_fold(o.name) like ${pattern})`,
    )
  }
  return filters
}

/**
 * The exact number of listed tournaments. Without a search term it sums the few matching rows of
 * tournament_list_counts (kept by triggers), so it costs the same at 1,000 and 100,000 events; a
 * search has to count its matches (docs/decisions/0007).
 */
async function countListed(options: ListTournamentsOptions): Promise<number> {
  const { db } = options
  if (options.search?.trim()) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(and(...listFilters(options)))
    return row?.n ?? 0
  }
  const filters: SQL[] = [
    countsStateFilter(options.tournamentState),
    inArray(tournamentListCounts.typeCode, [...options.keywordTournamentTypes]),
  ]
  if (options.countries?.length) filters.push(inArray(tournamentListCounts.country, options.countries))
  if (options.organizationId) filters.push(eq(tournamentListCounts.organizationId, options.organizationId))
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${tournamentListCounts.n}), 0)::int` })
    .from(tournamentListCounts)
    .where(and(...filters))
  return row?.n ?? 0
}

export async function listTournaments(options: ListTournamentsOptions): Promise<TournamentListResponse> {
  const { db, offset, limit } = options
  const now = options.now ?? new Date()
  const where = and(...listFilters(options))
  // Open events: soonest first (running ones lead); closed: most recent first. Both orders are
  // the partial list indexes' (scanned backwards for closed), so a page stops after offset + limit.
  const order =
    options.tournamentState === 'closed'
      ? [desc(tournaments.startDate), desc(tournaments.id)]
      : [asc(tournaments.startDate), asc(tournaments.id)]
  const [rows, total] = await Promise.all([
    db
      .select(cardColumns)
      .from(tournaments)
      .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    countListed(options),
  ])
  return { items: await toCards(db, rows, now), total, offset, limit }
}

export async function listFeaturedTournaments(options: {
  db: Db
  keywordTournamentTypes?: readonly number[]
  organizationId?: number | undefined
  limit?: number
  now?: Date
}): Promise<TournamentCard[]> {
  const { db } = options
  const filters: SQL[] = [
    eq(tournaments.status, 'published'),
    eq(tournaments.isFeatured, true),
    inArray(tournaments.progress, [0, 1]),
  ]
  if (options.keywordTournamentTypes)
    filters.push(inArray(tournaments.typeCode, [...options.keywordTournamentTypes]))
  if (options.organizationId) filters.push(eq(tournaments.organizationId, options.organizationId))
  const rows = await db
    .select(cardColumns)
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(and(...filters))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id))
    .limit(options.limit ?? 6)
  return toCards(db, rows, options.now ?? new Date())
}

/** Countries with published events and how many (tournament_list_counts, so flat in table size). */
export async function listTournamentCountries(options: {
  db: Db
  keywordTournamentTypes?: readonly number[]
  tournamentState?: TournamentState
}): Promise<CountryCount[]> {
  const filters: SQL[] = []
  if (options.keywordTournamentTypes)
    filters.push(inArray(tournamentListCounts.typeCode, [...options.keywordTournamentTypes]))
  if (options.tournamentState) filters.push(countsStateFilter(options.tournamentState))
  const rows = await options.db
    .select({ code: tournamentListCounts.country, count: sql<number>`sum(${tournamentListCounts.n})::int` })
    .from(tournamentListCounts)
    .where(filters.length ? and(...filters) : undefined)
    .groupBy(tournamentListCounts.country)
    .having(sql`sum(${tournamentListCounts.n}) > 0`)
    .orderBy(tournamentListCounts.country)
  return rows
}

/** Cards for given tournament ids in the given order (tour stops, organizer pages). */
export async function tournamentCardsByIds(db: Db, ids: number[], now = new Date()) {
  if (ids.length === 0) return []
  const rows = await db
    .select(cardColumns)
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(and(inArray(tournaments.id, ids), eq(tournaments.status, 'published')))
  const cards = await toCards(db, rows, now)
  const byId = new Map(cards.map((c) => [c.id, c]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}

export async function getTournament(options: {
  db: Db
  id: number
  /** The visitor's language: picks the description (issue 12); absent = the organizer's default. */
  locale?: string | undefined
  now?: Date
}): Promise<TournamentDetail> {
  const { db, id } = options
  const now = options.now ?? new Date()
  const [row] = await db
    .select({
      ...cardColumns,
      description: tournaments.description,
      descriptions: tournaments.descriptions,
      defaultLanguage: organizations.defaultLanguage,
      venueName: tournaments.venueName,
      address: tournaments.address,
      postalCode: tournaments.postalCode,
      latitude: tournaments.latitude,
      longitude: tournaments.longitude,
      currency: organizations.currency,
      orgWebsite: organizations.website,
      orgEmail: organizations.email,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(and(eq(tournaments.id, id), eq(tournaments.status, 'published')))
  if (!row) throw notFound('Tournament')

  const [cards, classRows, tourRows] = await Promise.all([
    toCards(db, [row], now),
    listClassSummaries(db, id, row.currency),
    db
      .select({ id: tours.id, slug: tours.slug, name: tours.name, stopNumber: tourStops.stopNumber })
      .from(tourStops)
      .innerJoin(tours, eq(tours.id, tourStops.tourId))
      .where(eq(tourStops.tournamentId, id))
      .limit(1),
  ])
  const card = cards[0] as TournamentCard
  const description = pickLocalizedText({
    texts: row.descriptions,
    locale: options.locale,
    defaultLanguage: row.defaultLanguage,
    legacy: row.description,
  })
  return {
    ...card,
    description: description.text,
    descriptionHtml: renderMarkdown(description.text),
    descriptionLanguage: description.language,
    venueName: row.venueName,
    address: row.address,
    postalCode: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    registrationOpensAt: row.registrationOpensAt?.toISOString() ?? null,
    registrationClosesAt: row.registrationClosesAt?.toISOString() ?? null,
    registrationStatus: registrationStatus(row, now),
    currency: row.currency,
    organization: { ...card.organization, website: row.orgWebsite, email: row.orgEmail },
    classes: classRows,
    tour: tourRows[0] ?? null,
  }
}

async function listClassSummaries(db: Db, tournamentId: number, currency: string): Promise<ClassSummary[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      type: classes.type,
      gender: classes.gender,
      capacity: classes.capacity,
      feeMinor: classes.feeMinor,
      ratingMin: classes.ratingMin,
      ratingMax: classes.ratingMax,
      startsAt: classes.startsAt,
      playerCount: sql<number>`(select count(distinct r.user_id)::int from ${registrations} r where r.class_id = "classes"."id" and r.status in ${PLACE_HOLDING_SQL})`,
      entryCount: sql<number>`(select count(distinct coalesce(r.team_id, -r.id))::int from ${registrations} r where r.class_id = "classes"."id" and r.status in ${PLACE_HOLDING_SQL})`,
      isCompleted: sql<boolean>`exists (select 1 from ${rewards} w where w.class_id = "classes"."id")`,
    })
    .from(classes)
    .where(eq(classes.tournamentId, tournamentId))
    .orderBy(asc(classes.position), asc(classes.id))
  return rows.map((r) => ({
    ...r,
    currency,
    startsAt: r.startsAt?.toISOString() ?? null,
    isFull: r.entryCount >= r.capacity,
  }))
}

/** Sharing metadata (spec section 3: name, description, img); description as plain text. */
export async function getTournamentBaseInfo(options: {
  db: Db
  id: number
  locale?: string | undefined
}): Promise<BaseInfo> {
  const [row] = await options.db
    .select({
      name: tournaments.name,
      description: tournaments.description,
      descriptions: tournaments.descriptions,
      defaultLanguage: organizations.defaultLanguage,
      img: tournaments.image,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(and(eq(tournaments.id, options.id), eq(tournaments.status, 'published')))
  if (!row) throw notFound('Tournament')
  const { text } = pickLocalizedText({
    texts: row.descriptions,
    locale: options.locale,
    defaultLanguage: row.defaultLanguage,
    legacy: row.description,
  })
  return { name: row.name, description: plainExcerpt(text, 200), img: row.img }
}

export { TOURNAMENT_TYPE_CODES, TRAVEL_TYPE_CODES }
