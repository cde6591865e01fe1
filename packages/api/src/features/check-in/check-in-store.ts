// What check-in reads and writes: the event, its confirmed players (both players of a doubles
// entry), their check-ins, and the three check-in columns of match_day_settings (the desk slice
// owns the others). Names are searched folded (case, accents, ue/oe/ss: courtside_fold,
// migrations/0005; the players' folded names are kept in users.name_folded, 0022) as the site's
// other searches are.
import {
  and,
  checkIns,
  classes,
  eq,
  inArray,
  foldedPattern,
  matchDaySettings,
  registrations,
  sql,
  teamMembers,
  tournaments,
  users,
  type CheckInMethod,
  type Executor,
} from '@courtside/db'
import { notFound } from '../../lib/errors.ts'

export type CheckInEvent = {
  id: number
  name: string
  organizationId: number
  endDate: Date
  timeZone: string
  status: string
}

export type CheckInWindow = {
  selfCheckInOpensAt: Date | null
  selfCheckInClosesAt: Date | null
  checkInDeadline: Date | null
}

export type ExpectedPlayer = { userId: number; name: string; classes: string[] }
export type CheckInRow = { userId: number; method: CheckInMethod; at: Date; by: string | null }

export async function loadCheckInEvent(db: Executor, eventId: number): Promise<CheckInEvent> {
  const [row] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      organizationId: tournaments.organizationId,
      endDate: tournaments.endDate,
      timeZone: tournaments.timeZone,
      status: tournaments.status,
    })
    .from(tournaments)
    .where(eq(tournaments.id, eventId))
  if (!row) throw notFound('Event')
  return row
}

export async function loadWindow(db: Executor, eventId: number): Promise<CheckInWindow> {
  const [row] = await db
    .select({
      selfCheckInOpensAt: matchDaySettings.selfCheckInOpensAt,
      selfCheckInClosesAt: matchDaySettings.selfCheckInClosesAt,
      checkInDeadline: matchDaySettings.checkInDeadline,
    })
    .from(matchDaySettings)
    .where(eq(matchDaySettings.tournamentId, eventId))
  return row ?? { selfCheckInOpensAt: null, selfCheckInClosesAt: null, checkInDeadline: null }
}

/** Writes only the check-in columns; the desk's settings in the same row stay as they are. */
export async function saveWindow(tx: Executor, eventId: number, window: CheckInWindow, now: Date) {
  await tx
    .insert(matchDaySettings)
    .values({ tournamentId: eventId, ...window, updatedAt: now })
    .onConflictDoUpdate({ target: matchDaySettings.tournamentId, set: { ...window, updatedAt: now } })
}

/**
 * The players with a confirmed entry in the event, each once with the classes they play, sorted
 * by name; with `search`, only those whose name contains it (folded).
 */
export async function expectedPlayers(
  db: Executor,
  eventId: number,
  options: { search?: string | undefined; userId?: number } = {},
): Promise<ExpectedPlayer[]> {
  const term = options.search?.trim()
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      className: classes.name,
    })
    .from(registrations)
    .innerJoin(classes, eq(classes.id, registrations.classId))
    .innerJoin(users, sql`${users.id} in (${registrations.userId}, ${registrations.partnerUserId})`)
    .where(
      and(
        eq(classes.tournamentId, eventId),
        eq(registrations.status, 'confirmed'),
        options.userId === undefined ? undefined : eq(users.id, options.userId),
        term ? sql`${users}.name_folded like ${foldedPattern(term)}` : undefined,
      ),
    )
    .orderBy(users.lastName, users.firstName, users.id, classes.name)
  const players = new Map<number, ExpectedPlayer>()
  for (const row of rows) {
    const player = players.get(row.userId) ?? {
      userId: row.userId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      classes: [],
    }
    if (!player.classes.includes(row.className)) player.classes.push(row.className)
    players.set(row.userId, player)
  }
  return [...players.values()]
}

export async function checkInsOf(
  db: Executor,
  eventId: number,
  userIds?: number[],
): Promise<Map<number, CheckInRow>> {
  if (userIds?.length === 0) return new Map()
  const rows = await db
    .select({
      userId: checkIns.userId,
      method: checkIns.method,
      at: checkIns.checkedInAt,
      byFirst: users.firstName,
      byLast: users.lastName,
    })
    .from(checkIns)
    .leftJoin(users, eq(users.id, checkIns.byUserId))
    .where(and(eq(checkIns.tournamentId, eventId), userIds ? inArray(checkIns.userId, userIds) : undefined))
  return new Map(
    rows.map((r) => [
      r.userId,
      {
        userId: r.userId,
        method: r.method,
        at: r.at,
        by: r.byFirst === null ? null : `${r.byFirst} ${r.byLast ?? ''}`.trim(),
      },
    ]),
  )
}

/** Inserts the check-in unless the player already has one; true when this call made it. */
export async function insertCheckIn(
  tx: Executor,
  row: { eventId: number; userId: number; method: CheckInMethod; byUserId: number | null; now: Date },
): Promise<boolean> {
  const made = await tx
    .insert(checkIns)
    .values({
      tournamentId: row.eventId,
      userId: row.userId,
      method: row.method,
      byUserId: row.byUserId,
      checkedInAt: row.now,
    })
    .onConflictDoNothing()
    .returning({ userId: checkIns.userId })
  return made.length > 0
}

export async function deleteCheckIn(tx: Executor, eventId: number, userId: number) {
  return tx
    .delete(checkIns)
    .where(and(eq(checkIns.tournamentId, eventId), eq(checkIns.userId, userId)))
    .returning({ method: checkIns.method, at: checkIns.checkedInAt })
}

export type ConfirmedEntry = {
  entryId: number
  classId: number
  className: string
  players: { userId: number; name: string }[]
}

/**
 * Every confirmed entry of the event with its players, by class and entry. A doubles or teams
 * entry has one confirmed registration per member (features/registrations confirmEntry), all on
 * one team: it is listed once, under its first registration (the captain's, which withdrawing
 * withdraws the whole team through), with every member of the team.
 */
export async function confirmedEntries(db: Executor, eventId: number): Promise<ConfirmedEntry[]> {
  const rows = await db
    .select({
      entryId: registrations.id,
      teamId: registrations.teamId,
      classId: classes.id,
      className: classes.name,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(registrations)
    .innerJoin(classes, eq(classes.id, registrations.classId))
    .leftJoin(teamMembers, eq(teamMembers.teamId, registrations.teamId))
    .innerJoin(users, eq(users.id, sql`coalesce(${teamMembers.userId}, ${registrations.userId})`))
    .where(and(eq(classes.tournamentId, eventId), eq(registrations.status, 'confirmed')))
    .orderBy(classes.id, registrations.id, teamMembers.position, users.id)
  const entries = new Map<number, ConfirmedEntry>()
  for (const row of rows) {
    const key = row.teamId ?? -row.entryId
    const entry = entries.get(key) ?? {
      entryId: row.entryId,
      classId: row.classId,
      className: row.className,
      players: [],
    }
    if (!entry.players.some((p) => p.userId === row.userId))
      entry.players.push({ userId: row.userId, name: `${row.firstName} ${row.lastName}`.trim() })
    entries.set(key, entry)
  }
  return [...entries.values()]
}
