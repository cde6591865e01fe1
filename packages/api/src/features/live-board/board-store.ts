// The rows behind the court board and "my matches": every match of a published event whose
// class shows its draw (isDrawPublic; classes without a draws row show what their tables hold,
// as the class page does), with its match-day row, in a fixed handful of queries.
import {
  calledState,
  and,
  asc,
  classes,
  courts,
  draws,
  eq,
  anyOfPlaceholder,
  isDrawPublic,
  matchDay,
  matches,
  preparedQuery,
  sql,
  teams,
  tournaments,
  type Db,
} from '@courtside/db'
import { notFound } from '../../lib/errors.ts'
import type { LiveMatch } from './types.ts'

export type EventRow = {
  id: number
  name: string
  timeZone: string
  startDate: Date
  endDate: Date
}

/** The published event, or 404 (unknown, draft, cancelled). */
export async function loadPublishedEvent(db: Db, id: number): Promise<EventRow> {
  const [row] = await publishedEventQuery(db).execute({ id })
  if (!row) throw notFound('Tournament')
  return row
}

// Built once per database (preparedQuery, docs/decisions/0014): the board and the tournament
// page's panel read these on every uncached request.
const publishedEventQuery = preparedQuery('live_board_event', (db, name) =>
  db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      timeZone: tournaments.timeZone,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
    })
    .from(tournaments)
    .where(and(eq(tournaments.id, sql.placeholder('id')), eq(tournaments.status, 'published')))
    .prepare(name),
)

export type EventMatch = LiveMatch & {
  homeTeamId: number | null
  awayTeamId: number | null
  groupId: number | null
  courtId: number | null
  hasResult: boolean
  confirmedAt: Date | null
}

const iso = (date: Date | null) => date?.toISOString() ?? null

/** When a match entered its current match-day state. */
function sinceOf(row: {
  state: string | null
  calledAt: Date | null
  onCourtAt: Date | null
  pendingAt: Date | null
  disputedAt: Date | null
  confirmedAt: Date | null
}): Date | null {
  switch (row.state) {
    case 'called':
      return row.calledAt
    case 'on_court':
      return row.onCourtAt
    case 'score_pending':
      return row.pendingAt
    case 'disputed':
      return row.disputedAt
    case 'confirmed':
      return row.confirmedAt
    default:
      return null
  }
}

/** The columns of a match as the board shows it, with its class, draw and match-day row. */
const matchColumns = {
  id: matches.id,
  classId: classes.id,
  className: classes.name,
  groupId: matches.groupId,
  startDate: matches.startDate,
  plannedCourtId: matches.courtId,
  homeTeamId: matches.homeTeamId,
  awayTeamId: matches.awayTeamId,
  homePlaceholder: matches.homeTeamPlaceholder,
  awayPlaceholder: matches.awayTeamPlaceholder,
  results: matches.results,
  decision: matches.decision,
  drawStatus: draws.status,
  drawPublishAt: draws.publishAt,
  state: matchDay.state,
  calledCourtId: matchDay.courtId,
  calledAt: matchDay.calledAt,
  onCourtAt: matchDay.onCourtAt,
  pendingAt: matchDay.pendingAt,
  pendingResult: matchDay.pendingResult,
  disputedAt: matchDay.disputedAt,
  confirmedAt: matchDay.confirmedAt,
}

/**
 * The names a match shows, read with each row by primary key: for the few rows of the tournament
 * page's panel two round trips fewer (team names, courts) on every uncached event read. The board
 * reads hundreds of rows and looks the names up in two reads instead (faster there: 2.0 against
 * 3.3 ms for the seed's 384 matches on PGlite).
 */
const nameColumns = {
  homeName: sql<string | null>`(select t.name from ${teams} t where t.id = ${matches.homeTeamId})`,
  awayName: sql<string | null>`(select t.name from ${teams} t where t.id = ${matches.awayTeamId})`,
  plannedCourtName: sql<string | null>`(select k.name from ${courts} k where k.id = ${matches.courtId})`,
  calledCourtName: sql<string | null>`(select k.name from ${courts} k where k.id = ${matchDay.courtId})`,
}

/** Matches with their class, draw and match-day row; names are looked up afterwards. */
export function eventMatchRows(db: Db) {
  return db
    .select(matchColumns)
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .leftJoin(draws, eq(draws.classId, classes.id))
    .leftJoin(matchDay, eq(matchDay.matchId, matches.id))
}

/** The same with their teams' and courts' names (see nameColumns). */
export function namedEventMatchRows(db: Db) {
  return db
    .select({ ...matchColumns, ...nameColumns })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .leftJoin(draws, eq(draws.classId, classes.id))
    .leftJoin(matchDay, eq(matchDay.matchId, matches.id))
}

type NamedMatchRow = Awaited<ReturnType<ReturnType<typeof namedEventMatchRows>['execute']>>[number]
export type CourtRow = { id: number; name: string }

/** The event's courts in their order. */
export function loadCourts(db: Db, eventId: number): Promise<CourtRow[]> {
  return courtsQuery(db).execute({ eventId })
}

const courtsQuery = preparedQuery('live_board_courts', (db, name) =>
  db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(eq(courts.tournamentId, sql.placeholder('eventId')))
    .orderBy(asc(courts.id))
    .prepare(name),
)

/** Every visible match of the event (ordered by planned start, then id) and its courts. */
export async function loadEventMatches(
  db: Db,
  eventId: number,
  now: Date,
): Promise<{ matches: EventMatch[]; courts: CourtRow[] }> {
  const [rows, courtRows] = await Promise.all([
    eventMatchesQuery(db).execute({ eventId }),
    loadCourts(db, eventId),
  ])
  const teamIds = [...new Set(rows.flatMap((row) => [row.homeTeamId, row.awayTeamId]))].filter(
    (id): id is number => id !== null,
  )
  const teamName = new Map(
    teamIds.length === 0
      ? []
      : (await teamNamesQuery(db).execute({ teamIds })).map((team) => [team.id, team.name]),
  )
  const courtName = new Map(courtRows.map((court) => [court.id, court.name]))
  const nameOf = (names: Map<number, string>, id: number | null) =>
    id === null ? null : (names.get(id) ?? null)
  const named = rows.map((row) => ({
    ...row,
    homeName: nameOf(teamName, row.homeTeamId),
    awayName: nameOf(teamName, row.awayTeamId),
    plannedCourtName: nameOf(courtName, row.plannedCourtId),
    calledCourtName: nameOf(courtName, row.calledCourtId),
  }))
  return { courts: courtRows, matches: toEventMatches(named, now) }
}

const teamNamesQuery = preparedQuery('live_board_team_names', (db, name) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(anyOfPlaceholder(teams.id, 'teamIds'))
    .prepare(name),
)

const eventMatchesQuery = preparedQuery('live_board_matches', (db, name) =>
  eventMatchRows(db)
    .where(eq(classes.tournamentId, sql.placeholder('eventId')))
    .orderBy(asc(matches.startDate), asc(matches.id))
    .prepare(name),
)

/** The matches whose class shows its draw, each with its court: the one it was called to, else the planned one. */
export function toEventMatches(rows: NamedMatchRow[], now: Date): EventMatch[] {
  return rows
    .filter(
      (row) =>
        row.drawStatus === null ||
        isDrawPublic({ status: row.drawStatus, publishAt: row.drawPublishAt }, now),
    )
    .map((row) => {
      const state = calledState(row.state)
      const hasResult = row.results.length > 0 || row.decision !== null
      // A submitted score shows while it waits; a confirmed one is the match row's.
      const isPending = !hasResult && row.pendingResult !== null && state !== 'confirmed'
      const called = state !== null && row.calledCourtId !== null
      const courtId = called ? row.calledCourtId : row.plannedCourtId
      return {
        id: row.id,
        classId: row.classId,
        className: row.className,
        groupId: row.groupId,
        homeTeamId: row.homeTeamId,
        awayTeamId: row.awayTeamId,
        home: { name: row.homeTeamId === null ? null : row.homeName, placeholder: row.homePlaceholder },
        away: { name: row.awayTeamId === null ? null : row.awayName, placeholder: row.awayPlaceholder },
        state,
        since: iso(sinceOf(row)),
        plannedAt: iso(row.startDate),
        courtId,
        court: courtId === null ? null : called ? row.calledCourtName : row.plannedCourtName,
        games: isPending ? (row.pendingResult?.games ?? []) : row.results,
        decision: isPending ? (row.pendingResult?.decision ?? null) : row.decision,
        isPending,
        hasResult,
        confirmedAt: row.confirmedAt,
      }
    })
}

/** The public part of a match (the board's JSON carries no internal ids of teams or courts). */
export function toLiveMatch(match: EventMatch): LiveMatch {
  const { homeTeamId, awayTeamId, groupId, courtId, hasResult, confirmedAt, ...live } = match
  void [homeTeamId, awayTeamId, groupId, courtId, hasResult, confirmedAt]
  return live
}
