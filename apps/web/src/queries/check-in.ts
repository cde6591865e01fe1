// Check-in's reads and writes (issue 15; shapes are features/check-in/contract.ts). Keys start
// with ['tournament', id] so a live "event changed" (queries/live.ts) refetches them.
import { queryOptions } from '@tanstack/react-query'
import { bff } from '../lib/bff.ts'

export type CheckInInfo = { at: string; method: 'desk' | 'scan' | 'self'; by: string | null }
export type CheckInWindow = {
  selfCheckInOpensAt: string | null
  selfCheckInClosesAt: string | null
  checkInDeadline: string | null
  selfCheckInOpen: boolean
}
export type DeskPlayer = { userId: number; name: string; classes: string[]; checkIn: CheckInInfo | null }
export type DeskView = {
  eventId: number
  timeZone: string
  expected: number
  checkedIn: number
  window: CheckInWindow
  players: DeskPlayer[]
}
export type CheckInResult = { player: DeskPlayer; alreadyCheckedIn: boolean }
export type NoShows = {
  deadline: string | null
  passed: boolean
  entries: {
    entryId: number
    classId: number
    className: string
    players: { userId: number; name: string; checkedIn: boolean }[]
  }[]
}
export type MyCheckIn = {
  eventId: number
  eventName: string
  timeZone: string
  entered: boolean
  classes: string[]
  code: string | null
  token: string | null
  qrSvg: string | null
  checkIn: CheckInInfo | null
  window: CheckInWindow
}

export const checkInRoot = (eventId: number) => ['tournament', eventId, 'check-in']

export const deskQuery = (eventId: number, q: string) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'desk', q],
    queryFn: ({ signal }) => bff<DeskView>(`/organizer/events/${eventId}/check-in`, { query: { q }, signal }),
    placeholderData: (previous) => previous,
  })

export const noShowsQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'no-shows'],
    queryFn: ({ signal }) => bff<NoShows>(`/organizer/events/${eventId}/no-shows`, { signal }),
  })

export const myCheckInQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'mine'],
    queryFn: ({ signal }) => bff<MyCheckIn>(`/tournament/${eventId}/check-in`, { signal }),
  })

export const checkInWindowQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...checkInRoot(eventId), 'window'],
    queryFn: ({ signal }) =>
      bff<{ open: boolean; selfCheckInOpensAt: string | null; selfCheckInClosesAt: string | null }>(
        `/tournament/${eventId}/check-in/window`,
        { signal },
      ),
  })

export const checkInByCode = (eventId: number, code: string) =>
  bff<CheckInResult>(`/organizer/events/${eventId}/check-in`, { method: 'POST', body: { code } })

export const checkInPlayer = (eventId: number, userId: number) =>
  bff<CheckInResult>(`/organizer/events/${eventId}/check-in/${userId}`, { method: 'POST' })

export const undoCheckIn = (eventId: number, userId: number) =>
  bff<{ checkedIn: false }>(`/organizer/events/${eventId}/check-in/${userId}`, { method: 'DELETE' })

export const saveCheckInSettings = (
  eventId: number,
  body: Pick<CheckInWindow, 'selfCheckInOpensAt' | 'selfCheckInClosesAt' | 'checkInDeadline'>,
) => bff<CheckInWindow>(`/organizer/events/${eventId}/check-in-settings`, { method: 'PUT', body })

export const withdrawNoShows = (eventId: number, entryIds: number[]) =>
  bff<{ withdrawn: number[]; skipped: number[] }>(`/organizer/events/${eventId}/no-shows/withdraw`, {
    method: 'POST',
    body: { entryIds },
  })

export const selfCheckIn = (eventId: number) =>
  bff<CheckInResult>(`/tournament/${eventId}/check-in`, { method: 'POST' })
