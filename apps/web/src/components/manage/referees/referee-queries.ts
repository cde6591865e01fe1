// Court referees on match day (issue 15): the club's referees with their courts
// (/bff/organizer/events/{id}/referees), assigning a court's referees, and a referee's own courts
// (/bff/organizer/events/{id}/my-courts). Both reads live under the event's key
// ['tournament', id] so the live hook (queries/live.ts) refetches them when the event topic
// changes: a call at the desk reaches the referee's phone without a reload.
import { queryOptions } from '@tanstack/react-query'
import type { Locale } from '../../../i18n/locales.ts'
import { bff } from '../../../lib/bff.ts'
import { manageQueryRoot } from '../../../queries/manage.ts'
import type { DeskMatch } from '../desk/desk-queries.ts'

export type RefereeList = {
  eventId: number
  referees: { userId: number; name: string; courtIds: number[] }[]
}

export type MyCourts = {
  eventId: number
  organizationId: number
  eventName: string
  timeZone: string
  now: string
  courts: {
    id: number
    name: string
    match: DeskMatch | null
    /** The referee scoring link of the match on the court (absolute). */
    scoringUrl: string | null
    /** The next ready match planned on the court. */
    next: DeskMatch | null
  }[]
}

export const refereesQueryKey = (eventId: number) => ['tournament', eventId, 'referees'] as const

export const refereesQuery = (eventId: number) =>
  queryOptions({
    queryKey: refereesQueryKey(eventId),
    queryFn: ({ signal }) => bff<RefereeList>(`/organizer/events/${eventId}/referees`, { signal }),
  })

export const saveCourtReferees = (eventId: number, courtId: number, userIds: number[]) =>
  bff<RefereeList>(`/organizer/events/${eventId}/courts/${courtId}/referees`, {
    method: 'PUT',
    body: { userIds },
  })

export const myCourtsQuery = (eventId: number, locale: Locale) =>
  queryOptions({
    queryKey: ['tournament', eventId, 'my-courts', locale] as const,
    queryFn: ({ signal }) =>
      bff<MyCourts>(`/organizer/events/${eventId}/my-courts`, { signal, query: { locale } }),
  })

/** Where the signed-in user referees (GET /bff/organizer/my-courts): a referee's console home. */
export type MyCourtEvent = {
  eventId: number
  eventName: string
  organizationId: number
  startDate: string
  endDate: string
  timeZone: string
  courts: { id: number; name: string }[]
}

export const myCourtEventsQuery = () =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'my-courts'],
    queryFn: async ({ signal }) =>
      (await bff<{ events: MyCourtEvent[] }>('/organizer/my-courts', { signal })).events,
  })
