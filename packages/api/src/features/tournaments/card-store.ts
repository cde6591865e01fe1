// The event card every list shows (lists, featured, tour stops, organizer pages): its class and
// player counts come from tournament_counts (kept by triggers) in the card query itself, so a page
// of cards is one query (issue 17: the list made four round trips, the event read five; counting
// per card was three quarters of the list query's time in PGlite).
import { and, eq, inArray, organizations, sql, tournamentCounts, tournaments, type Db } from '@courtside/db'
import { eventTypeOf, registrationStatus, stateOfProgress } from '@courtside/domain'
import type { TournamentCard } from '../../lib/types.ts'

function isRegistrationOpen(
  row: { registrationOpensAt: Date | null; registrationClosesAt: Date | null; progress: number },
  now: Date,
): boolean {
  return registrationStatus(row, now) === 'open'
}

/**
 * The event's counts, kept by triggers (tournament_counts, migrations/0021), joined once per query
 * (`.leftJoin(tournamentCounts, cardCountsOn)` next to the organizer's join); none yet: 0. A
 * subquery per column ran two scans per card, each asking PGlite's file system for the table's
 * size again (issue 17: the list query 0.55 → 0.31 ms).
 */
export const cardCountsOn = eq(tournamentCounts.tournamentId, tournaments.id)
const classCount = sql<number>`coalesce(${tournamentCounts.classes}, 0)`
/** Players holding a place in any of its classes, each counted once. */
const playerCount = sql<number>`coalesce(${tournamentCounts.players}, 0)`

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
  classCount,
  playerCount,
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
  classCount: number
  playerCount: number
}

export function toCards(rows: CardRow[], now: Date): TournamentCard[] {
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
    classCount: row.classCount,
    playerCount: row.playerCount,
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
    .leftJoin(tournamentCounts, cardCountsOn)
    .where(and(inArray(tournaments.id, ids), eq(tournaments.status, 'published')))
  const cards = toCards(rows, now)
  const byId = new Map(cards.map((c) => [c.id, c]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
