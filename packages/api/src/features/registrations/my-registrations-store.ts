// The queries of "my registrations" (views.ts `listMyRegistrations`), built once per database
// (preparedQuery, docs/decisions/0014): the player's page and the registration flow ask for it
// again and again, and building its seven selects was a third of its JavaScript time (issue 17).
// Lists of ids are one array placeholder (`= any($1)`), so the SQL text is the same for any count.
import {
  and,
  anyOfPlaceholder,
  asc,
  classes,
  desc,
  eq,
  inArray,
  or,
  orderItems,
  orderRefunds,
  orders,
  organizations,
  partnerInvitations,
  preparedQuery,
  registrations,
  sql,
  teamMembers,
  tournaments,
  users,
  type Executor,
} from '@courtside/db'
import { ACTIVE_ENTRY_STATUSES } from '@courtside/domain'

const userId = sql.placeholder('userId')

const entriesQuery = preparedQuery('my_registrations_entries', (db, name) =>
  db
    .select({
      reg: registrations,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      timeZone: tournaments.timeZone,
      progress: tournaments.progress,
      refundUntilDays: organizations.refundUntilDays,
      className: classes.name,
      classType: classes.type,
      classStartsAt: classes.startsAt,
    })
    .from(registrations)
    .innerJoin(classes, eq(classes.id, registrations.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(200)
    .prepare(name),
)

/** The player's entries, newest first (at most 200), with their event and class. */
export const myEntries = (db: Executor, user: number) => entriesQuery(db).execute({ userId: user })

const sentQuery = preparedQuery('my_registrations_sent', (db, name) =>
  db
    .select({
      registrationId: partnerInvitations.registrationId,
      status: partnerInvitations.status,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(partnerInvitations)
    .innerJoin(users, eq(users.id, partnerInvitations.invitedUserId))
    .where(anyOfPlaceholder(partnerInvitations.registrationId, 'registrationIds'))
    .orderBy(asc(partnerInvitations.id))
    .prepare(name),
)

/** Invitations sent for these entries, with the invited player. */
export const invitationsSentFor = (db: Executor, registrationIds: number[]) =>
  registrationIds.length === 0 ? Promise.resolve([]) : sentQuery(db).execute({ registrationIds })

const membersQuery = preparedQuery('my_registrations_members', (db, name) =>
  db
    .select({
      teamId: teamMembers.teamId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(anyOfPlaceholder(teamMembers.teamId, 'teamIds'))
    .orderBy(asc(teamMembers.position))
    .prepare(name),
)

/** The members of these teams in team order. */
export const membersOf = (db: Executor, teamIds: number[]) =>
  teamIds.length === 0 ? Promise.resolve([]) : membersQuery(db).execute({ teamIds })

const joinedQuery = preparedQuery('my_registrations_joined', (db, name) =>
  db
    .select({ teamId: registrations.teamId })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .where(
      and(
        eq(partnerInvitations.invitedUserId, userId),
        eq(partnerInvitations.status, 'accepted'),
        anyOfPlaceholder(registrations.teamId, 'teamIds'),
      ),
    )
    .prepare(name),
)

/** Which of these teams the player joined as an invited partner. */
export async function teamsJoinedAsPartner(db: Executor, user: number, teamIds: number[]) {
  if (teamIds.length === 0) return new Set<number | null>()
  const rows = await joinedQuery(db).execute({ userId: user, teamIds })
  return new Set(rows.map((r) => r.teamId))
}

const linesQuery = preparedQuery('my_registrations_lines', (db, name) =>
  db
    .select({ item: orderItems, order: orders })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(anyOfPlaceholder(orderItems.registrationId, 'registrationIds'), eq(orderItems.kind, 'charged')),
    )
    .orderBy(desc(orders.createdAt))
    .prepare(name),
)

/** The charged order lines of these entries with their orders, newest order first. */
export const chargedLinesOf = (db: Executor, registrationIds: number[]) =>
  registrationIds.length === 0 ? Promise.resolve([]) : linesQuery(db).execute({ registrationIds })

const refundedQuery = preparedQuery('my_registrations_refunded', (db, name) =>
  db
    .select({
      orderId: orderRefunds.orderId,
      registrationId: orderRefunds.registrationId,
      n: sql<number>`coalesce(sum(${orderRefunds.amountMinor}), 0)::int`,
    })
    .from(orderRefunds)
    .where(
      and(
        anyOfPlaceholder(orderRefunds.registrationId, 'registrationIds'),
        inArray(orderRefunds.status, ['pending', 'succeeded']),
      ),
    )
    .groupBy(orderRefunds.orderId, orderRefunds.registrationId)
    .prepare(name),
)

/** Refunded (or being refunded) amounts per order and entry. */
export const refundedOf = (db: Executor, registrationIds: number[]) =>
  registrationIds.length === 0 ? Promise.resolve([]) : refundedQuery(db).execute({ registrationIds })

const invitationsQuery = preparedQuery('my_registrations_invitations', (db, name) =>
  db
    .select({
      id: partnerInvitations.id,
      status: partnerInvitations.status,
      deadline: partnerInvitations.deadline,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
      startDate: tournaments.startDate,
      timeZone: tournaments.timeZone,
      classId: classes.id,
      className: classes.name,
      classType: classes.type,
      inviterId: users.id,
      inviterFirstName: users.firstName,
      inviterLastName: users.lastName,
    })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .innerJoin(classes, eq(classes.id, partnerInvitations.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(users, eq(users.id, partnerInvitations.inviterUserId))
    .where(
      and(
        eq(partnerInvitations.invitedUserId, userId),
        or(
          eq(partnerInvitations.status, 'pending'),
          and(
            eq(partnerInvitations.status, 'accepted'),
            inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
          ),
        ),
      ),
    )
    .orderBy(desc(partnerInvitations.id))
    .limit(100)
    .prepare(name),
)

/** Invitations the player received: pending ones, and accepted ones whose entry is live. */
export const invitationsReceived = (db: Executor, user: number) =>
  invitationsQuery(db).execute({ userId: user })
