// Organizer console queries and writes (/bff/organizer/*). Query keys live here only; they start
// with USER_QUERY_ROOT so signing out drops the console's data with the rest of the user's.
import { queryOptions } from '@tanstack/react-query'
import { UnauthorizedError, bff } from '../lib/bff.ts'
import type {
  AuditEntry,
  ClassInput,
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
      await bff<{ items: ManagedEntry[]; class: ManagedClass }>(`${API}/classes/${classId}/entries`, {
        query: { status, search },
        signal,
      }),
  })

export const eventAuditQuery = (eventId: number) =>
  queryOptions({
    queryKey: [...ROOT, 'event', eventId, 'audit'],
    queryFn: async ({ signal }) =>
      (await bff<{ items: AuditEntry[] }>(`${API}/events/${eventId}/audit`, { signal })).items,
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
  bff<ManagedEvent>(`${API}/events/${eventId}/${action}`, { method: 'POST', body: {} })

export const copyEvent = (eventId: number, offsetDays: number) =>
  bff<ManagedEvent>(`${API}/events/${eventId}/copy`, { method: 'POST', body: { offsetDays } })

export const createClass = (eventId: number, body: ClassInput) =>
  bff<ManagedClass>(`${API}/events/${eventId}/classes`, { method: 'POST', body })

export const updateClass = (classId: number, body: Partial<ClassInput>, confirm = false) =>
  bff<ManagedClass>(`${API}/classes/${classId}`, {
    method: 'PATCH',
    body: confirm ? { ...body, confirm: true } : body,
  })

export const deleteClass = (classId: number, confirm = false) =>
  bff<void>(`${API}/classes/${classId}`, { method: 'DELETE', query: { confirm: confirm || undefined } })

export const addWalkIn = (classId: number, body: WalkIn) =>
  bff<ManagedEntry>(`${API}/classes/${classId}/entries`, { method: 'POST', body })

export const withdrawEntry = (entryId: number, refundMinor: number | null) =>
  bff<ManagedEntry>(`${API}/entries/${entryId}/withdraw`, {
    method: 'POST',
    body: refundMinor === null ? {} : { refundMinor },
  })

export const moveEntry = (entryId: number, classId: number) =>
  bff<ManagedEntry>(`${API}/entries/${entryId}/move`, { method: 'POST', body: { classId } })

export const decideApproval = (entryId: number, decision: 'approve' | 'refuse') =>
  bff<ManagedEntry>(`${API}/entries/${entryId}/${decision}`, { method: 'POST', body: {} })

export const promoteEntry = (entryId: number) =>
  bff<ManagedEntry>(`${API}/entries/${entryId}/promote`, { method: 'POST', body: {} })

export const reorderWaitlist = (classId: number, entryIds: number[]) =>
  bff<void>(`${API}/classes/${classId}/waitlist`, { method: 'POST', body: { entryIds } })

export const pairEntries = (entryId: number, partnerEntryId: number) =>
  bff<ManagedEntry>(`${API}/entries/${entryId}/pair`, { method: 'POST', body: { partnerEntryId } })

export const inviteMember = (orgId: number, email: string, role: OrgRole) =>
  bff<{ id: number; link: string }>(`${API}/organizations/${orgId}/members`, {
    method: 'POST',
    body: { email, role },
  })

export const changeMemberRole = (orgId: number, userId: number, role: OrgRole) =>
  bff<void>(`${API}/organizations/${orgId}/members/${userId}`, { method: 'PATCH', body: { role } })

export const removeMember = (orgId: number, userId: number) =>
  bff<void>(`${API}/organizations/${orgId}/members/${userId}`, { method: 'DELETE' })

export const revokeInvitation = (orgId: number, invitationId: number) =>
  bff<void>(`${API}/organizations/${orgId}/invitations/${invitationId}`, { method: 'DELETE' })

export const acceptInvitation = (token: string) =>
  bff<{ organizationId: number; role: OrgRole }>(`${API}/invitations/accept`, {
    method: 'POST',
    body: { token },
  })
