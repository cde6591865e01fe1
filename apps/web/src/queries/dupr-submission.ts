// Sending an event's results to DUPR from the console (issue 14): GET and POST
// /bff/organizer/events/{id}/dupr-submission. Shapes are the API's (features/exports/dupr-contract.ts).
import { queryOptions } from '@tanstack/react-query'
import { bff } from '../lib/bff.ts'
import { manageQueryRoot } from './manage.ts'

export type DuprExcluded = { noDuprId: number; notPlayedOut: number; teams: number }

export type DuprSubmissionState = {
  configured: boolean
  sent: number
  toSend: number
  toCorrect: number
  toRemove: number
  excluded: DuprExcluded
}

export type DuprSubmissionReport = {
  created: number
  corrected: number
  removed: number
  unchanged: number
  rejected: { identifier: string; match: string; message: string }[]
  excluded: DuprExcluded
}

const path = (eventId: number) => `/organizer/events/${eventId}/dupr-submission`

export const duprSubmissionQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'event', eventId, 'dupr-submission'],
    queryFn: ({ signal }) => bff<DuprSubmissionState>(path(eventId), { signal }),
  })

export const submitDuprResults = (eventId: number) =>
  bff<DuprSubmissionReport>(path(eventId), { method: 'POST' })
