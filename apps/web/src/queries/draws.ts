// The draw console's reads and writes (/bff/organizer/classes/{id}/draw…, issue 14). Shapes are
// the API's DrawView (packages/api/src/features/draws/contract.ts and /bff/openapi.json).
import { queryOptions } from '@tanstack/react-query'
import { BffError, bff } from '../lib/bff.ts'
import { manageQueryRoot } from './manage.ts'

export type DrawFormatKind = 'round_robin' | 'knockout' | 'groups_knockout'
export type DrawDecision = 'walkover_home' | 'walkover_away' | 'retired_home' | 'retired_away'
export type DrawGame = { home: number; away: number }

export type DrawOptions = {
  format: DrawFormatKind
  groupSize?: number
  groupCount?: number
  qualifiersPerGroup?: number
  thirdPlace?: boolean
  consolation?: boolean
  separateClubs?: boolean
}

export type DrawSide = { entryId: number | null; bye: boolean; from: { kind: string } }

export type DrawMatchView = {
  id: string
  matchId: number | null
  stage: 'group' | 'main' | 'third_place' | 'consolation'
  group: number | null
  round: number
  position: number
  home: DrawSide
  away: DrawSide
  status: 'pending' | 'ready' | 'bye' | 'decided'
  result: { games: DrawGame[]; decision: DrawDecision | null } | null
  winnerEntryId: number | null
}

export type DrawView = {
  classId: number
  status: 'draft' | 'locked' | 'published'
  isPublic: boolean
  randomSeed: number
  options: DrawOptions
  publishAt: string | null
  entriesChanged: { added: { id: number; name: string }[]; removed: number[] }
  entries: { id: number; name: string; seed: number; rating: number | null; withdrawn: boolean }[]
  groups: {
    index: number
    name: string
    standings: {
      entryId: number
      rank: number
      played: number
      won: number
      lost: number
      pointDiff: number
    }[]
  }[]
  matches: DrawMatchView[]
}

const API = '/organizer'

/** The class's draw, or null before the first one is generated (404). */
export const classDrawQuery = (classId: number) =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'class', classId, 'draw'],
    queryFn: async ({ signal }) => {
      try {
        return await bff<DrawView>(`${API}/classes/${classId}/draw`, { signal })
      } catch (error) {
        if (error instanceof BffError && error.status === 404) return null
        throw error
      }
    },
  })

export const generateDraw = (classId: number, body: DrawOptions & { randomSeed?: number }) =>
  bff<DrawView>(`${API}/classes/${classId}/draw`, { method: 'POST', body })

export const swapDrawEntries = (classId: number, entryIds: [number, number]) =>
  bff<DrawView>(`${API}/classes/${classId}/draw/swap`, { method: 'POST', body: { entryIds } })

export const lockDraw = (classId: number) =>
  bff<DrawView>(`${API}/classes/${classId}/draw/lock`, { method: 'POST' })

export const publishDraw = (classId: number, publishAt?: string) =>
  bff<DrawView>(`${API}/classes/${classId}/draw/publish`, {
    method: 'POST',
    body: publishAt ? { publishAt } : {},
  })

export const enterResult = (
  matchId: number,
  body: { games: DrawGame[]; decision?: DrawDecision | null; confirmUndo?: boolean },
) => bff<{ match: DrawMatchView }>(`${API}/matches/${matchId}/result`, { method: 'POST', body })
