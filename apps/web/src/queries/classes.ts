import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { ClassFull, PlayerListResponse } from '@courtside/api/types'
import { bff } from '../lib/bff.ts'
import { versionParam } from './live.ts'

// Query keys live only here (DESIGN.md data flow: loader → queryOptions → /bff).

export const classFullQuery = (id: number) =>
  queryOptions({
    queryKey: ['class', 'full', id],
    // After a live update the URL carries the change's version (queries/live.ts), so the micro
    // cache serves the new data at once instead of its copy from before the change.
    queryFn: ({ signal }) =>
      bff<ClassFull>(`/tournament/class/${id}/full${versionParam(`class:${id}`)}`, { signal }),
    // Results come in during the day; a short freshness keeps courtside phones current.
    staleTime: 15_000,
  })

export type PlayerListParams = {
  tournamentId: number
  classId?: number | undefined
  search?: string | undefined
  offset?: number
  limit?: number
}

/**
 * Spec section 7: abortable (TanStack Query aborts the signal when the key changes, i.e. on the
 * next keystroke) and keeps the previous results on screen while the next ones load.
 */
export const playerListQuery = (params: PlayerListParams) =>
  queryOptions({
    queryKey: ['tournament', 'player-list', params],
    queryFn: ({ signal }) =>
      bff<PlayerListResponse>(`/tournament/${params.tournamentId}/player-list`, {
        signal,
        query: {
          offset: params.offset ?? 0,
          limit: params.limit ?? 100,
          classId: params.classId,
          search: params.search,
        },
      }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
