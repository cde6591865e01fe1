// The event card every list shows (lists, featured, tour stops, organizer pages): one query for the
// rows, two grouped ones for the class and player counts of the whole page.
import {
  and,
  classes,
  eq,
  inArray,
  organizations,
  registrations,
  sql,
  tournaments,
  type Db,
} from '@courtside/db'
import { eventTypeOf, PLACE_HOLDING_STATUSES, registrationStatus, stateOfProgress } from '@courtside/domain'
import type { TournamentCard } from '../../lib/types.ts'

function isRegistrationOpen(
  row: { registrationOpensAt: Date | null; registrationClosesAt: Date | null; progress: number },
  now: Date,
): boolean {
  return registrationStatus(row, now) === 'open'
}

export const cardColumns = {
  id: tournaments.id,
  slug: tournaments.slug,
  name: tournaments.name,
  typeCode: tournaments.typeCode,
  startDate: tournaments.startDate,
  endDate: tournaments.endDate,
  timeZone: tournaments.timeZone,
  city: tournaments.city,
  country: tournaments.country,
  image: tournaments.image,
  progress: tournaments.progress,
  isFeatured: tournaments.isFeatured,
  registrationOpensAt: tournaments.registrationOpensAt,
  registrationClosesAt: tournaments.registrationClosesAt,
  orgId: organizations.id,
  orgSlug: organizations.slug,
  orgName: organizations.name,
  orgLogo: organizations.logo,
  orgCountry: organizations.country,
}

export type CardRow = {
  id: number
  slug: string
  name: string
  typeCode: number
  startDate: Date
  endDate: Date
  timeZone: string
  city: string
  country: string
  image: string | null
  progress: number
  isFeatured: boolean
  registrationOpensAt: Date | null
  registrationClosesAt: Date | null
  orgId: number
  orgSlug: string
  orgName: string
  orgLogo: string | null
  orgCountry: string
}

/** Class and player counts for a page of tournaments, in two grouped queries. */
async function countsFor(db: Db, ids: number[]) {
  const classCounts = new Map<number, number>()
  const playerCounts = new Map<number, number>()
  if (ids.length === 0) return { classCounts, playerCounts }
  const [classRows, playerRows] = await Promise.all([
    db
      .select({ tournamentId: classes.tournamentId, n: sql<number>`count(*)::int` })
      .from(classes)
      .where(inArray(classes.tournamentId, ids))
      .groupBy(classes.tournamentId),
    db
      .select({
        tournamentId: classes.tournamentId,
        n: sql<number>`count(distinct ${registrations.userId})::int`,
      })
      .from(registrations)
      .innerJoin(classes, eq(classes.id, registrations.classId))
      .where(
        and(inArray(classes.tournamentId, ids), inArray(registrations.status, [...PLACE_HOLDING_STATUSES])),
      )
      .groupBy(classes.tournamentId),
  ])
  for (const row of classRows) classCounts.set(row.tournamentId, row.n)
  for (const row of playerRows) playerCounts.set(row.tournamentId, row.n)
  return { classCounts, playerCounts }
}

export async function toCards(db: Db, rows: CardRow[], now: Date): Promise<TournamentCard[]> {
  const { classCounts, playerCounts } = await countsFor(
    db,
    rows.map((r) => r.id),
  )
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    typeCode: row.typeCode,
    eventType: eventTypeOf(row.typeCode),
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    timeZone: row.timeZone,
    city: row.city,
    country: row.country,
    image: row.image,
    progress: row.progress,
    state: stateOfProgress(row.progress),
    isFeatured: row.isFeatured,
    isRegistrationOpen: isRegistrationOpen(row, now),
    classCount: classCounts.get(row.id) ?? 0,
    playerCount: playerCounts.get(row.id) ?? 0,
    organization: {
      id: row.orgId,
      slug: row.orgSlug,
      name: row.orgName,
      logo: row.orgLogo,
      country: row.orgCountry,
    },
  }))
}

/** Cards for given tournament ids in the given order (tour stops, organizer pages). */
export async function tournamentCardsByIds(db: Db, ids: number[], now = new Date()) {
  if (ids.length === 0) return []
  const rows = await db
    .select(cardColumns)
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(and(inArray(tournaments.id, ids), eq(tournaments.status, 'published')))
  const cards = await toCards(db, rows, now)
  const byId = new Map(cards.map((c) => [c.id, c]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
