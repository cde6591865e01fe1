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
export function eventMatchRows(db: Db) {
  return db
    .select({
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
    })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .leftJoin(draws, eq(draws.classId, classes.id))
    .leftJoin(matchDay, eq(matchDay.matchId, matches.id))
}

type MatchRow = Awaited<ReturnType<ReturnType<typeof eventMatchRows>['execute']>>[number]
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
  return { courts: courtRows, matches: await toEventMatches(db, rows, courtRows, now) }
}

const eventMatchesQuery = preparedQuery('live_board_matches', (db, name) =>
  eventMatchRows(db)
    .where(eq(classes.tournamentId, sql.placeholder('eventId')))
    .orderBy(asc(matches.startDate), asc(matches.id))
    .prepare(name),
)

/** The rows of matches whose class shows its draw, with their teams' names and courts. */
export async function toEventMatches(
  db: Db,
  rows: MatchRow[],
  courtRows: CourtRow[],
  now: Date,
): Promise<EventMatch[]> {
  const visible = rows.filter(
    (row) =>
      row.drawStatus === null || isDrawPublic({ status: row.drawStatus, publishAt: row.drawPublishAt }, now),
  )
  const teamIds = [...new Set(visible.flatMap((row) => [row.homeTeamId, row.awayTeamId]))].filter(
    (id): id is number => id !== null,
  )
  const names = new Map(
    teamIds.length === 0
      ? []
      : (await teamNamesQuery(db).execute({ teamIds })).map((team) => [team.id, team.name]),
  )
  const courtName = new Map(courtRows.map((court) => [court.id, court.name]))
  const side = (teamId: number | null, placeholder: string | null) => ({
    name: teamId === null ? null : (names.get(teamId) ?? null),
    placeholder,
  })

  return visible.map((row) => {
    const state = calledState(row.state)
    const hasResult = row.results.length > 0 || row.decision !== null
    // A submitted score shows while it waits; a confirmed one is the match row's.
    const isPending = !hasResult && row.pendingResult !== null && state !== 'confirmed'
    const courtId = state !== null && row.calledCourtId !== null ? row.calledCourtId : row.plannedCourtId
    return {
      id: row.id,
      classId: row.classId,
      className: row.className,
      groupId: row.groupId,
      homeTeamId: row.homeTeamId,
      awayTeamId: row.awayTeamId,
      home: side(row.homeTeamId, row.homePlaceholder),
      away: side(row.awayTeamId, row.awayPlaceholder),
      state,
      since: iso(sinceOf(row)),
      plannedAt: iso(row.startDate),
      courtId,
      court: courtId === null ? null : (courtName.get(courtId) ?? null),
      games: isPending ? (row.pendingResult?.games ?? []) : row.results,
      decision: isPending ? (row.pendingResult?.decision ?? null) : row.decision,
      isPending,
      hasResult,
      confirmedAt: row.confirmedAt,
    }
  })
}

const teamNamesQuery = preparedQuery('live_board_team_names', (db, name) =>
  db
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(anyOfPlaceholder(teams.id, 'teamIds'))
    .prepare(name),
)

/** The public part of a match (the board's JSON carries no internal ids of teams or courts). */
export function toLiveMatch(match: EventMatch): LiveMatch {
  const { homeTeamId, awayTeamId, groupId, courtId, hasResult, confirmedAt, ...live } = match
  void [homeTeamId, awayTeamId, groupId, courtId, hasResult, confirmedAt]
  return live
}
