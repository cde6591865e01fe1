// The organizer console's view of the /bff/organizer contract (issue 12). The API slice owns the
// shapes (packages/api/src/features/organizer/contract.ts, served as /bff/openapi.json); these
// types mirror what the console reads and sends, in a client-safe module without ORM imports.
import type { Locale } from '../i18n/locales.ts'

export type OrgRole = 'owner' | 'director' | 'desk' | 'referee'
export const ORG_ROLES: readonly OrgRole[] = ['owner', 'director', 'desk', 'referee']

export type OrganizerMe = {
  userId: number
  organizations: { id: number; name: string; slug: string; role: OrgRole }[]
}

export type EventKind = 'tournament' | 'travel'
export type EventStatus = 'draft' | 'published' | 'cancelled'
export type EventProgress = 'not_started' | 'started' | 'finished'
export type VatMode = 'included' | 'added'

export type ManagedEventSummary = {
  id: number
  name: string
  kind: EventKind
  status: EventStatus
  progress: EventProgress
  startDate: string
  endDate: string
  timeZone: string
  city: string
  classCount: number
  entries: { confirmed: number; waitlisted: number; pendingApproval: number }
  money: { currency: string; paidMinor: number; refundedMinor: number }
}

export type MatchFormat = {
  gamesToWin: number
  pointsToWin: number
  winBy: number
  cap?: number
  scoring: 'side_out' | 'rally'
}

export type ClassTypeName = 'singles' | 'doubles' | 'cup' | 'teams'
export type ClassGender = 'open' | 'men' | 'women' | 'mixed'

export type ManagedClass = {
  id: number
  eventId: number
  name: string
  type: ClassTypeName
  gender: ClassGender
  capacity: number
  feeMinor: number
  ratingMin: number | null
  ratingMax: number | null
  unratedMayAsk: boolean
  minAge: number | null
  maxAge: number | null
  ageReferenceDate: string | null
  matchFormat: MatchFormat
  rankingPreset: string
  startsAt: string | null
  waitlistEnabled: boolean
  position: number
  counts: { confirmed: number; holding: number; waitlisted: number; pendingApproval: number }
}

export type ClassInput = Omit<ManagedClass, 'id' | 'eventId' | 'position' | 'counts'>

export type ManagedEvent = {
  id: number
  slug: string
  organizationId: number
  kind: EventKind
  status: EventStatus
  progress: EventProgress
  name: string
  /** Markdown per language; the default language is the fallback. */
  descriptions: Partial<Record<Locale, string>>
  defaultLanguage: Locale
  image: string | null
  startDate: string
  endDate: string
  timeZone: string
  venueName: string
  address: string
  postalCode: string | null
  city: string
  country: string
  latitude: number | null
  longitude: number | null
  registrationOpensAt: string | null
  registrationClosesAt: string | null
  /** null: the organization's setting applies (shown in `effective`). */
  currency: string | null
  vatMode: VatMode | null
  vatRateBasisPoints: number | null
  refundUntilDays: number | null
  partnerDeadlineHours: number | null
  effective: {
    currency: string
    vatMode: VatMode
    vatRateBasisPoints: number
    refundUntilDays: number
    partnerDeadlineHours: number
  }
  classes: ManagedClass[]
}

export type EventCreate = {
  kind: EventKind
  name: string
  startDate: string
  endDate: string
  timeZone: string
  venueName: string
  address: string
  city: string
  country: string
}

export type EventPatch = Partial<
  Pick<
    ManagedEvent,
    | 'name'
    | 'startDate'
    | 'endDate'
    | 'timeZone'
    | 'venueName'
    | 'address'
    | 'postalCode'
    | 'city'
    | 'country'
    | 'latitude'
    | 'longitude'
    | 'descriptions'
    | 'registrationOpensAt'
    | 'registrationClosesAt'
    | 'currency'
    | 'vatMode'
    | 'vatRateBasisPoints'
    | 'refundUntilDays'
    | 'partnerDeadlineHours'
  >
>

export type EntryStatus =
  | 'pending_payment'
  | 'pending_approval'
  | 'waiting_partner'
  | 'confirmed'
  | 'waitlisted'
  | 'cancelled'
  | 'expired'

export type ManagedEntry = {
  id: number
  classId: number
  status: EntryStatus
  players: { userId: number; name: string; rating: number | null }[]
  isLookingForPartner: boolean
  waitlistPosition: number | null
  feeMinor: number
  payment: 'none' | 'online' | 'desk'
  paidMinor: number
  refundedMinor: number
  createdAt: string
}

export type WalkIn = { userId: number; partnerUserIds?: number[]; paidAtDesk: boolean; confirm?: boolean }
export type RefundChoice = 'policy' | 'full' | 'none'

export type Member = { userId: number; name: string; email: string | null; role: OrgRole; since: string }
export type Invitation = { id: number; email: string; role: OrgRole; expiresAt: string; createdAt: string }
export type MembersView = { members: Member[]; invitations: Invitation[] }

export type AuditEntry = {
  id: number
  at: string
  actor: { userId: number | null; name: string }
  action: string
  objectType: string
  objectId: string
  before: unknown
  after: unknown
}

export type Consequence = { entryId: number; playerName: string; effect: string }

/** `{error:{code,message,fields?,consequences?}}`; consequences mean `confirm: true` would do it. */
export type OrganizerErrorBody = {
  error?: { code?: string; message?: string; fields?: Record<string, string>; consequences?: Consequence[] }
}

/** A message of the event's outbox (GET /bff/organizer/events/{id}/messages, issue 16). */
export type OutboxMessage = {
  id: number
  kind: string
  channel: 'email' | 'sms'
  recipient: string
  player: { userId: number; name: string } | null
  status: 'pending' | 'sent' | 'failed'
  attempts: number
  lastError: string | null
  nextAttemptAt: string | null
  createdAt: string
  sentAt: string | null
}
