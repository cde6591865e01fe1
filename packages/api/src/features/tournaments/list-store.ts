// The event lists: a page of events by state and filters, the featured ones, and the countries.
import {
  and,
  asc,
  desc,
  eq,
  inArray,
  organizations,
  sql,
  tournaments,
  tournamentListCounts,
  type Db,
  type SQL,
  likePattern,
} from '@courtside/db'
import type {
  CountryCount,
  TournamentCard,
  TournamentListResponse,
  TournamentState,
} from '../../lib/types.ts'
import { cardColumns, toCards } from './card-store.ts'

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
  return { items: toCards(rows, now), total, offset, limit }
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
  return toCards(rows, options.now ?? new Date())
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
