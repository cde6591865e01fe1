// Placements and tour ranking points of a drawn class come from its results (issue 14): when the
// last match that decides places has a result, the class's rewards rows are written from the
// domain's placements; a correction that reopens the class removes them again, and one that
// changes who finished where rewrites them. Tours read their rankings from these rows.
import { asc, eq, rewards } from '@courtside/db'
import {
  computePlacements,
  placementPoints,
  type Draw,
  type MatchFormat,
  type RankingPresetKey,
} from '@courtside/domain'
import type { Tx } from '../registrations/index.ts'

type RewardRow = { teamId: number; placement: number; points: number }

const key = (rows: readonly RewardRow[]) =>
  rows
    .map((row) => `${row.teamId}:${row.placement}:${row.points}`)
    .sort()
    .join(',')

export async function syncPlacements(
  tx: Tx,
  options: { classId: number; draw: Draw; matchFormat: MatchFormat; rankingPreset: RankingPresetKey },
): Promise<void> {
  const { classId, draw } = options
  const placements = computePlacements(draw, {
    matchFormat: options.matchFormat,
    rankingPreset: options.rankingPreset,
  })
  const field = draw.entries.length
  const wanted: RewardRow[] = (placements ?? []).map(({ entryId, placement }) => ({
    teamId: entryId,
    placement,
    points: placementPoints(placement, field),
  }))
  const stored = await tx
    .select({ teamId: rewards.teamId, placement: rewards.placement, points: rewards.points })
    .from(rewards)
    .where(eq(rewards.classId, classId))
    .orderBy(asc(rewards.placement))
  if (key(stored) === key(wanted)) return
  await tx.delete(rewards).where(eq(rewards.classId, classId))
  if (wanted.length) await tx.insert(rewards).values(wanted.map((row) => ({ classId, ...row })))
}
