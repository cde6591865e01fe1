// The order-of-play console's reads and writes (/bff/organizer/events/{id}/courts|schedule…,
// /bff/organizer/matches/{id}/slot; issue 14). The answers' types are inferred from the API's
// routes through the typed client (lib/bff-client.ts); features/schedule/contract.ts owns them.
import { queryOptions } from '@tanstack/react-query'
import { BffError } from '../lib/bff.ts'
import { api, ok } from '../lib/bff-client.ts'
import { manageQueryRoot } from './manage.ts'
import type { Answer, JsonOf } from '../lib/bff-answer.ts'

const events = api.organizer.events
const id = (value: number) => ({ id: String(value) })
type Events = typeof events

export type CourtsView = Answer<Events[':id']['courts']['$get']>
export type CourtInput = JsonOf<Events[':id']['courts']['$put']>['courts'][number]
export type ScheduleSettings = Answer<Events[':id']['schedule']['settings']['$get']>
export type PlanView = Answer<Events[':id']['schedule']['$get']>
export type SlotView = PlanView['unscheduled'][number]
export type Conflict = PlanView['conflicts'][number]
type SlotInput = JsonOf<(typeof api.organizer.matches)[':id']['slot']['$patch']>

const root = (eventId: number) => [...manageQueryRoot(), 'event', eventId, 'schedule']

export const courtsQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...root(eventId), 'courts'],
    queryFn: ({ signal }) => ok(events[':id'].courts.$get({ param: id(eventId) }, { init: { signal } })),
  })

export const scheduleSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...root(eventId), 'settings'],
    queryFn: ({ signal }) =>
      ok(events[':id'].schedule.settings.$get({ param: id(eventId) }, { init: { signal } })),
  })

export const planQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...root(eventId), 'plan'],
    queryFn: ({ signal }) => ok(events[':id'].schedule.$get({ param: id(eventId) }, { init: { signal } })),
  })

export const saveCourts = (eventId: number, courts: CourtInput[]) =>
  ok(events[':id'].courts.$put({ param: id(eventId), json: { courts } }))

export const saveScheduleSettings = (
  eventId: number,
  body: JsonOf<Events[':id']['schedule']['settings']['$patch']>,
) => ok(events[':id'].schedule.settings.$patch({ param: id(eventId), json: body }))

export const runSchedule = (eventId: number, mode: 'keep' | 'replan') =>
  ok(events[':id'].schedule.$post({ param: id(eventId), json: { mode } }))

export const moveMatch = (matchId: number, body: SlotInput) =>
  ok(api.organizer.matches[':id'].slot.$patch({ param: id(matchId), json: body }))

/** The conflicts of a refused move (409 SCHEDULE_CONFLICTS), or null for any other failure. */
export function conflictsOf(error: unknown): Conflict[] | null {
  if (!(error instanceof BffError)) return null
  try {
    const body = JSON.parse(error.message) as { error?: { code?: string; conflicts?: Conflict[] } }
    return body.error?.code === 'SCHEDULE_CONFLICTS' ? (body.error.conflicts ?? []) : null
  } catch {
    return null
  }
}
