// Organizer console queries and writes (/bff/organizer/*). Query keys live here only; they start
// with USER_QUERY_ROOT so signing out drops the console's data with the rest of the user's.
import { queryOptions } from '@tanstack/react-query'
import { UnauthorizedError } from '../lib/bff.ts'
import { api, ok } from '../lib/bff-client.ts'
import type {
  ClassInput,
  EntryStatus,
  EventCreate,
  EventPatch,
  OrgRole,
  OutboxMessage,
  RefundChoice,
  WalkIn,
} from './manage-types.ts'
import { USER_QUERY_ROOT } from './user.ts'

const ROOT = [...USER_QUERY_ROOT, 'manage'] as const
const API = '/organizer'
// The typed client (lib/bff-client.ts): answers are inferred from the API's routes. It does not
// encode path parameters (ids are numbers) and sends no query parameter that is undefined; bff()
// also left out empty strings, so optional filters pass `|| undefined`.
const organizer = api.organizer
const init = (signal: AbortSignal) => ({ init: { signal } })
const id = (value: number) => ({ id: String(value) })

/** The console's data, all of it refetched after any write (the views overlap). */
export const manageQueryRoot = () => ROOT

/** Organizations and roles of the signed-in user; anonymous (401) is "no organizations". */
export const organizerMeQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await ok(organizer.me.$get(undefined, init(signal)))
      } catch (error) {
        if (error instanceof UnauthorizedError) return { organizations: [] }
        throw error
      }
    },
    staleTime: 5 * 60_000,
    retry: false,
  })

export const orgEventsQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'org', orgId, 'events'],
    queryFn: async ({ signal }) =>
      (
        await ok(
          organizer.organizations[':orgId'].events.$get({ param: { orgId: String(orgId) } }, init(signal)),
        )
      ).items,
  })

export const managedEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId],
    queryFn: ({ signal }) => ok(organizer.events[':id'].$get({ param: id(eventId) }, init(signal))),
  })

export const classEntriesQuery = (classId: number, status?: EntryStatus, search?: string) =>
  queryOptions({
    queryKey: [...ROOT, 'class', classId, 'entries', status ?? 'all', search ?? ''],
    queryFn: async ({ signal }) =>
      (
        await ok(
          organizer.classes[':id'].entries.$get(
            { param: id(classId), query: { status: status || undefined, search: search || undefined } },
            init(signal),
          ),
        )
      ).items,
  })

export const eventAuditQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId, 'audit'],
    queryFn: async ({ signal }) =>
      ok(organizer.events[':id'].audit.$get({ param: id(eventId), query: {} }, init(signal))),
  })

export const membersQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'org', orgId, 'members'],
    queryFn: ({ signal }) =>
      ok(organizer.organizations[':orgId'].members.$get({ param: { orgId: String(orgId) } }, init(signal))),
  })

/** The CSV export is a plain download link (UTF-8 with BOM, made by the server). */
export const entriesCsvUrl = (classId: number) => `/bff${API}/classes/${classId}/entries.csv`

export const createEvent = (orgId: number, body: EventCreate) =>
  ok(organizer.organizations[':orgId'].events.$post({ param: { orgId: String(orgId) }, json: body }))

export const updateEvent = (eventId: number, body: EventPatch) =>
  ok(organizer.events[':id'].$patch({ param: id(eventId), json: body }))

export const uploadEventImage = (eventId: number, fileName: string, file: string) =>
  ok(organizer.events[':id'].image.$post({ param: id(eventId), json: { fileName, file } }))

export type EventAction = 'publish' | 'unpublish' | 'cancel'
export const changeEventStatus = async (eventId: number, action: EventAction) => {
  const event = organizer.events[':id']
  if (action === 'publish') return await ok(event.publish.$post({ param: id(eventId) }))
  if (action === 'unpublish') return await ok(event.unpublish.$post({ param: id(eventId) }))
  return await ok(event.cancel.$post({ param: id(eventId) }))
}

export const copyEvent = (eventId: number, offsetDays: number) =>
  ok(organizer.events[':id'].copy.$post({ param: id(eventId), json: { offsetDays } }))

export const createClass = (eventId: number, body: ClassInput) =>
  ok(organizer.events[':id'].classes.$post({ param: id(eventId), json: body }))

export const updateClass = (classId: number, body: Partial<ClassInput>, confirm = false) =>
  ok(
    organizer.classes[':id'].$patch({
      param: id(classId),
      json: confirm ? { ...body, confirm: true } : body,
    }),
  )

export const deleteClass = (classId: number) => ok(organizer.classes[':id'].$delete({ param: id(classId) }))

export const addWalkIn = (classId: number, body: WalkIn) =>
  ok(organizer.classes[':id'].entries.$post({ param: id(classId), json: body }))

/** `rebalance`: in a locked group draw before play, refill a group that became too small. */
export const withdrawEntry = (entryId: number, refund: RefundChoice, rebalance = false) =>
  ok(
    organizer.entries[':id'].withdraw.$post({
      param: id(entryId),
      json: rebalance ? { refund, rebalance } : { refund },
    }),
  )

export const moveEntry = (entryId: number, toClassId: number, confirm = false) =>
  ok(
    organizer.entries[':id'].move.$post({
      param: id(entryId),
      json: confirm ? { toClassId, confirm: true } : { toClassId },
    }),
  )

export const decideApproval = (entryId: number, decision: 'approve' | 'refuse') =>
  ok(organizer.entries[':id'][decision].$post({ param: id(entryId) }))

export const promoteEntry = (entryId: number) =>
  ok(organizer.entries[':id'].promote.$post({ param: id(entryId) }))

export const reorderWaitlist = (classId: number, entryIds: number[]) =>
  ok(organizer.classes[':id'].waitlist.$put({ param: id(classId), json: { entryIds } }))

export const inviteMember = (orgId: number, email: string, role: OrgRole) =>
  ok(
    organizer.organizations[':orgId'].members.$post({
      param: { orgId: String(orgId) },
      json: { email, role },
    }),
  )

export const changeMemberRole = (orgId: number, userId: number, role: OrgRole) =>
  ok(
    organizer.organizations[':orgId'].members[':userId'].$patch({
      param: { orgId: String(orgId), userId: String(userId) },
      json: { role },
    }),
  )

export const removeMember = (orgId: number, userId: number) =>
  ok(
    organizer.organizations[':orgId'].members[':userId'].$delete({
      param: { orgId: String(orgId), userId: String(userId) },
    }),
  )

export const acceptInvitation = (token: string) => ok(organizer.invitations.accept.$post({ json: { token } }))

/** Two "find me a partner" entries of the class become one (the API explains what happens to money). */
export const pairEntries = (classId: number, entryIds: [number, number]) =>
  ok(organizer.classes[':id'].pairs.$post({ param: id(classId), json: { entryIds } }))

export const revokeInvitation = (orgId: number, invitationId: number) =>
  ok(
    organizer.organizations[':orgId'].invitations[':id'].$delete({
      param: { orgId: String(orgId), id: String(invitationId) },
    }),
  )

/** The event's messages (issue 16): by default those that failed or are being retried. */
export const eventMessagesQuery = (eventId: number, status?: OutboxMessage['status']) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId, 'messages', status ?? 'undelivered'],
    queryFn: async ({ signal }) =>
      (
        await ok(
          organizer.events[':id'].messages.$get(
            { param: id(eventId), query: { status: status || undefined } },
            init(signal),
          ),
        )
      ).items,
  })

export const retryMessage = (messageId: number) =>
  ok(organizer.messages[':id'].retry.$post({ param: id(messageId) }))
