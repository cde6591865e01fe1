// Sending an event's results to DUPR from the console (issue 14): GET and POST
// /bff/organizer/events/{id}/dupr-submission. The answers' types are inferred from the API's
// routes through the typed client (lib/bff-client.ts); features/exports/dupr-contract.ts owns them.
import { queryOptions } from '@tanstack/react-query'
import { api, ok } from '../lib/bff-client.ts'
import { manageQueryRoot } from './manage.ts'

const submission = api.organizer.events[':id']['dupr-submission']
const param = (eventId: number) => ({ id: String(eventId) })

export const duprSubmissionQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...manageQueryRoot(), 'event', eventId, 'dupr-submission'],
    queryFn: ({ signal }) => ok(submission.$get({ param: param(eventId) }, { init: { signal } })),
  })

export const submitDuprResults = (eventId: number) => ok(submission.$post({ param: param(eventId) }))
