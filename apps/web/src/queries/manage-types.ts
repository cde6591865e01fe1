// The organizer console's view of the /bff/organizer contract (issue 12). The API slice
// (packages/api/src/features/organizer, OpenAPI at /bff/openapi.json) owns the shapes; these
// types are what the console reads and sends, kept in one client-safe module without ORM imports.
import type { Locale } from '../i18n/locales.ts'

export type OrgRole = 'owner' | 'director' | 'desk' | 'referee'
export const ORG_ROLES: readonly OrgRole[] = ['owner', 'director', 'desk', 'referee']

export type OrganizerMe = {
  organizations: { id: number; name: string; slug: string; roles: OrgRole[] }[]
}

export type EventKind = 'tournament' | 'travel'
export type EventStatus = 'draft' | 'published' | 'finished' | 'cancelled'
export type VatMode = 'included' | 'added'

export type ManagedEventSummary = {
  id: number
  name: string
  kind: EventKind
  status: EventStatus
  startDate: string
  endDate: string
  timeZone: string
  city: string
  country: string
  currency: string
  entryCount: number
  paidMinor: number
}

export type ManagedEvent = ManagedEventSummary & {
  organizationId: number
  slug: string
  venueName: string
  address: string
  postalCode: string | null
  latitude: number | null
  longitude: number | null
  image: string | null
  /** Markdown per language; the organizer's default language is the fallback. */
  descriptions: Partial<Record<Locale, string>>
  defaultLocale: Locale
  registrationOpensAt: string | null
  registrationClosesAt: string | null
  vatMode: VatMode
  vatRateBasisPoints: number
  refundDeadline: string | null
  partnerDeadline: string | null
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
  Omit<
    ManagedEvent,
    'id' | 'status' | 'organizationId' | 'slug' | 'image' | 'classes' | 'entryCount' | 'paidMinor' | 'kind'
  >
>

export type ClassTypeName = 'singles' | 'doubles' | 'cup' | 'teams'
export type ClassGender = 'open' | 'men' | 'women' | 'mixed'

export type ManagedClass = {
  id: number
  eventId: number
  name: string
  type: ClassTypeName
  gender: ClassGender
  ageMin: number | null
  ageMax: number | null
  ageReferenceDate: string | null
  ratingMin: number | null
  ratingMax: number | null
  allowUnratedApproval: boolean
  capacity: number
  feeMinor: number
  matchFormatPreset: string
  tieBreakPreset: string
  startsAt: string | null
  hasWaitlist: boolean
  confirmedCount: number
  waitlistCount: number
}

export type ClassInput = Omit<ManagedClass, 'id' | 'eventId' | 'confirmedCount' | 'waitlistCount'>

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
  playerName: string
  playerEmail: string | null
  partnerName: string | null
  isLookingForPartner: boolean
  waitlistPosition: number | null
  feeMinor: number
  paidMinor: number
  refundableMinor: number
  duprRating: number | null
  createdAt: string
}

export type WalkIn = { email: string; firstName: string; lastName: string; paidAtDesk: boolean }

export type Member = {
  userId: number
  name: string
  email: string | null
  role: OrgRole
}

export type Invitation = { id: number; email: string; role: OrgRole; expiresAt: string; link?: string }

export type MembersView = { members: Member[]; invitations: Invitation[] }

export type AuditEntry = {
  id: number
  at: string
  actorName: string
  action: string
  objectType: string
  objectId: number | null
  before: unknown
  after: unknown
}

/** `{error:{code,message,fields}}`; a refusal that can be overridden carries `confirmable`. */
export type OrganizerErrorBody = {
  error?: {
    code?: string
    message?: string
    fields?: Record<string, string>
    confirmable?: boolean
  }
}
