// The court_referees rows (migration 0020) and the club's referees, read and written in one place.
import {
  and,
  asc,
  courtReferees,
  courts,
  eq,
  gte,
  organizationMembers,
  tournaments,
  users,
} from '@courtside/db'
import type { Executor } from '../registrations/index.ts'

export type Referee = { userId: number; name: string }

/** The club's members with the role referee, by name. */
export async function refereesOf(db: Executor, organizationId: number): Promise<Referee[]> {
  const rows = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.role, 'referee')),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
  return rows.map((r) => ({ userId: r.userId, name: `${r.firstName} ${r.lastName}` }))
}

/** Every assignment at the event. */
export async function assignmentsAt(
  db: Executor,
  eventId: number,
): Promise<{ courtId: number; userId: number }[]> {
  return db
    .select({ courtId: courtReferees.courtId, userId: courtReferees.userId })
    .from(courtReferees)
    .where(eq(courtReferees.tournamentId, eventId))
    .orderBy(asc(courtReferees.courtId), asc(courtReferees.userId))
}

/** The courts of the event assigned to `userId`. */
export async function courtIdsOf(db: Executor, eventId: number, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courtId: courtReferees.courtId })
    .from(courtReferees)
    .where(and(eq(courtReferees.tournamentId, eventId), eq(courtReferees.userId, userId)))
  return rows.map((r) => r.courtId)
}

/** Replaces the court's referees (the caller checked the court and the users). */
export async function replaceCourtReferees(
  tx: Executor,
  input: { eventId: number; courtId: number; userIds: number[]; byUserId: number; at: Date },
): Promise<void> {
  await tx.delete(courtReferees).where(eq(courtReferees.courtId, input.courtId))
  if (input.userIds.length === 0) return
  await tx.insert(courtReferees).values(
    input.userIds.map((userId) => ({
      tournamentId: input.eventId,
      courtId: input.courtId,
      userId,
      assignedByUserId: input.byUserId,
      assignedAt: input.at,
    })),
  )
}

/** The answer of the referees endpoints: each referee of the club with their courts here. */
export async function refereeList(db: Executor, organizationId: number, eventId: number) {
  const referees = await refereesOf(db, organizationId)
  const assignments = await assignmentsAt(db, eventId)
  return {
    eventId,
    referees: referees.map((r) => ({
      ...r,
      courtIds: assignments.filter((a) => a.userId === r.userId).map((a) => a.courtId),
    })),
  }
}

/**
 * The events where `userId` referees courts, not over yet (end date within the last day, so the
 * last evening in any time zone still counts) and of clubs they are still a member of.
 */
export async function courtEventsOf(db: Executor, userId: number, now: Date) {
  const rows = await db
    .select({
      eventId: tournaments.id,
      eventName: tournaments.name,
      organizationId: tournaments.organizationId,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      timeZone: tournaments.timeZone,
      courtId: courts.id,
      courtName: courts.name,
    })
    .from(courtReferees)
    .innerJoin(tournaments, eq(tournaments.id, courtReferees.tournamentId))
    .innerJoin(courts, eq(courts.id, courtReferees.courtId))
    .innerJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, tournaments.organizationId),
        eq(organizationMembers.userId, courtReferees.userId),
      ),
    )
    .where(
      and(eq(courtReferees.userId, userId), gte(tournaments.endDate, new Date(now.getTime() - 86_400_000))),
    )
    .orderBy(asc(tournaments.startDate), asc(tournaments.id), asc(courts.id))
  const events = new Map<
    number,
    {
      eventId: number
      eventName: string
      organizationId: number
      startDate: string
      endDate: string
      timeZone: string
      courts: { id: number; name: string }[]
    }
  >()
  for (const row of rows) {
    const event = events.get(row.eventId) ?? {
      eventId: row.eventId,
      eventName: row.eventName,
      organizationId: row.organizationId,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      timeZone: row.timeZone,
      courts: [],
    }
    event.courts.push({ id: row.courtId, name: row.courtName })
    events.set(row.eventId, event)
  }
  return [...events.values()]
}
