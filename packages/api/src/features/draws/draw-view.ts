// The draw as the console shows it: the stored Draw resolved (who plays whom, byes, results,
// group tables), with entry names and ratings, the public match row of each match after lock,
// and the entries that changed since the draw was made.
import {
  resolveDraw,
  type DrawMatch,
  type Participant,
  type ResolvedDraw,
  type ResolvedMatch,
} from '@courtside/domain'
import type { z } from 'zod'
import type { Executor } from '../registrations/index.ts'
import type { DrawMatchSchema, DrawViewSchema } from './contract.ts'
import {
  entriesChanged,
  isDrawPublic,
  loadEntries,
  type DrawClass,
  type DrawRow,
} from '../draw-state/index.ts'
import { matchRowIds } from '../draw-state/index.ts'

export type DrawView = z.input<typeof DrawViewSchema>
export type DrawMatchView = z.input<typeof DrawMatchSchema>

const side = (participant: Participant, from: DrawMatch['home']) => ({
  entryId: typeof participant === 'number' ? participant : null,
  bye: participant === 'bye',
  from,
})

export function matchView(match: DrawMatch, state: ResolvedMatch, matchId: number | null): DrawMatchView {
  return {
    id: match.id,
    matchId,
    stage: match.stage,
    group: match.group ?? null,
    round: match.round,
    position: match.position,
    home: side(state.home, match.home),
    away: side(state.away, match.away),
    status: state.status,
    result: state.result
      ? {
          games: state.result.results.map((game) => ({ home: game.home, away: game.away })),
          decision: state.result.decision ?? null,
        }
      : null,
    winnerEntryId: typeof state.winner === 'number' ? state.winner : null,
  }
}

export function resolveFor(row: DrawRow, cls: DrawClass): ResolvedDraw {
  return resolveDraw(row.draw, { matchFormat: cls.matchFormat, rankingPreset: cls.rankingPreset })
}

export async function buildDrawView(
  db: Executor,
  row: DrawRow,
  cls: DrawClass,
  now: Date,
): Promise<DrawView> {
  const { draw } = row
  const resolved = resolveFor(row, cls)
  const [current, rowIds] = await Promise.all([loadEntries(db, cls.id), matchRowIds(db, cls.id)])
  const format = draw.format
  const withdrawn = new Set(draw.withdrawn)
  return {
    classId: cls.id,
    status: row.status,
    isPublic: isDrawPublic(row, now),
    randomSeed: row.randomSeed,
    ratingKind: cls.ratingKind,
    options: {
      format: format.kind,
      ...('groupSize' in format ? { groupSize: format.groupSize } : {}),
      ...('groupCount' in format ? { groupCount: format.groupCount } : {}),
      ...(format.kind === 'groups_knockout' ? { qualifiersPerGroup: format.qualifiersPerGroup } : {}),
      ...(format.kind !== 'round_robin'
        ? { thirdPlace: format.thirdPlace === true, consolation: format.consolation === true }
        : {}),
      ...(format.kind !== 'knockout' ? { separateClubs: format.separateClubs === true } : {}),
    },
    publishAt: row.publishAt?.toISOString() ?? null,
    lockedAt: row.lockedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    entriesChanged: entriesChanged(
      draw.entries.map((entry) => entry.id),
      current,
    ),
    entries: draw.entries.map((entry) => ({
      id: entry.id,
      name: entry.name,
      seed: entry.seed,
      rating: entry.rating,
      withdrawn: withdrawn.has(entry.id),
    })),
    groups: draw.groups.map((group, index) => ({
      index,
      name: group.name,
      standings: (resolved.standings[index] ?? []).map((standing) => ({
        entryId: standing.teamId,
        rank: standing.rank,
        played: standing.countMatches,
        won: standing.matchWin,
        lost: standing.matchLoss,
        drawn: standing.matchDraw,
        gamesWon: standing.gameWin,
        gamesLost: standing.gameLoss,
        pointDiff: standing.pointDiff,
      })),
    })),
    matches: draw.matches.map((match) =>
      matchView(match, resolved.byId.get(match.id)!, rowIds.get(match.id) ?? null),
    ),
  }
}
