// Reading what a draw is made from and stored in: the class (locked FOR UPDATE inside a write, so
// two directors or an entry confirmed at the desk cannot interleave with a draw change), its
// confirmed entries (= its teams) with the members' ratings, and the class's draws row.
import { asc, classes, draws, eq, numberOrNull, teamMembers, teams, tournaments, users } from '@courtside/db'
import {
  DEFAULT_MATCH_FORMAT,
  DEFAULT_RANKING_PRESET,
  isRankingPresetKey,
  ratingKindForClassType,
  validateMatchFormat,
  type DrawEntryInput,
  type MatchFormat,
  type RankingPresetKey,
  type RatingKind,
} from '@courtside/domain'
import type { Executor, Tx } from '../registrations/index.ts'
import { notFound } from '../../lib/errors.ts'

export type DrawRow = typeof draws.$inferSelect

export type DrawClass = {
  id: number
  eventId: number
  type: number
  ratingKind: RatingKind
  matchFormat: MatchFormat
  rankingPreset: RankingPresetKey
}

/** The class as the draw needs it; `forUpdate` inside a write transaction. */
export async function loadDrawClass(db: Executor, classId: number, forUpdate = false): Promise<DrawClass> {
  const query = db
    .select({
      id: classes.id,
      eventId: classes.tournamentId,
      type: classes.type,
      matchFormat: classes.matchFormat,
      rankingPreset: classes.rankingPreset,
    })
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .where(eq(classes.id, classId))
  const [row] = forUpdate ? await query.for('update', { of: classes }) : await query
  if (!row) throw notFound('Class')
  const format = row.matchFormat as MatchFormat
  return {
    id: row.id,
    eventId: row.eventId,
    type: row.type,
    ratingKind: ratingKindForClassType(row.type),
    // A stored format that fails validation would make every score invalid; the class page
    // falls back to the default the same way (features/classes/class-store.ts).
    matchFormat: validateMatchFormat(format).ok ? format : DEFAULT_MATCH_FORMAT,
    rankingPreset: isRankingPresetKey(row.rankingPreset) ? row.rankingPreset : DEFAULT_RANKING_PRESET,
  }
}

/**
 * The class's confirmed entries: its teams with their members' ratings. Users have no club
 * field yet, so club separation has nothing to separate until one exists.
 */
export async function loadEntries(db: Executor, classId: number): Promise<DrawEntryInput[]> {
  const rows = await db
    .select({
      teamId: teams.id,
      name: teams.name,
      userId: teamMembers.userId,
      ratingSingles: users.duprRatingSingles,
      ratingDoubles: users.duprRatingDoubles,
    })
    .from(teams)
    .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teams.classId, classId))
    .orderBy(asc(teams.id), asc(teamMembers.position))
  const byTeam = new Map<number, DrawEntryInput & { members: DrawEntryInput['members'][number][] }>()
  for (const row of rows) {
    const entry = byTeam.get(row.teamId) ?? { id: row.teamId, name: row.name, members: [] }
    if (row.userId !== null) {
      entry.members.push({
        ratingSingles: numberOrNull(row.ratingSingles),
        ratingDoubles: numberOrNull(row.ratingDoubles),
        club: null,
      })
    }
    byTeam.set(row.teamId, entry)
  }
  return [...byTeam.values()]
}

export async function findDraw(db: Executor, classId: number, forUpdate = false): Promise<DrawRow | null> {
  const query = db.select().from(draws).where(eq(draws.classId, classId))
  const [row] = forUpdate ? await query.for('update') : await query
  return row ?? null
}

export async function requireDraw(tx: Tx, classId: number): Promise<DrawRow> {
  const row = await findDraw(tx, classId, true)
  if (!row) throw notFound('Draw')
  return row
}

/** Entries added to the class since the draw was made, and draw entries no longer in it. */
export function entriesChanged(
  drawEntryIds: readonly number[],
  current: readonly Pick<DrawEntryInput, 'id' | 'name'>[],
): { added: { id: number; name: string }[]; removed: number[] } {
  const inDraw = new Set(drawEntryIds)
  const now = new Set(current.map((entry) => entry.id))
  return {
    added: current.filter((entry) => !inDraw.has(entry.id)).map(({ id, name }) => ({ id, name })),
    removed: drawEntryIds.filter((id) => !now.has(id)),
  }
}

export { isDrawPublic } from '@courtside/db'
