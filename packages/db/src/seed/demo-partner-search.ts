// Two players of the demo club's next open doubles class who registered alone and look for a
// partner (issue 12), so the entries desk's pairing can be seen in development. The generated
// content has at most one such entry per class (content.ts openSlots). Development only, like
// the demo owner (demo-owner.ts); idempotent.
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm'
import { PLACE_HOLDING_SQL } from '../entry-status-sql.ts'
import type { Db } from '../client.ts'
import { classes, organizations, registrations, teamMembers, teams, tournaments, users } from '../schema.ts'
import { DEMO_OWNER } from './demo-owner.ts'

const PLAYERS = [
  {
    firstName: 'Lea',
    lastName: 'Brandt',
    userName: 'pcm-looking-lea',
    gender: 'female',
    birthYear: 1992,
    doubles: 3.61,
  },
  {
    firstName: 'Jonas',
    lastName: 'Albrecht',
    userName: 'pcm-looking-jonas',
    gender: 'male',
    birthYear: 1988,
    doubles: 3.74,
  },
] as const
/** A second man or woman, for a men's or women's class (the pair must be able to play it). */
const SAME_GENDER_PARTNER = {
  men: { firstName: 'Felix', lastName: 'Hartmann', gender: 'male' },
  women: { firstName: 'Mara', lastName: 'Vogt', gender: 'female' },
} as const

/** Returns the class the two entries were added to, or null (already there, or no class fits). */
export async function seedPartnerSearch(db: Db, now = new Date()): Promise<number | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, PLAYERS[0].userName))
  if (existing) return null
  // A doubles class without rating or age limits, not drawn, with two free places.
  const candidates = await db
    .select({
      id: classes.id,
      feeMinor: classes.feeMinor,
      capacity: classes.capacity,
      gender: classes.gender,
    })
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(
      and(
        eq(organizations.slug, DEMO_OWNER.organizationSlug),
        eq(tournaments.status, 'published'),
        eq(tournaments.progress, 0),
        gt(tournaments.startDate, now),
        eq(classes.type, 2),
        isNull(classes.ratingMin),
        isNull(classes.ratingMax),
        isNull(classes.minAge),
        isNull(classes.maxAge),
        sql`not exists (select 1 from matches m where m.class_id = ${classes.id})`,
        sql`${classes.capacity} - (select count(distinct coalesce(r.team_id, -r.id)) from registrations r where r.class_id = ${classes.id} and r.status in ${PLACE_HOLDING_SQL}) >= 2`,
      ),
    )
    .orderBy(asc(tournaments.startDate), asc(classes.position), asc(classes.id))
    .limit(1)
  const cls = candidates[0]
  if (!cls) return null
  await db.transaction(async (tx) => {
    const partner = cls.gender === 'men' || cls.gender === 'women' ? SAME_GENDER_PARTNER[cls.gender] : null
    const players =
      partner === null
        ? PLAYERS
        : PLAYERS.map((player) => (player.gender === partner.gender ? player : { ...player, ...partner }))
    for (const [index, player] of players.entries()) {
      const registeredAt = new Date(now.getTime() - (players.length - index) * 86_400_000)
      const [user] = await tx
        .insert(users)
        .values({
          firstName: player.firstName,
          lastName: player.lastName,
          userName: player.userName,
          gender: player.gender,
          birthYear: player.birthYear,
          country: 'DE',
          duprRatingDoubles: player.doubles,
        })
        .returning({ id: users.id })
      const [team] = await tx
        .insert(teams)
        .values({ classId: cls.id, name: player.lastName, teamType: 2, createdAt: registeredAt })
        .returning({ id: teams.id })
      if (!user || !team) throw new Error('insert returned no row')
      await tx.insert(teamMembers).values({ teamId: team.id, userId: user.id, position: 1 })
      // Like the generated entries: confirmed, paid outside the product (no order).
      await tx.insert(registrations).values({
        classId: cls.id,
        userId: user.id,
        teamId: team.id,
        status: 'confirmed',
        isLookingForPartner: true,
        feeMinor: cls.feeMinor,
        createdAt: registeredAt,
        updatedAt: registeredAt,
      })
    }
  })
  return cls.id
}
