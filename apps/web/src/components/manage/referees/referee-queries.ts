// Court referees on match day (issue 15): the club's referees with their courts
// (/bff/organizer/events/{id}/referees), assigning a court's referees, and a referee's own courts
// (/bff/organizer/events/{id}/my-courts). The answers' types are inferred from the API's routes
// through the typed client (lib/bff-client.ts); features/referees/contract.ts owns them. Both
// reads live under the event's key ['tournament', id] so the live hook (queries/live.ts)
// refetches them when the event topic changes: a call at the desk reaches the referee's phone
// without a reload.
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../i18n/locales.ts'
import { api, ok } from '../../../lib/bff-client.ts'
import { manageQueryRoot } from '../../../queries/manage.ts'
import type { Answer } from '../../../lib/bff-answer.ts'

const organizer = api.organizer
const id = (value: number) => ({ id: String(value) })

export type MyCourts = Answer<(typeof organizer.events)[':id']['my-courts']['$get']>

export const refereesQueryKey = (eventId: number) => ['tournament', eventId, 'referees'] as const

export const refereesQuery = (eventId: number) =>
  queryOptions({
    queryKey: refereesQueryKey(eventId),
    queryFn: ({ signal }) =>
      ok(organizer.events[':id'].referees.$get({ param: id(eventId) }, { init: { signal } })),
  })

export const saveCourtReferees = (eventId: number, courtId: number, userIds: number[]) =>
  ok(
    organizer.events[':id'].courts[':courtId'].referees.$put({
      param: { id: String(eventId), courtId: String(courtId) },
      json: { userIds },
    }),
  )

export const myCourtsQuery = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: ['tournament', eventId, 'my-courts', locale] as const,
    queryFn: ({ signal }) =>
      ok(
        organizer.events[':id']['my-courts'].$get(
          { param: id(eventId), query: { locale } },
          { init: { signal } },
        ),
      ),
  })

/** Where the signed-in user referees (GET /bff/organizer/my-courts): a referee's console home. */
export const myCourtEventsQuery = () =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'my-courts'],
    queryFn: async ({ signal }) =>
      (await ok(organizer['my-courts'].$get(undefined, { init: { signal } }))).events,
  })
