// Organizer console queries and writes (/bff/organizer/*). Query keys live here only; they start
// with USER_QUERY_ROOT so signing out drops the console's data with the rest of the user's.
import { queryOptions } from '@tanstack/react-query'
import { UnauthorizedError, bff } from '../lib/bff.ts'
import type {
  AuditEntry,
  ClassInput,
  Consequence,
  Invitation,
  RefundChoice,
  EntryStatus,
  EventCreate,
  EventPatch,
  ManagedClass,
  ManagedEntry,
  ManagedEvent,
  ManagedEventSummary,
  MembersView,
  OrgRole,
  OrganizerMe,
  OutboxMessage,
  WalkIn,
} from './manage-types.ts'
import { USER_QUERY_ROOT } from './user.ts'

const ROOT = [...USER_QUERY_ROOT, 'manage'] as const
const API = '/organizer'

/** The console's data, all of it refetched after any write (the views overlap). */
export const manageQueryRoot = () => ROOT

/** Organizations and roles of the signed-in user; anonymous (401) is "no organizations". */
export const organizerMeQuery = () =>
  queryOptions({
    queryKey: [...ROOT, 'me'],
    queryFn: async ({ signal }) => {
      try {
        return await bff<OrganizerMe>(`${API}/me`, { signal })
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
      (await bff<{ items: ManagedEventSummary[] }>(`${API}/organizations/${orgId}/events`, { signal })).items,
  })

export const managedEventQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId],
    queryFn: ({ signal }) => bff<ManagedEvent>(`${API}/events/${eventId}`, { signal }),
  })

export const classEntriesQuery = (classId: number, status?: EntryStatus, search?: string) =>
  queryOptions({
    queryKey: [...ROOT, 'class', classId, 'entries', status ?? 'all', search ?? ''],
    queryFn: async ({ signal }) =>
      (
        await bff<{ items: ManagedEntry[] }>(`${API}/classes/${classId}/entries`, {
          query: { status, search },
          signal,
        })
      ).items,
  })

export const eventAuditQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId, 'audit'],
    queryFn: async ({ signal }) =>
      bff<{ items: AuditEntry[]; nextBefore: number | null }>(`${API}/events/${eventId}/audit`, { signal }),
  })

export const membersQuery = (orgId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'org', orgId, 'members'],
    queryFn: ({ signal }) => bff<MembersView>(`${API}/organizations/${orgId}/members`, { signal }),
  })

/** The CSV export is a plain download link (UTF-8 with BOM, made by the server). */
export const entriesCsvUrl = (classId: number) => `/bff${API}/classes/${classId}/entries.csv`

export const createEvent = (orgId: number, body: EventCreate) =>
  bff<ManagedEvent>(`${API}/organizations/${orgId}/events`, { method: 'POST', body })

export const updateEvent = (eventId: number, body: EventPatch) =>
  bff<ManagedEvent>(`${API}/events/${eventId}`, { method: 'PATCH', body })

export const uploadEventImage = (eventId: number, fileName: string, file: string) =>
  bff<{ image: string }>(`${API}/events/${eventId}/image`, { method: 'POST', body: { fileName, file } })

export type EventAction = 'publish' | 'unpublish' | 'cancel'
export const changeEventStatus = (eventId: number, action: EventAction) =>
  bff<unknown>(`${API}/events/${eventId}/${action}`, { method: 'POST' })

export const copyEvent = (eventId: number, offsetDays: number) =>
  bff<ManagedEvent>(`${API}/events/${eventId}/copy`, { method: 'POST', body: { offsetDays } })

export const createClass = (eventId: number, body: ClassInput) =>
  bff<ManagedClass>(`${API}/events/${eventId}/classes`, { method: 'POST', body })

export const updateClass = (classId: number, body: Partial<ClassInput>, confirm = false) =>
  bff<{ class: ManagedClass; withdrawn: Consequence[] }>(`${API}/classes/${classId}`, {
    method: 'PATCH',
    body: confirm ? { ...body, confirm: true } : body,
  })

export const deleteClass = (classId: number) => bff<void>(`${API}/classes/${classId}`, { method: 'DELETE' })

export const addWalkIn = (classId: number, body: WalkIn) =>
  bff<{ id: number; status: 'confirmed' }>(`${API}/classes/${classId}/entries`, { method: 'POST', body })

/** `rebalance`: in a locked group draw before play, refill a group that became too small. */
export const withdrawEntry = (entryId: number, refund: RefundChoice, rebalance = false) =>
  bff<{ status: 'cancelled'; refundMinor: number }>(`${API}/entries/${entryId}/withdraw`, {
    method: 'POST',
    body: rebalance ? { refund, rebalance } : { refund },
  })

export const moveEntry = (entryId: number, toClassId: number, confirm = false) =>
  bff<{ id: number; classId: number }>(`${API}/entries/${entryId}/move`, {
    method: 'POST',
    body: confirm ? { toClassId, confirm: true } : { toClassId },
  })

export const decideApproval = (entryId: number, decision: 'approve' | 'refuse') =>
  bff<{ id: number; approved: boolean }>(`${API}/entries/${entryId}/${decision}`, { method: 'POST' })

export const promoteEntry = (entryId: number) =>
  bff<{ id: number }>(`${API}/entries/${entryId}/promote`, { method: 'POST' })

export const reorderWaitlist = (classId: number, entryIds: number[]) =>
  bff<{ entryIds: number[] }>(`${API}/classes/${classId}/waitlist`, { method: 'PUT', body: { entryIds } })

export const inviteMember = (orgId: number, email: string, role: OrgRole) =>
  bff<Invitation & { link: string }>(`${API}/organizations/${orgId}/members`, {
    method: 'POST',
    body: { email, role },
  })

export const changeMemberRole = (orgId: number, userId: number, role: OrgRole) =>
  bff<{ userId: number; role: OrgRole }>(`${API}/organizations/${orgId}/members/${userId}`, {
    method: 'PATCH',
    body: { role },
  })

export const removeMember = (orgId: number, userId: number) =>
  bff<void>(`${API}/organizations/${orgId}/members/${userId}`, { method: 'DELETE' })

export const acceptInvitation = (token: string) =>
  bff<{ organization: { id: number; slug: string; name: string }; role: OrgRole }>(
    `${API}/invitations/accept`,
    {
      method: 'POST',
      body: { token },
    },
  )

/** Two "find me a partner" entries of the class become one (the API explains what happens to money). */
export const pairEntries = (classId: number, entryIds: [number, number]) =>
  bff<{
    entryId: number
    releasedEntryId: number
    status: 'confirmed' | 'waitlisted'
    alreadyPaired: boolean
  }>(`${API}/classes/${classId}/pairs`, { method: 'POST', body: { entryIds } })

export const revokeInvitation = (orgId: number, invitationId: number) =>
  bff<void>(`${API}/organizations/${orgId}/invitations/${invitationId}`, { method: 'DELETE' })

/** The event's messages (issue 16): by default those that failed or are being retried. */
export const eventMessagesQuery = (eventId: number, status?: OutboxMessage['status']) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId, 'messages', status ?? 'undelivered'],
    queryFn: async ({ signal }) =>
      (
        await bff<{ items: OutboxMessage[] }>(`${API}/events/${eventId}/messages`, {
          query: status ? { status } : {},
          signal,
        })
      ).items,
  })

export const retryMessage = (messageId: number) =>
  bff<{ id: number; requeued: boolean; status: OutboxMessage['status'] }>(
    `${API}/messages/${messageId}/retry`,
    { method: 'POST' },
  )
