// The court desk's read and writes (/bff/organizer/events/{id}/desk, /bff/organizer/matches/{id}/
// call|on-court|uncall|move-court, issue 15). The answers' types are inferred from the API's routes
// through the typed client (lib/bff-client.ts); features/desk/contract.ts owns them. The desk lives
// under the event's key ['tournament', id] so the live hook (queries/live.ts) refetches it when the
// event topic changes: a call on one desk screen reaches every other desk screen without a reload.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api, ok } from '../../../lib/bff-client.ts'
import type { Answer, JsonOf } from '../../../lib/bff-answer.ts'

const events = api.organizer.events
const matches = api.organizer.matches[':id']
const id = (value: number) => ({ id: String(value) })

export type DeskView = Answer<(typeof events)[':id']['desk']['$get']>
export type DeskMatch = DeskView['queue'][number]

export const deskQueryKey = (eventId: number) => ['tournament', eventId, 'desk'] as const

export const deskQuery = (eventId: number) =>
  queryOptions({
    queryKey: deskQueryKey(eventId),
    queryFn: ({ signal }) => ok(events[':id'].desk.$get({ param: id(eventId) }, { init: { signal } })),
  })

export type DeskAction =
  | { kind: 'call'; match: DeskMatch; courtId?: number }
  | { kind: 'on-court' | 'uncall'; match: DeskMatch }
  | { kind: 'move-court'; match: DeskMatch; courtId: number }

export const runDeskAction = (action: DeskAction) => {
  const param = id(action.match.id)
  const version = action.match.version
  switch (action.kind) {
    case 'call':
      return ok(
        matches.call.$post({
          param,
          json: { version, ...(action.courtId !== undefined ? { courtId: action.courtId } : {}) },
        }),
      )
    case 'on-court':
      return ok(matches['on-court'].$post({ param, json: { version } }))
    case 'uncall':
      return ok(matches.uncall.$post({ param, json: { version } }))
    case 'move-court':
      return ok(matches['move-court'].$post({ param, json: { version, courtId: action.courtId } }))
  }
}

export const saveDeskSettings = (
  eventId: number,
  body: JsonOf<(typeof events)[':id']['desk-settings']['$put']>,
) => ok(events[':id']['desk-settings'].$put({ param: id(eventId), json: body }))

/**
 * A write whose answer is the desk as it is after it. A desk read already under way (a live
 * refetch, a refocus) may have read before the write committed; it is cancelled, so it cannot
 * answer after the write and put the old desk back.
 */
const answeredWithDesk = (queryClient: QueryClient, eventId: number) => ({
  onMutate: () => queryClient.cancelQueries({ queryKey: deskQueryKey(eventId) }),
  onSuccess: (view: DeskView) => queryClient.setQueryData(deskQueryKey(eventId), view),
})

/** The desk's actions; a refused one (a stale screen, a court taken meanwhile) shows the desk as it is now. */
export const deskActionMutation = (queryClient: QueryClient, eventId: number) => ({
  mutationFn: runDeskAction,
  ...answeredWithDesk(queryClient, eventId),
  onError: () => queryClient.invalidateQueries({ queryKey: deskQueryKey(eventId) }),
})

/** The desk's settings (auto call, overdue minutes). */
export const deskSettingsMutation = (queryClient: QueryClient, eventId: number) => ({
  mutationFn: (body: JsonOf<(typeof events)[':id']['desk-settings']['$put']>) =>
    saveDeskSettings(eventId, body),
  ...answeredWithDesk(queryClient, eventId),
})
