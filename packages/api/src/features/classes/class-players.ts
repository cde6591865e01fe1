// Players as the class endpoints show them: the columns read, the name order, and the class
// read's players-by-id map (each player once; teams, match sides and standing rows refer to it by
// id, issue 18) — plus the tournament player list, which shares the columns and the order.
import {
  and,
  asc,
  classes,
  eq,
  inArray,
  foldedPattern,
  likePattern,
  sql,
  teamMembers,
  teams,
  tournaments,
  users,
  type Db,
  type SQL,
} from '@courtside/db'
import type { ClassPlayer, ClassPlayers, PlayerListEntry, PlayerListResponse } from './types.ts'
import { notFound } from '../../lib/errors.ts'

export const playerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  avatar: users.avatar,
  duprRatingSingles: users.duprRatingSingles,
  duprRatingDoubles: users.duprRatingDoubles,
  country: users.country,
}

type PlayerRow = {
  id: number
  firstName: string
  lastName: string
  userName: string
  avatar: string | null
  duprRatingSingles: number | string | null
  duprRatingDoubles: number | string | null
  country: string | null
}

/** numeric(4,3) arrives as a number from Drizzle's number mode; keep a string fallback anyway. */
function ratingNumber(value: number | string | null): number | null {
  if (value === null) return null
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : null
}

/** The fields the class page shows (the user name is for the player list's search only). */
export function toPlayer(row: PlayerRow): ClassPlayer {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatar,
    duprRatingSingles: ratingNumber(row.duprRatingSingles),
    duprRatingDoubles: ratingNumber(row.duprRatingDoubles),
    country: row.country,
  }
}

// Names sort by the Unicode root collation in both places (ICU "und" in SQL, Intl in JS), so
// "Åkesson" sits with the A's and a page of player-list matches the class page's order. The
// databases' default "C" collation would put every accented initial after Z.
const collator = new Intl.Collator('und')
const PLAYER_ORDER = [
  sql`${users.lastName} collate "und-x-icu"`,
  sql`${users.firstName} collate "und-x-icu"`,
  asc(users.id),
]

function byName(a: ClassPlayer, b: ClassPlayer): number {
  return collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName) || a.id - b.id
}

/**
 * Each player once, by id, and their ids in name order (last name, first name, id). A player
 * listed twice (in two entries of a class) keeps the first copy.
 */
export function indexPlayers(list: Iterable<ClassPlayer>): { players: ClassPlayers; playerIds: number[] } {
  const players: ClassPlayers = {}
  for (const player of list) players[player.id] ??= player
  const playerIds = Object.values(players)
    .sort(byName)
    .map((player) => player.id)
  return { players, playerIds }
}

export type ListPlayersOptions = {
  db: Db
  tournamentId: number
  offset: number
  limit: number
  classId?: number | undefined
  search?: string | undefined
}

/**
 * Players entered in a tournament (optionally one class), by last name, each with the classes
 * and teams they are in. Three queries: the page, the total and the page's entries.
 */
export async function listTournamentPlayers(options: ListPlayersOptions): Promise<PlayerListResponse> {
  const { db, tournamentId, offset, limit, classId } = options
  const [tournament] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), eq(tournaments.status, 'published')))
  if (!tournament) throw notFound('Tournament')
  if (classId !== undefined) {
    const [cls] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.tournamentId, tournamentId)))
    if (!cls) throw notFound('Class')
  }

  const classFilter: SQL =
    classId !== undefined ? sql`c.id = ${classId}` : sql`c.tournament_id = ${tournamentId}`
  const filters: SQL[] = [
    sql`exists (select 1 from ${teamMembers} tm join ${teams} t on t.id = tm.team_id join ${classes} c on c.id = t.class_id where tm.user_id = ${users.id} and ${classFilter})`,
  ]
  const term = options.search?.trim()
  if (term) {
    // The name folded as the site's searches fold (case, accents, ue/oe/ss; "first last" is
    // stored folded, migrations/0022), the user name as typed.
    filters.push(
      sql`(${users}.name_folded like ${foldedPattern(term)} or ${users.userName} ilike ${likePattern(term)})`,
    )
  }
  const where = and(...filters)
  const [rows, totals] = await Promise.all([
    db
      .select(playerColumns)
      .from(users)
      .where(where)
      .orderBy(...PLAYER_ORDER)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ])

  const entriesByUser = await loadEntries({
    db,
    userIds: rows.map((r) => r.id),
    tournamentId,
    classId,
  })
  return {
    items: rows.map((row) => ({
      ...toPlayer(row),
      userName: row.userName,
      entries: entriesByUser.get(row.id) ?? [],
    })),
    total: totals[0]?.n ?? 0,
    offset,
    limit,
  }
}

async function loadEntries(options: {
  db: Db
  userIds: number[]
  tournamentId: number
  classId: number | undefined
}): Promise<Map<number, PlayerListEntry[]>> {
  const { db, userIds, tournamentId, classId } = options
  const byUser = new Map<number, PlayerListEntry[]>()
  if (userIds.length === 0) return byUser
  const rows = await db
    .select({
      userId: teamMembers.userId,
      classId: classes.id,
      className: classes.name,
      classType: classes.type,
      teamId: teams.id,
      teamName: teams.name,
      teamLogo: teams.logo,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(classes, eq(classes.id, teams.classId))
    .where(
      and(
        inArray(teamMembers.userId, userIds),
        classId !== undefined ? eq(classes.id, classId) : eq(classes.tournamentId, tournamentId),
      ),
    )
    .orderBy(asc(classes.position), asc(classes.id))
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? []
    list.push({
      classId: row.classId,
      className: row.className,
      classType: row.classType,
      team: { id: row.teamId, name: row.teamName, logo: row.teamLogo },
    })
    byUser.set(row.userId, list)
  }
  return byUser
}
