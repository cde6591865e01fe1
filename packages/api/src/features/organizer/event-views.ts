// Reading events and classes as the console shows them (no writes). Shapes: contract.ts.
import {
  and,
  asc,
  classes,
  desc,
  eq,
  inArray,
  orders,
  organizations,
  PLACE_HOLDING_SQL,
  registrations,
  sql,
  tournaments,
} from '@courtside/db'
import { ClassType, isTravelTypeCode } from '@courtside/domain'
import type { z } from 'zod'
import type { Executor } from '../registrations/index.ts'
import { notFound } from '../../lib/errors.ts'
import type { ClassSchema, EventSchema, EventSummary } from './contract.ts'

export type EventView = z.infer<typeof EventSchema>
export type ClassView = z.infer<typeof ClassSchema>
type ClassRow = typeof classes.$inferSelect
type EventRow = typeof tournaments.$inferSelect

const TYPE_NAMES = {
  [ClassType.Singles]: 'singles',
  [ClassType.Doubles]: 'doubles',
  [ClassType.Cup]: 'cup',
  [ClassType.Teams]: 'teams',
} as const
export const CLASS_TYPE_CODES = {
  singles: ClassType.Singles,
  doubles: ClassType.Doubles,
  cup: ClassType.Cup,
  teams: ClassType.Teams,
} as const
export const PROGRESS_NAMES = ['not_started', 'started', 'finished'] as const

const iso = (d: Date | null) => (d ? d.toISOString() : null)

type Counts = ClassView['counts']
const noCounts = (): Counts => ({ confirmed: 0, holding: 0, waitlisted: 0, pendingApproval: 0 })

export async function classCounts(db: Executor, classIds: number[]): Promise<Map<number, Counts>> {
  const result = new Map<number, Counts>()
  if (classIds.length === 0) return result
  // Places, not rows: a pair or team holds one place however many players' rows it has
  // (features/registrations placesTaken); `holding` includes the confirmed ones.
  const place = sql`coalesce(${registrations.teamId}, -${registrations.id})`
  const rows = await db
    .select({
      classId: registrations.classId,
      confirmed: sql<number>`count(distinct ${place}) filter (where ${registrations.status} = 'confirmed')::int`,
      holding: sql<number>`count(distinct ${place}) filter (where ${registrations.status} in ${PLACE_HOLDING_SQL})::int`,
      waitlisted: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')::int`,
      pendingApproval: sql<number>`count(*) filter (where ${registrations.status} = 'pending_approval')::int`,
    })
    .from(registrations)
    .where(inArray(registrations.classId, classIds))
    .groupBy(registrations.classId)
  for (const { classId, ...counts } of rows) result.set(classId, counts)
  return result
}

export function toClassView(row: ClassRow, counts: Counts | undefined): ClassView {
  return {
    id: row.id,
    eventId: row.tournamentId,
    name: row.name,
    type: TYPE_NAMES[row.type as ClassType] ?? 'singles',
    gender: row.gender,
    capacity: row.capacity,
    feeMinor: row.feeMinor,
    ratingMin: row.ratingMin,
    ratingMax: row.ratingMax,
    unratedMayAsk: row.unratedMayAsk,
    minAge: row.minAge,
    maxAge: row.maxAge,
    ageReferenceDate: row.ageReferenceDate,
    matchFormat: row.matchFormat,
    rankingPreset: row.rankingPreset,
    startsAt: iso(row.startsAt),
    waitlistEnabled: row.waitlistEnabled,
    position: row.position,
    counts: counts ?? noCounts(),
  }
}

/** The event as stored (for audit "before" values and copies). */
export async function eventRow(db: Executor, eventId: number): Promise<EventRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, eventId))
  if (!row) throw notFound('Event')
  return row
}

export async function classRow(db: Executor, classId: number): Promise<ClassRow> {
  const [row] = await db.select().from(classes).where(eq(classes.id, classId))
  if (!row) throw notFound('Class')
  return row
}

export async function getEventView(db: Executor, eventId: number): Promise<EventView> {
  const [row] = await db
    .select({ event: tournaments, organization: organizations })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(tournaments.id, eventId))
  if (!row) throw notFound('Event')
  const { event: e, organization: o } = row
  const classRows = await db
    .select()
    .from(classes)
    .where(eq(classes.tournamentId, eventId))
    .orderBy(asc(classes.position), asc(classes.id))
  const counts = await classCounts(
    db,
    classRows.map((c) => c.id),
  )
  const descriptions: Record<string, string> = {}
  for (const [locale, value] of Object.entries(e.descriptions)) if (value) descriptions[locale] = value
  // Seeded and older events have only the single description: it is the default language's.
  if (Object.keys(descriptions).length === 0 && e.description) descriptions[o.defaultLanguage] = e.description
  return {
    id: e.id,
    slug: e.slug,
    organizationId: e.organizationId,
    kind: isTravelTypeCode(e.typeCode) ? 'travel' : 'tournament',
    status: e.status,
    progress: PROGRESS_NAMES[e.progress] ?? 'not_started',
    name: e.name,
    descriptions,
    defaultLanguage: o.defaultLanguage,
    image: e.image,
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    timeZone: e.timeZone,
    venueName: e.venueName,
    address: e.address,
    postalCode: e.postalCode,
    city: e.city,
    country: e.country,
    latitude: e.latitude,
    longitude: e.longitude,
    registrationOpensAt: iso(e.registrationOpensAt),
    registrationClosesAt: iso(e.registrationClosesAt),
    currency: e.currency,
    vatMode: e.vatMode,
    vatRateBasisPoints: e.vatRateBasisPoints,
    refundUntilDays: e.refundUntilDays,
    partnerDeadlineHours: e.partnerDeadlineHours,
    effective: {
      currency: e.currency ?? o.currency,
      vatMode: e.vatMode ?? o.vatMode,
      vatRateBasisPoints: e.vatRateBasisPoints ?? o.vatRateBasisPoints,
      refundUntilDays: e.refundUntilDays ?? o.refundUntilDays,
      partnerDeadlineHours: e.partnerDeadlineHours ?? o.partnerDeadlineHours,
    },
    classes: classRows.map((c) => toClassView(c, counts.get(c.id))),
  }
}

export async function listEventSummaries(
  db: Executor,
  organizationId: number,
): Promise<z.infer<typeof EventSummary>[]> {
  const rows = await db
    .select({ event: tournaments, currency: organizations.currency })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(tournaments.organizationId, organizationId))
    .orderBy(desc(tournaments.startDate), desc(tournaments.id))
    .limit(500)
  const ids = rows.map((r) => r.event.id)
  if (ids.length === 0) return []
  const entryRows = await db
    .select({
      eventId: classes.tournamentId,
      classes: sql<number>`count(distinct ${classes.id})::int`,
      confirmed: sql<number>`count(${registrations.id}) filter (where ${registrations.status} = 'confirmed')::int`,
      waitlisted: sql<number>`count(${registrations.id}) filter (where ${registrations.status} = 'waitlisted')::int`,
      pendingApproval: sql<number>`count(${registrations.id}) filter (where ${registrations.status} = 'pending_approval')::int`,
    })
    .from(classes)
    .leftJoin(registrations, eq(registrations.classId, classes.id))
    .where(inArray(classes.tournamentId, ids))
    .groupBy(classes.tournamentId)
  const moneyRows = await db
    .select({
      eventId: orders.tournamentId,
      paid: sql<number>`coalesce(sum(${orders.totalMinor}), 0)::int`,
      refunded: sql<number>`coalesce(sum(${orders.refundedMinor}), 0)::int`,
    })
    .from(orders)
    .where(and(inArray(orders.tournamentId, ids), inArray(orders.status, ['paid', 'refunded'])))
    .groupBy(orders.tournamentId)
  const entries = new Map(entryRows.map((r) => [r.eventId, r]))
  const money = new Map(moneyRows.map((r) => [r.eventId, r]))
  return rows.map(({ event: e, currency }) => ({
    id: e.id,
    name: e.name,
    kind: isTravelTypeCode(e.typeCode) ? 'travel' : 'tournament',
    status: e.status,
    progress: PROGRESS_NAMES[e.progress] ?? 'not_started',
    startDate: e.startDate.toISOString(),
    endDate: e.endDate.toISOString(),
    timeZone: e.timeZone,
    city: e.city,
    classCount: entries.get(e.id)?.classes ?? 0,
    entries: {
      confirmed: entries.get(e.id)?.confirmed ?? 0,
      waitlisted: entries.get(e.id)?.waitlisted ?? 0,
      pendingApproval: entries.get(e.id)?.pendingApproval ?? 0,
    },
    money: {
      currency: e.currency ?? currency,
      paidMinor: money.get(e.id)?.paid ?? 0,
      refundedMinor: money.get(e.id)?.refunded ?? 0,
    },
  }))
}
