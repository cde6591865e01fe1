// The matches a player's feed lists: every match with a start time of every team the player is a
// member of (their confirmed entries: teams → team_members), in published events only, and only
// where the class's draw is public (isDrawPublic; classes without a draws row, like the seeded
// ones, show their matches as the class page does). End = start + the class's match duration
// with the event's schedule settings (as features/schedule/schedule-store.ts reads them).
import {
  and,
  asc,
  classes,
  courts,
  draws,
  eq,
  inArray,
  isDrawPublic,
  isNotNull,
  matches,
  or,
  scheduleSettings,
  teamMembers,
  teams,
  tournaments,
  type MatchFormatJson,
} from '@courtside/db'
import {
  DEFAULT_MATCH_FORMAT,
  matchDurationMinutes,
  validateMatchFormat,
  type MatchFormat,
} from '@courtside/domain'
import type { Executor } from '../registrations/index.ts'

export type PlayerMatch = {
  id: number
  /** Grows with every change of time, court or sides (matches.schedule_sequence). */
  sequence: number
  start: Date
  end: Date
  classId: number
  className: string
  eventId: number
  eventName: string
  timeZone: string
  venueName: string
  city: string
  court: string | null
  home: string
  away: string
}

/** 'W:QF1' → 'Winner of QF1', 'L:SF2' → 'Loser of SF2'; other placeholders stay as they are. */
export function sideInWords(name: string | null, placeholder: string | null): string {
  if (name) return name
  if (!placeholder) return 'To be decided'
  const match = /^([WL]):(.+)$/.exec(placeholder)
  if (!match) return placeholder
  return `${match[1] === 'W' ? 'Winner' : 'Loser'} of ${match[2]}`
}

function minutesOf(format: MatchFormatJson, durations: Partial<Record<string, number>>): number {
  const matchFormat = validateMatchFormat(format).ok ? (format as MatchFormat) : DEFAULT_MATCH_FORMAT
  return matchDurationMinutes(matchFormat, durations)
}

export async function listPlayerMatches(db: Executor, userId: number, now: Date): Promise<PlayerMatch[]> {
  const myTeams = db
    .select({ id: teamMembers.teamId })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
  const rows = await db
    .select({
      id: matches.id,
      sequence: matches.scheduleSequence,
      start: matches.startDate,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      homePlaceholder: matches.homeTeamPlaceholder,
      awayPlaceholder: matches.awayTeamPlaceholder,
      classId: classes.id,
      className: classes.name,
      matchFormat: classes.matchFormat,
      eventId: tournaments.id,
      eventName: tournaments.name,
      timeZone: tournaments.timeZone,
      venueName: tournaments.venueName,
      city: tournaments.city,
      court: courts.name,
      drawStatus: draws.status,
      drawPublishAt: draws.publishAt,
    })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .leftJoin(courts, eq(courts.id, matches.courtId))
    .leftJoin(draws, eq(draws.classId, classes.id))
    .where(
      and(
        isNotNull(matches.startDate),
        eq(tournaments.status, 'published'),
        or(inArray(matches.homeTeamId, myTeams), inArray(matches.awayTeamId, myTeams)),
      ),
    )
    .orderBy(asc(matches.startDate), asc(matches.id))
  const visible = rows.filter(
    (row) =>
      row.drawStatus === null || isDrawPublic({ status: row.drawStatus, publishAt: row.drawPublishAt }, now),
  )
  if (visible.length === 0) return []

  const teamIds = [...new Set(visible.flatMap((row) => [row.homeTeamId, row.awayTeamId]))].filter(
    (id): id is number => id !== null,
  )
  const names = new Map(
    (await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))).map(
      (team) => [team.id, team.name],
    ),
  )
  // Minutes per match format as the event's director set them (absent: the domain's defaults),
  // as features/schedule plans with them.
  const eventIds = [...new Set(visible.map((row) => row.eventId))]
  const durationsOf = new Map(
    (
      await db
        .select({ eventId: scheduleSettings.tournamentId, durations: scheduleSettings.durations })
        .from(scheduleSettings)
        .where(inArray(scheduleSettings.tournamentId, eventIds))
    ).map((row) => [row.eventId, row.durations]),
  )

  return visible.map((row) => {
    const start = row.start!
    const minutes = minutesOf(row.matchFormat, durationsOf.get(row.eventId) ?? {})
    return {
      id: row.id,
      sequence: row.sequence,
      start,
      end: new Date(start.getTime() + minutes * 60_000),
      classId: row.classId,
      className: row.className,
      eventId: row.eventId,
      eventName: row.eventName,
      timeZone: row.timeZone,
      venueName: row.venueName,
      city: row.city,
      court: row.court,
      home: sideInWords(
        row.homeTeamId === null ? null : (names.get(row.homeTeamId) ?? null),
        row.homePlaceholder,
      ),
      away: sideInWords(
        row.awayTeamId === null ? null : (names.get(row.awayTeamId) ?? null),
        row.awayPlaceholder,
      ),
    }
  })
}
