import { queryOptions } from '@tanstack/react-query'
import type { LiveBoard, LiveSummary } from '@courtside/api/types'
import { bff } from '../lib/bff.ts'
import { api, ok } from '../lib/bff-client.ts'
import { versionParam } from './live.ts'

// The court board and "when and where do I play" (issue 15). Both keys start with
// ['tournament', id], which the event's live topic refetches (queries/live.ts).
// The board stays on bff(): its route (features/live-board) reads `lang` and `v` inside the
// handler with no declared validator, so the typed client has no query to send; its answer type
// comes from the API's own types (@courtside/api/types) all the same.

export const liveBoardQuery = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['tournament', id, 'live', lang],
    // After a live update the URL carries the change's version, so the micro cache answers with
    // the new board at once instead of its copy from before the change.
    queryFn: ({ signal }) =>
      bff<LiveBoard>(`/tournament/${id}/live`, {
        signal,
        query: { v: versionParam(`event:${id}`).replace('?v=', ''), lang },
      }),
    staleTime: 10_000,
    // A venue screen runs for hours: the live stream refetches on changes, this catches the rest.
    refetchInterval: 60_000,
  })

/** The tournament page's "Live now" panel: busy courts and the latest results (no language in it). */
export const liveSummaryQuery = (id: number) =>
  queryOptions({
    queryKey: ['tournament', id, 'live-summary'],
    queryFn: ({ signal }) =>
      bff<LiveSummary>(`/tournament/${id}/live/summary${versionParam(`event:${id}`)}`, { signal }),
    staleTime: 10_000,
  })

/** The signed-in player's own matches of the event: personal, never cached on the way. */
export const myMatchesQuery = (id: number) =>
  queryOptions({
    queryKey: ['tournament', id, 'my-matches'],
    queryFn: ({ signal }) =>
      ok(api.tournament[':id']['my-matches'].$get({ param: { id: String(id) } }, { init: { signal } })),
    staleTime: 10_000,
  })
