// The organizer console's view of the /bff/organizer contract (issue 12). The answers' types are
// inferred from the API's routes through the typed client (lib/bff-client.ts, issue 18), so the
// compiler holds them against packages/api/src/features/organizer/contract.ts; what the console
// sends is the routes' request bodies. Type-only: nothing here reaches the bundle but ORG_ROLES.
import type { Answer, JsonOf } from '../lib/bff-answer.ts'
import type { api } from '../lib/bff-client.ts'

type Organizer = typeof api.organizer

export type OrganizerMe = Answer<Organizer['me']['$get']>
export type OrgRole = OrganizerMe['organizations'][number]['role']
export const ORG_ROLES: readonly OrgRole[] = ['owner', 'director', 'desk', 'referee']

export type ManagedEventSummary = Answer<
  Organizer['organizations'][':orgId']['events']['$get']
>['items'][number]

export type ManagedEvent = Answer<Organizer['events'][':id']['$get']>
export type EventKind = ManagedEvent['kind']
export type EventStatus = ManagedEvent['status']
export type EventProgress = ManagedEvent['progress']
export type VatMode = ManagedEvent['effective']['vatMode']

export type ManagedClass = ManagedEvent['classes'][number]
export type MatchFormat = ManagedClass['matchFormat']
export type ClassTypeName = ManagedClass['type']
export type ClassGender = ManagedClass['gender']

/** A new class as the form builds it: every field of the answer the console can edit. */
export type ClassInput = Required<JsonOf<Organizer['events'][':id']['classes']['$post']>>

export type EventCreate = JsonOf<Organizer['organizations'][':orgId']['events']['$post']>
export type EventPatch = JsonOf<Organizer['events'][':id']['$patch']>

export type ManagedEntry = Answer<Organizer['classes'][':id']['entries']['$get']>['items'][number]
export type EntryStatus = ManagedEntry['status']

export type WalkIn = JsonOf<Organizer['classes'][':id']['entries']['$post']>
export type RefundChoice = NonNullable<JsonOf<Organizer['entries'][':id']['withdraw']['$post']>['refund']>

export type MembersView = Answer<Organizer['organizations'][':orgId']['members']['$get']>
export type Member = MembersView['members'][number]
export type Invitation = MembersView['invitations'][number]

export type AuditEntry = Answer<Organizer['events'][':id']['audit']['$get']>['items'][number]

export type Consequence = Answer<Organizer['classes'][':id']['$patch']>['withdrawn'][number]

/**
 * `{error:{code,message,fields?,consequences?}}` as the console reads a refusal's text (parsed
 * from an error, so every part may be missing); consequences mean `confirm: true` would do it.
 */
export type OrganizerErrorBody = {
  error?: { code?: string; message?: string; fields?: Record<string, string>; consequences?: Consequence[] }
}

/** A message of the event's outbox (GET /bff/organizer/events/{id}/messages, issue 16). */
export type OutboxMessage = Answer<Organizer['events'][':id']['messages']['$get']>['items'][number]
