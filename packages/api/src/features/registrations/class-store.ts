// Classes and orders as the registration life cycle reads and locks them. Everything that changes
// who holds a place runs with the class row locked (SELECT … FOR UPDATE), so concurrent requests
// on a class are serialised and capacity cannot be overbooked. Lock order is always classes
// (ascending id) before orders, so two transactions never wait on each other.
import {
  and,
  anyOfPlaceholder,
  asc,
  classes,
  eq,
  inArray,
  orderItems,
  orders,
  organizations,
  preparedQuery,
  registrations,
  sql,
  tournaments,
  type Executor,
  type Tx,
} from '@courtside/db'
import { PLACE_HOLDING_STATUSES } from '@courtside/domain'

/** A class row locked for this transaction, with what pricing and deadlines need. */
export type LockedClass = {
  id: number
  name: string
  type: number
  capacity: number
  feeMinor: number
  ratingMin: number | null
  ratingMax: number | null
  /** Gates (gates.ts): gender and age limits, and whether unrated players may ask for approval. */
  gender: 'open' | 'men' | 'women' | 'mixed'
  minAge: number | null
  maxAge: number | null
  ageReferenceDate: string | null
  unratedMayAsk: boolean
  tournamentId: number
  tournamentName: string
  tournamentStart: Date
  tournamentProgress: number
  registrationOpensAt: Date | null
  registrationClosesAt: Date | null
  tournamentStatus: string
  currency: string
  vatRateBasisPoints: number
  vatMode: 'included' | 'added'
  multiClassDiscountMinClasses: number | null
  multiClassDiscountPercent: number | null
  partnerDeadlineHours: number
  paymentWindowHours: number
  refundUntilDays: number
}

const lockedClassColumns = {
  id: classes.id,
  name: classes.name,
  type: classes.type,
  capacity: classes.capacity,
  feeMinor: classes.feeMinor,
  ratingMin: classes.ratingMin,
  ratingMax: classes.ratingMax,
  gender: classes.gender,
  minAge: classes.minAge,
  maxAge: classes.maxAge,
  ageReferenceDate: classes.ageReferenceDate,
  unratedMayAsk: classes.unratedMayAsk,
  tournamentId: tournaments.id,
  tournamentName: tournaments.name,
  tournamentStart: tournaments.startDate,
  tournamentProgress: tournaments.progress,
  registrationOpensAt: tournaments.registrationOpensAt,
  registrationClosesAt: tournaments.registrationClosesAt,
  tournamentStatus: tournaments.status,
  // The event's own value when the console set one (issue 12), else the organizer's.
  currency: sql<LockedClass['currency']>`coalesce(${tournaments.currency}, ${organizations.currency})`,
  vatRateBasisPoints: sql<
    LockedClass['vatRateBasisPoints']
  >`coalesce(${tournaments.vatRateBasisPoints}, ${organizations.vatRateBasisPoints})`,
  vatMode: sql<LockedClass['vatMode']>`coalesce(${tournaments.vatMode}, ${organizations.vatMode})`,
  multiClassDiscountMinClasses: organizations.multiClassDiscountMinClasses,
  multiClassDiscountPercent: organizations.multiClassDiscountPercent,
  partnerDeadlineHours: sql<
    LockedClass['partnerDeadlineHours']
  >`coalesce(${tournaments.partnerDeadlineHours}, ${organizations.partnerDeadlineHours})`,
  paymentWindowHours: organizations.paymentWindowHours,
  refundUntilDays: sql<
    LockedClass['refundUntilDays']
  >`coalesce(${tournaments.refundUntilDays}, ${organizations.refundUntilDays})`,
}

/** Reads classes with their tournament and organizer settings (no lock). */
export async function readClasses(db: Executor, classIds: readonly number[]): Promise<LockedClass[]> {
  if (classIds.length === 0) return []
  return readClassesQuery(db).execute({ classIds: [...classIds] })
}

// Built once per database (preparedQuery, docs/decisions/0014); the ids are one array placeholder.
const readClassesQuery = preparedQuery('registration_read_classes', (db, name) =>
  db
    .select(lockedClassColumns)
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(anyOfPlaceholder(classes.id, 'classIds'))
    .orderBy(asc(classes.id))
    .prepare(name),
)

/**
 * Locks the class rows (ascending id, so concurrent multi-class orders cannot deadlock) and
 * returns them. Only the classes row is locked, not the joined tournament or organizer.
 */
export async function lockClasses(tx: Tx, classIds: readonly number[]): Promise<Map<number, LockedClass>> {
  const ids = [...new Set(classIds)].sort((a, b) => a - b)
  const result = new Map<number, LockedClass>()
  if (ids.length === 0) return result
  const rows = await tx
    .select(lockedClassColumns)
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(inArray(classes.id, ids))
    .orderBy(asc(classes.id))
    .for('update', { of: classes })
  for (const row of rows) result.set(row.id, row)
  return result
}

/** Entries holding a place: one per team, or per registration before a team exists. */
export async function placesTaken(db: Executor, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${registrations.teamId}, -${registrations.id}))::int` })
    .from(registrations)
    .where(
      and(eq(registrations.classId, classId), inArray(registrations.status, [...PLACE_HOLDING_STATUSES])),
    )
  return row?.n ?? 0
}

export async function nextWaitlistPosition(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${registrations.waitlistPosition}), 0)::int` })
    .from(registrations)
    .where(eq(registrations.classId, classId))
  return (row?.n ?? 0) + 1
}

/** Locks an order row (always after the classes it touches). */
export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order
}

/** The classes an order's entries are in (to lock them before the order). */
export async function classIdsOfOrder(db: Executor, orderId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ classId: orderItems.classId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  return rows.map((r) => r.classId)
}

/** Waitlist rank (1-based) of each waitlisted registration of the given classes. */
export async function waitlistRanks(db: Executor, classIds: readonly number[]): Promise<Map<number, number>> {
  const ranks = new Map<number, number>()
  if (classIds.length === 0) return ranks
  const rows = await db
    .select({ id: registrations.id, classId: registrations.classId })
    .from(registrations)
    .where(and(inArray(registrations.classId, [...classIds]), eq(registrations.status, 'waitlisted')))
    .orderBy(
      asc(registrations.classId),
      sql`${registrations.waitlistPosition} asc nulls last`,
      asc(registrations.id),
    )
  const counters = new Map<number, number>()
  for (const row of rows) {
    const next = (counters.get(row.classId) ?? 0) + 1
    counters.set(row.classId, next)
    ranks.set(row.id, next)
  }
  return ranks
}
