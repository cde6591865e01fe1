// The event lists: a page of events by state and filters, the featured ones, and the countries.
// Each read but a search is built by Drizzle once per shape (which filters are present) and run as
// a prepared query with the values as placeholders (issue 17: building the list's selects was ~18%
// of an uncached /bff/tournament/list on PGlite, more than the queries took to run).
import {
  and,
  anyOfPlaceholder,
  asc,
  desc,
  eq,
  inArray,
  organizations,
  preparedQuery,
  sql,
  tournamentCounts,
  tournaments,
  tournamentListCounts,
  type Db,
  type Executor,
  type SQL,
  foldedPattern,
} from '@courtside/db'
import type {
  CountryCount,
  TournamentCard,
  TournamentListResponse,
  TournamentState,
} from '../../lib/types.ts'
import { cardColumns, cardCountsOn, toCards } from './card-store.ts'

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

/** Which optional filters a list read without a search term has: one prepared query for each. */
type ListShape = { state: TournamentState; countries: boolean; organization: boolean }

const shapeKey = (shape: ListShape) =>
  [shape.state, shape.countries && 'c', shape.organization && 'o'].filter(Boolean).join('_')

/** A prepared query per shape, made when the shape is first asked for (at most 4–8 of each). */
function byShape<S, Q>(
  prefix: string,
  key: (shape: S) => string,
  build: (db: Executor, name: string, shape: S) => Q,
): (db: Executor, shape: S) => Q {
  const queries = new Map<string, (db: Executor) => Q>()
  return (db, shape) => {
    const name = `${prefix}_${key(shape)}`
    let query = queries.get(name)
    if (!query) {
      query = preparedQuery(name, (handle, queryName) => build(handle, queryName, shape))
      queries.set(name, query)
    }
    return query(db)
  }
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

/** A prepared list's filters, with the placeholders types, countries and organizationId. */
function shapeFilters(shape: ListShape): SQL[] {
  const filters = [...stateFilters(shape.state), anyOfPlaceholder(tournaments.typeCode, 'types')]
  if (shape.countries) filters.push(anyOfPlaceholder(tournaments.country, 'countries'))
  if (shape.organization) filters.push(eq(tournaments.organizationId, sql.placeholder('organizationId')))
  return filters
}

/** A search's filters with its values (a search is built per request: its query costs far more). */
function searchFilters(options: ListTournamentsOptions, term: string): SQL[] {
  const filters = [
    ...stateFilters(options.tournamentState),
    inArray(tournaments.typeCode, [...options.keywordTournamentTypes]),
  ]
  if (options.countries?.length) filters.push(inArray(tournaments.country, options.countries))
  if (options.organizationId) filters.push(eq(tournaments.organizationId, options.organizationId))
  // Case, accents and ue/oe/ae/ss spellings are folded away on both sides by courtside_fold: the
  // events' and organizers' text when it is written (generated columns, migrations/0022), the term
  // once per query (foldedPattern). Each arm of the union uses its trigram index on the folded
  // text; an OR of the three in one WHERE made both databases scan every event (2.4 s at 100k).
  const pattern = foldedPattern(term)
  filters.push(
    sql`${tournaments.id} in (
      select s.id from ${tournaments} s where s.name_folded like ${pattern}
      union select s.id from ${tournaments} s where s.city_folded like ${pattern}
      union select s.id from ${tournaments} s join ${organizations} o on o.id = s.organization_id
        where o.name_folded like ${pattern})`,
  )
  return filters
}

/** Open events: soonest first (running ones lead); closed: most recent first. */
function listOrder(state: TournamentState) {
  // Both orders are the partial list indexes' (scanned backwards for closed), so a page stops
  // after offset + limit.
  return state === 'closed'
    ? [desc(tournaments.startDate), desc(tournaments.id)]
    : [asc(tournaments.startDate), asc(tournaments.id)]
}

/** The count's filters on tournament_list_counts, with the same placeholders as the list's. */
function countFilters(shape: ListShape): SQL[] {
  const filters: SQL[] = [
    countsStateFilter(shape.state),
    anyOfPlaceholder(tournamentListCounts.typeCode, 'types'),
  ]
  if (shape.countries) filters.push(anyOfPlaceholder(tournamentListCounts.country, 'countries'))
  if (shape.organization)
    filters.push(eq(tournamentListCounts.organizationId, sql.placeholder('organizationId')))
  return filters
}

/**
 * The exact number of listed tournaments: the few matching rows of tournament_list_counts (kept
 * by triggers) summed, so it costs the same at 1,000 and 100,000 events (docs/decisions/0007).
 */
const countOf = (shape: ListShape) =>
  sql<number>`(select coalesce(sum(${tournamentListCounts.n}), 0)::int from ${tournamentListCounts}
    where ${and(...countFilters(shape))})`

/**
 * A page of events with the total on each row: one round trip instead of two (issue 17; each
 * PGlite exchange costs ~0.1 ms before any work). The total is a subquery run once per query.
 */
const listQuery = byShape('tournament_list', shapeKey, (db, name, shape: ListShape) =>
  db
    .select({ ...cardColumns, total: countOf(shape) })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .leftJoin(tournamentCounts, cardCountsOn)
    .where(and(...shapeFilters(shape)))
    .orderBy(...listOrder(shape.state))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

/** The total alone, for a page past the last event (it has no rows to carry it). */
const countQuery = byShape('tournament_list_count', shapeKey, (db, name, shape: ListShape) =>
  db
    .select({ n: sql<number>`coalesce(sum(${tournamentListCounts.n}), 0)::int` })
    .from(tournamentListCounts)
    .where(and(...countFilters(shape)))
    .prepare(name),
)

/** A page of a search and its matches counted (a search has to count them). */
async function searchTournaments(options: ListTournamentsOptions, term: string) {
  const { db } = options
  const where = and(...searchFilters(options, term))
  return Promise.all([
    db
      .select(cardColumns)
      .from(tournaments)
      .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
      .leftJoin(tournamentCounts, cardCountsOn)
      .where(where)
      .orderBy(...listOrder(options.tournamentState))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tournaments)
      .where(where),
  ])
}

export async function listTournaments(options: ListTournamentsOptions): Promise<TournamentListResponse> {
  const { db, offset, limit } = options
  const now = options.now ?? new Date()
  const term = options.search?.trim()
  if (term) {
    const [rows, counted] = await searchTournaments(options, term)
    return { items: toCards(rows, now), total: counted[0]?.n ?? 0, offset, limit }
  }
  const shape = {
    state: options.tournamentState,
    countries: Boolean(options.countries?.length),
    organization: Boolean(options.organizationId),
  }
  const values = {
    types: [...options.keywordTournamentTypes],
    countries: options.countries,
    organizationId: options.organizationId,
  }
  const rows = await listQuery(db, shape).execute({ ...values, limit, offset })
  const total = rows[0]?.total ?? (await countQuery(db, shape).execute(values))[0]?.n ?? 0
  return { items: toCards(rows, now), total, offset, limit }
}

type FeaturedShape = { types: boolean; organization: boolean }

const featuredQuery = byShape(
  'tournament_featured',
  (shape: FeaturedShape) => [shape.types ? 't' : 'all', shape.organization && 'o'].filter(Boolean).join('_'),
  (db, name, shape: FeaturedShape) => {
    const filters: SQL[] = [
      eq(tournaments.status, 'published'),
      eq(tournaments.isFeatured, true),
      sql`${tournaments.progress} in (0, 1)`,
    ]
    if (shape.types) filters.push(anyOfPlaceholder(tournaments.typeCode, 'types'))
    if (shape.organization) filters.push(eq(tournaments.organizationId, sql.placeholder('organizationId')))
    return db
      .select(cardColumns)
      .from(tournaments)
      .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
      .leftJoin(tournamentCounts, cardCountsOn)
      .where(and(...filters))
      .orderBy(asc(tournaments.startDate), asc(tournaments.id))
      .limit(sql.placeholder('limit'))
      .prepare(name)
  },
)

export async function listFeaturedTournaments(options: {
  db: Db
  keywordTournamentTypes?: readonly number[]
  organizationId?: number | undefined
  limit?: number
  now?: Date
}): Promise<TournamentCard[]> {
  const shape = {
    types: Boolean(options.keywordTournamentTypes),
    organization: Boolean(options.organizationId),
  }
  const rows = await featuredQuery(options.db, shape).execute({
    types: options.keywordTournamentTypes ? [...options.keywordTournamentTypes] : undefined,
    organizationId: options.organizationId,
    limit: options.limit ?? 6,
  })
  return toCards(rows, options.now ?? new Date())
}

type CountriesShape = { types: boolean; state: TournamentState | 'any' }

const countriesQuery = byShape(
  'tournament_countries',
  (shape: CountriesShape) => `${shape.types ? 't' : 'all'}_${shape.state}`,
  (db, name, shape: CountriesShape) => {
    const filters: SQL[] = []
    if (shape.types) filters.push(anyOfPlaceholder(tournamentListCounts.typeCode, 'types'))
    if (shape.state !== 'any') filters.push(countsStateFilter(shape.state))
    return db
      .select({ code: tournamentListCounts.country, count: sql<number>`sum(${tournamentListCounts.n})::int` })
      .from(tournamentListCounts)
      .where(filters.length ? and(...filters) : undefined)
      .groupBy(tournamentListCounts.country)
      .having(sql`sum(${tournamentListCounts.n}) > 0`)
      .orderBy(tournamentListCounts.country)
      .prepare(name)
  },
)

/** Countries with published events and how many (tournament_list_counts, so flat in table size). */
export async function listTournamentCountries(options: {
  db: Db
  keywordTournamentTypes?: readonly number[]
  tournamentState?: TournamentState
}): Promise<CountryCount[]> {
  const shape: CountriesShape = {
    types: Boolean(options.keywordTournamentTypes),
    state: options.tournamentState ?? 'any',
  }
  return countriesQuery(options.db, shape).execute({
    types: options.keywordTournamentTypes ? [...options.keywordTournamentTypes] : undefined,
  })
}
