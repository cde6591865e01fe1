// The court desk's read and writes (/bff/organizer/events/{id}/desk, /bff/organizer/matches/{id}/
// call|on-court|uncall|move-court, issue 15). The desk lives under the event's key
// ['tournament', id] so the live hook (queries/live.ts) refetches it when the event topic changes:
// a call on one desk screen reaches every other desk screen without a reload.
import { queryOptions } from '@tanstack/react-query'
import { bff } from '../../../lib/bff.ts'

export type DeskState = 'called' | 'on_court' | 'score_pending' | 'disputed' | 'confirmed'

export type DeskMatch = {
  id: number
  classId: number
  className: string
  stage: 'group' | 'main' | 'third_place' | 'consolation'
  group: string | null
  round: number
  home: string | null
  away: string | null
  state: DeskState | null
  version: number
  courtId: number | null
  plannedCourtId: number | null
  plannedStart: string | null
  calledAt: string | null
  onCourtAt: string | null
  confirmedAt: string | null
  since: string | null
  overdue: boolean
  score: string | null
}

export type DeskSettings = { autoCall: boolean; overdueMinutes: number; autoConfirmMinutes: number }

export type DeskView = {
  eventId: number
  timeZone: string
  now: string
  settings: DeskSettings
  checkInRequired: boolean
  courts: { id: number; name: string; match: DeskMatch | null }[]
  queue: DeskMatch[]
  called: DeskMatch[]
  recent: DeskMatch[]
}

export const deskQueryKey = (eventId: number) => ['tournament', eventId, 'desk'] as const

export const deskQuery = (eventId: number) =>
  queryOptions({
    queryKey: deskQueryKey(eventId),
    queryFn: ({ signal }) => bff<DeskView>(`/organizer/events/${eventId}/desk`, { signal }),
  })

export type DeskAction =
  | { kind: 'call'; match: DeskMatch; courtId?: number }
  | { kind: 'on-court' | 'uncall'; match: DeskMatch }
  | { kind: 'move-court'; match: DeskMatch; courtId: number }

export const runDeskAction = (action: DeskAction) =>
  bff<DeskView>(`/organizer/matches/${action.match.id}/${action.kind}`, {
    method: 'POST',
    body: {
      version: action.match.version,
      ...('courtId' in action && action.courtId !== undefined ? { courtId: action.courtId } : {}),
    },
  })

export const saveDeskSettings = (eventId: number, body: Partial<DeskSettings>) =>
  bff<DeskView>(`/organizer/events/${eventId}/desk-settings`, { method: 'PUT', body })
