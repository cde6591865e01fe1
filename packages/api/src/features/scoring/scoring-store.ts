// Reading a match as the scoring page and the desk need it: the match row with its class, event,
// sides' names and court, the match_day row (no row = not called, no score yet) and the event's
// auto-confirm time (match_day_settings; no row = the default).
import {
  calledState,
  classes,
  courts,
  eq,
  inArray,
  matchDay,
  matchDaySettings,
  matches,
  sql,
  teams,
  tournaments,
  type MatchDecision,
} from '@courtside/db'
import type { GameScore, MatchFormat, ScoringSnapshot } from '@courtside/domain'
import type { Executor } from '../registrations/index.ts'

/** match_day_settings.auto_confirm_minutes when the event has no settings row (the column default). */
export const DEFAULT_AUTO_CONFIRM_MINUTES = 10

export type MatchDayRow = typeof matchDay.$inferSelect

export type ScoringMatch = {
  matchId: number
  classId: number
  className: string
  eventId: number
  eventName: string
  organizationId: number
  timeZone: string
  eventEnd: Date
  drawMatchId: string | null
  startsAt: Date | null
  courtName: string | null
  home: string | null
  away: string | null
  results: GameScore[]
  decision: MatchDecision | null
  matchFormat: MatchFormat
  autoConfirmMinutes: number
  day: MatchDayRow | null
}

/** The match, or null when it does not exist. `lock`: FOR UPDATE on the match row (writes). */
export async function loadScoringMatch(
  db: Executor,
  matchId: number,
  lock = false,
): Promise<ScoringMatch | null> {
  const query = db
    .select({
      matchId: matches.id,
      classId: matches.classId,
      className: classes.name,
      eventId: tournaments.id,
      eventName: tournaments.name,
      organizationId: tournaments.organizationId,
      timeZone: tournaments.timeZone,
      eventEnd: tournaments.endDate,
      drawMatchId: matches.drawMatchId,
      startsAt: matches.startDate,
      courtId: matches.courtId,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homePlaceholder: matches.homeTeamPlaceholder,
      awayPlaceholder: matches.awayTeamPlaceholder,
      results: matches.results,
      decision: matches.decision,
      matchFormat: classes.matchFormat,
    })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .where(eq(matches.id, matchId))
  const [row] = lock ? await query.for('update', { of: matches }) : await query
  if (!row) return null
  const teamIds = [row.homeTeamId, row.awayTeamId].filter((id): id is number => id !== null)
  const names = new Map(
    teamIds.length
      ? (
          await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))
        ).map((t) => [t.id, t.name] as const)
      : [],
  )
  const [day] = await db.select().from(matchDay).where(eq(matchDay.matchId, matchId))
  const [settings] = await db
    .select({ minutes: matchDaySettings.autoConfirmMinutes })
    .from(matchDaySettings)
    .where(eq(matchDaySettings.tournamentId, row.eventId))
  // The court the desk called the match to wins over the planned one.
  const courtId = day?.courtId ?? row.courtId
  const [court] = courtId
    ? await db.select({ name: courts.name }).from(courts).where(eq(courts.id, courtId))
    : []
  return {
    matchId: row.matchId,
    classId: row.classId,
    className: row.className,
    eventId: row.eventId,
    eventName: row.eventName,
    organizationId: row.organizationId,
    timeZone: row.timeZone,
    eventEnd: row.eventEnd,
    drawMatchId: row.drawMatchId,
    startsAt: row.startsAt,
    courtName: court?.name ?? null,
    home: row.homeTeamId ? (names.get(row.homeTeamId) ?? null) : null,
    away: row.awayTeamId ? (names.get(row.awayTeamId) ?? null) : null,
    results: row.results,
    decision: row.decision,
    matchFormat: row.matchFormat,
    autoConfirmMinutes: settings?.minutes ?? DEFAULT_AUTO_CONFIRM_MINUTES,
    day: day ?? null,
  }
}

/** A result entered at the desk without the phone flow counts as confirmed. */
export function snapshotOf(match: ScoringMatch): ScoringSnapshot {
  const day = match.day
  const hasResult = match.results.length > 0 || match.decision !== null
  const state = calledState(day?.state) ?? (hasResult ? 'confirmed' : null)
  return {
    state,
    pendingSide: day?.pendingSide ?? null,
    pendingAt: day?.pendingAt ?? null,
    pendingGames: day?.pendingResult?.games ?? null,
  }
}

export const tokenVersionOf = (match: ScoringMatch): number => match.day?.tokenVersion ?? 1

/** Writes the match_day row (creating it on the first score) and grows its version. */
export async function saveMatchDay(
  tx: Executor,
  match: Pick<ScoringMatch, 'matchId' | 'eventId' | 'day'>,
  values: Partial<Omit<MatchDayRow, 'matchId' | 'tournamentId' | 'version'>> & {
    state: MatchDayRow['state']
  },
  now: Date,
): Promise<void> {
  if (match.day) {
    await tx
      .update(matchDay)
      .set({ ...values, updatedAt: now, version: sql`${matchDay.version} + 1` })
      .where(eq(matchDay.matchId, match.matchId))
    return
  }
  await tx
    .insert(matchDay)
    .values({ matchId: match.matchId, tournamentId: match.eventId, ...values, updatedAt: now })
}

/** Pending or disputed scores of an event (the desk's Scores page). */
export async function contestedMatchIds(db: Executor, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: matchDay.matchId })
    .from(matchDay)
    .where(sql`${matchDay.tournamentId} = ${eventId} and ${matchDay.state} in ('score_pending', 'disputed')`)
    .orderBy(matchDay.pendingAt)
  return rows.map((r) => r.id)
}
