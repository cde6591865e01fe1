// Check-in's reads and writes (issue 15). The answers' types are inferred from the API's routes
// through the typed client (lib/bff-client.ts); features/check-in/contract.ts owns them. Keys
// start with ['tournament', id] so a live "event changed" (queries/live.ts) refetches them.
import { queryOptions } from '@tanstack/react-query'
import { api, ok } from '../lib/bff-client.ts'
import type { Answer, JsonOf } from '../lib/bff-answer.ts'

const events = api.organizer.events
const mine = api.tournament[':id']['check-in']
const id = (value: number) => ({ id: String(value) })
type Events = typeof events

export type DeskView = Answer<Events[':id']['check-in']['$get']>
export type DeskPlayer = DeskView['players'][number]
export type CheckInWindow = DeskView['window']
export type MyCheckIn = Answer<typeof mine.$get>

export const checkInRoot = (eventId: number) => ['tournament', eventId, 'check-in']

export const deskQuery = (eventId: number, q: string) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'desk', q],
    // bff() left out an empty search; the typed client leaves out undefined.
    queryFn: ({ signal }) =>
      ok(
        events[':id']['check-in'].$get(
          { param: id(eventId), query: { q: q || undefined } },
          { init: { signal } },
        ),
      ),
    placeholderData: (previous) => previous,
  })

export const noShowsQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'no-shows'],
    queryFn: ({ signal }) => ok(events[':id']['no-shows'].$get({ param: id(eventId) }, { init: { signal } })),
  })

export const myCheckInQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'mine'],
    queryFn: ({ signal }) => ok(mine.$get({ param: id(eventId) }, { init: { signal } })),
  })

export const checkInWindowQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'window'],
    queryFn: ({ signal }) => ok(mine.window.$get({ param: id(eventId) }, { init: { signal } })),
  })

export const checkInByCode = (eventId: number, code: string) =>
  ok(events[':id']['check-in'].$post({ param: id(eventId), json: { code } }))

export const checkInPlayer = (eventId: number, userId: number) =>
  ok(events[':id']['check-in'][':userId'].$post({ param: { id: String(eventId), userId: String(userId) } }))

export const undoCheckIn = (eventId: number, userId: number) =>
  ok(events[':id']['check-in'][':userId'].$delete({ param: { id: String(eventId), userId: String(userId) } }))

export const saveCheckInSettings = (
  eventId: number,
  body: JsonOf<Events[':id']['check-in-settings']['$put']>,
) => ok(events[':id']['check-in-settings'].$put({ param: id(eventId), json: body }))

export const withdrawNoShows = (eventId: number, entryIds: number[]) =>
  ok(events[':id']['no-shows'].withdraw.$post({ param: id(eventId), json: { entryIds } }))

export const selfCheckIn = (eventId: number) => ok(mine.$post({ param: id(eventId) }))
