import {
  asc,
  classes,
  eq,
  inArray,
  organizations,
  rewards,
  sql,
  teamMembers,
  tournaments,
  tourStops,
  tours,
  users,
  type Db,
} from '@courtside/db'
import { computeTourRankings } from '@courtside/domain'
import { notFound } from '../../lib/errors.ts'
import type { TourCard, TourDetail, TourRankingRow } from '../../lib/types.ts'
import { tournamentCardsByIds } from './card-store.ts'

const tourCardColumns = {
  id: tours.id,
  slug: tours.slug,
  name: tours.name,
  subtitle: tours.subtitle,
  image: tours.image,
  season: tours.season,
  stopCount: sql<number>`(select count(*)::int from ${tourStops} s where s.tour_id = "tours"."id")`,
  firstDate: sql<
    string | null
  >`(select min(t.start_date) from ${tourStops} s join ${tournaments} t on t.id = s.tournament_id where s.tour_id = "tours"."id")`,
  lastDate: sql<
    string | null
  >`(select max(t.end_date) from ${tourStops} s join ${tournaments} t on t.id = s.tournament_id where s.tour_id = "tours"."id")`,
  countries: sql<
    string[]
  >`(select coalesce(array_agg(distinct t.country), '{}') from ${tourStops} s join ${tournaments} t on t.id = s.tournament_id where s.tour_id = "tours"."id")`,
}

function toIso(value: string | Date | null): string | null {
  if (value === null) return null
  return new Date(value).toISOString()
}

function toTourCard(row: {
  id: number
  slug: string
  name: string
  subtitle: string
  image: string | null
  season: number
  stopCount: number
  firstDate: string | null
  lastDate: string | null
  countries: string[] | string
}): TourCard {
  return {
    ...row,
    firstDate: toIso(row.firstDate),
    lastDate: toIso(row.lastDate),
    // node-postgres and PGlite both parse text[]; keep a string fallback for safety.
    countries: Array.isArray(row.countries)
      ? row.countries
      : String(row.countries).replace(/[{}]/g, '').split(',').filter(Boolean),
  }
}

export async function listTours(options: { db: Db }): Promise<TourCard[]> {
  const rows = await options.db
    .select(tourCardColumns)
    .from(tours)
    .orderBy(sql`${tours.season} desc`, asc(tours.name))
  return rows.map(toTourCard)
}

export async function getTour(options: { db: Db; id: number; now?: Date }): Promise<TourDetail> {
  const { db, id } = options
  const [row] = await db
    .select({
      ...tourCardColumns,
      description: tours.description,
      orgId: organizations.id,
      orgSlug: organizations.slug,
      orgName: organizations.name,
      orgLogo: organizations.logo,
      orgCountry: organizations.country,
    })
    .from(tours)
    .leftJoin(organizations, eq(organizations.id, tours.organizationId))
    .where(eq(tours.id, id))
  if (!row) throw notFound('Tour')

  const stopRows = await db
    .select({
      tournamentId: tourStops.tournamentId,
      stopNumber: tourStops.stopNumber,
      pointsMultiplierPercent: tourStops.pointsMultiplierPercent,
    })
    .from(tourStops)
    .innerJoin(tournaments, eq(tournaments.id, tourStops.tournamentId))
    .where(eq(tourStops.tourId, id))
    .orderBy(asc(tournaments.startDate), asc(tourStops.stopNumber))
  const cards = await tournamentCardsByIds(
    db,
    stopRows.map((s) => s.tournamentId),
    options.now,
  )
  const stopByTournament = new Map(stopRows.map((s) => [s.tournamentId, s]))
  const stops = cards.map((card) => {
    const stop = stopByTournament.get(card.id)
    return {
      ...card,
      stopNumber: stop?.stopNumber ?? 0,
      pointsMultiplierPercent: stop?.pointsMultiplierPercent ?? 100,
    }
  })

  const rankings = await tourRankings(db, stopRows)
  const card = toTourCard(row)
  return {
    ...card,
    description: row.description,
    organization: row.orgId
      ? {
          id: row.orgId,
          slug: row.orgSlug as string,
          name: row.orgName as string,
          logo: row.orgLogo,
          country: row.orgCountry as string,
        }
      : null,
    stops,
    rankings,
  }
}

/** Players ranked by reward points across the stops (computed in @courtside/domain). */
async function tourRankings(
  db: Db,
  stops: { tournamentId: number; stopNumber: number; pointsMultiplierPercent: number }[],
): Promise<TourRankingRow[]> {
  const tournamentIds = stops.map((s) => s.tournamentId)
  if (tournamentIds.length === 0) return []
  const rewardRows = await db
    .select({
      rewardId: rewards.id,
      tournamentId: classes.tournamentId,
      classId: rewards.classId,
      placement: rewards.placement,
      points: rewards.points,
      userId: teamMembers.userId,
    })
    .from(rewards)
    .innerJoin(classes, eq(classes.id, rewards.classId))
    .innerJoin(teamMembers, eq(teamMembers.teamId, rewards.teamId))
    .where(inArray(classes.tournamentId, tournamentIds))

  const byReward = new Map<
    number,
    { tournamentId: number; classId: number; placement: number; points: number; playerIds: number[] }
  >()
  for (const row of rewardRows) {
    const entry = byReward.get(row.rewardId) ?? {
      tournamentId: row.tournamentId,
      classId: row.classId,
      placement: row.placement,
      points: row.points,
      playerIds: [],
    }
    entry.playerIds.push(row.userId)
    byReward.set(row.rewardId, entry)
  }
  const playerIds = [...new Set(rewardRows.map((r) => r.userId))]
  if (playerIds.length === 0) return []
  const players = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      avatar: users.avatar,
    })
    .from(users)
    .where(inArray(users.id, playerIds))
  const playerById = new Map(players.map((p) => [p.id, p]))

  const ranked = computeTourRankings({
    stops: stops.map((s) => ({
      tournamentId: s.tournamentId,
      stopNumber: s.stopNumber,
      multiplier: s.pointsMultiplierPercent / 100,
    })),
    rewards: [...byReward.values()],
    players,
  })
  return ranked.flatMap((row) => {
    const player = playerById.get(row.playerId)
    if (!player) return []
    return [
      {
        rank: row.rank,
        player,
        totalPoints: row.totalPoints,
        stopsPlayed: row.stopsPlayed,
        bestPlacement: row.bestPlacement ?? null,
      },
    ]
  })
}
