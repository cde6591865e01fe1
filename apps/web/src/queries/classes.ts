import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, ok } from '../lib/bff-client.ts'
import { liveVersion } from './live.ts'

// Query keys live only here (DESIGN.md data flow: loader → queryOptions → /bff). Both answers'
// types come from the API's schemas (lib/bff-client.ts), the ones the page's components use.

export const classFullQuery = (id: number) =>
  queryOptions({
    queryKey: ['class', 'full', id],
    // After a live update the URL carries the change's version (queries/live.ts), so the micro
    // cache serves the new data at once instead of its copy from before the change.
    queryFn: ({ signal }) =>
      ok(
        api.tournament.class[':id'].full.$get(
          { param: { id: String(id) }, query: { v: liveVersion(`class:${id}`) } },
          { init: { signal } },
        ),
      ),
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
      ok(
        api.tournament[':id']['player-list'].$get(
          {
            param: { id: String(params.tournamentId) },
            query: {
              offset: String(params.offset ?? 0),
              limit: String(params.limit ?? 100),
              classId: params.classId === undefined ? undefined : String(params.classId),
              // An empty search box sends no filter, as bff() left empty values out.
              search: params.search || undefined,
            },
          },
          { init: { signal } },
        ),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
