// The order-of-play console's reads and writes (/bff/organizer/events/{id}/courts|schedule…,
// /bff/organizer/matches/{id}/slot; issue 14). Shapes are the API's (features/schedule/contract.ts).
import { queryOptions } from '@tanstack/react-query'
import { BffError, bff } from '../lib/bff.ts'
import { manageQueryRoot } from './manage.ts'

export type CourtWindowInput = { day: string; start: string; end: string }
export type CourtInput = { id?: number; name: string; windows: CourtWindowInput[] }
export type CourtsView = {
  eventId: number
  timeZone: string
  courts: { id: number; name: string; matchCount: number; windows: CourtWindowInput[] }[]
}

export type ScheduleSettings = {
  minRestMinutes: number
  maxMatchesPerPlayerPerDay: number | null
  durations: Record<string, number>
  defaults: Record<string, number>
  classes: { id: number; name: string; durationKey: string; minutes: number }[]
}

export type SlotView = {
  id: number
  classId: number
  className: string
  drawMatchId: string
  stage: 'group' | 'main' | 'third_place' | 'consolation'
  group: string | null
  round: number
  position: number
  home: string | null
  away: string | null
  status: 'pending' | 'ready' | 'decided'
  courtId: number | null
  start: string | null
  end: string | null
  day: string | null
  durationMinutes: number
}

export type Conflict = {
  kind: 'player_overlap' | 'rest' | 'order' | 'availability' | 'court_overlap' | 'day_limit' | 'unknown_match'
  matchIds: number[]
  playerId: number | null
  playerName: string | null
  courtId: number | null
  day: string | null
}

export type PlanView = {
  eventId: number
  timeZone: string
  courts: { id: number; name: string }[]
  days: { day: string; courts: { courtId: number; matches: SlotView[] }[] }[]
  unscheduled: SlotView[]
  conflicts: Conflict[]
}

export type RunAnswer = {
  placed: number
  kept: number
  unplaced: { matchId: number; reason: string }[]
}

const API = '/organizer'
const root = (eventId: number) => [...manageQueryRoot(), 'event', eventId, 'schedule']

export const courtsQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...root(eventId), 'courts'],
    queryFn: ({ signal }) => bff<CourtsView>(`${API}/events/${eventId}/courts`, { signal }),
  })

export const scheduleSettingsQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...root(eventId), 'settings'],
    queryFn: ({ signal }) => bff<ScheduleSettings>(`${API}/events/${eventId}/schedule/settings`, { signal }),
  })

export const planQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...root(eventId), 'plan'],
    queryFn: ({ signal }) => bff<PlanView>(`${API}/events/${eventId}/schedule`, { signal }),
  })

export const saveCourts = (eventId: number, courts: CourtInput[]) =>
  bff<CourtsView>(`${API}/events/${eventId}/courts`, { method: 'PUT', body: { courts } })

export const saveScheduleSettings = (
  eventId: number,
  body: Partial<Pick<ScheduleSettings, 'minRestMinutes' | 'maxMatchesPerPlayerPerDay' | 'durations'>>,
) => bff<ScheduleSettings>(`${API}/events/${eventId}/schedule/settings`, { method: 'PATCH', body })

export const runSchedule = (eventId: number, mode: 'keep' | 'replan') =>
  bff<RunAnswer>(`${API}/events/${eventId}/schedule`, { method: 'POST', body: { mode } })

export const moveMatch = (
  matchId: number,
  body: { courtId: number | null; start: string | null; confirm?: boolean },
) =>
  bff<{ match: SlotView; conflicts: Conflict[]; saved: boolean }>(`${API}/matches/${matchId}/slot`, {
    method: 'PATCH',
    body,
  })

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
