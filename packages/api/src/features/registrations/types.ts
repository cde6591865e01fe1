// Response shapes of /bff/registration and /bff/payments. Type-only and client-safe: the web app
// imports these with `import type`. Money is integer minor units in `currency`.

export type RegistrationEntryStatus =
  | 'pending_payment'
  | 'waiting_partner'
  | 'confirmed'
  | 'waitlisted'
  | 'cancelled'
  | 'expired'
  /** A rating exception the organizer has still to approve (issue 12). */
  | 'pending_approval'

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'canceled' | 'expired' | 'refunded'

export type IneligibilityReason =
  | { code: 'REGISTRATION_NOT_OPEN' }
  | { code: 'ALREADY_REGISTERED'; status: RegistrationEntryStatus | 'partner' }
  | { code: 'RATING_MISSING'; ratingKind: 'singles' | 'doubles' }
  | { code: 'RATING_TOO_LOW'; rating: number; min: number; ratingKind: 'singles' | 'doubles' }
  | { code: 'RATING_TOO_HIGH'; rating: number; max: number; ratingKind: 'singles' | 'doubles' }
  | { code: 'PARTNER_REQUIRED' }
  | { code: 'PARTNER_NOT_ALLOWED' }
  | { code: 'TOO_MANY_PARTNERS'; max: number }
  | { code: 'PARTNER_UNAVAILABLE'; userId: number }
  // Class gates (gates.ts, issue 12).
  | { code: 'GENDER_MISMATCH'; required: 'men' | 'women' }
  | { code: 'GENDER_MISSING' }
  | { code: 'AGE_MISSING' }
  | { code: 'TOO_YOUNG'; min: number }
  | { code: 'TOO_OLD'; max: number }

export type PartnerRule = {
  /** 0 for singles and cup, 1 for doubles, up to 7 for teams. */
  maxPartners: number
  /** Doubles may leave the slot open ("find me a partner"); teams need at least one teammate or an open slot. */
  allowsOpenSlot: boolean
}

export type RegistrationRules = {
  currency: string
  vatRateBasisPoints: number
  vatMode: 'included' | 'added'
  multiClassDiscount: { minClasses: number; percent: number } | null
  /** Cancellations until this moment are refunded (start − refundUntilDays). */
  refundUntil: string
  refundUntilDays: number
  paymentWindowHours: number
  partnerDeadlineHours: number
  /** Minutes a new checkout holds its places before they are released. */
  checkoutHoldMinutes: number
}

export type RegistrationClassOption = {
  id: number
  name: string
  type: number
  gender: string
  capacity: number
  placesTaken: number
  placesLeft: number
  waitlistCount: number
  /** Full: a new entry joins the waitlist and pays only when promoted. */
  isFull: boolean
  feeMinor: number
  ratingMin: number | null
  ratingMax: number | null
  startsAt: string | null
  partnerRule: PartnerRule
  /** Empty when the signed-in player may enter (a partner's rating may still matter for doubles). */
  reasons: IneligibilityReason[]
  myRating: number | null
  /** The only obstacle is a missing DUPR rating and the class lets such players ask for approval. */
  canAskApproval: boolean
}

export type RegistrationOptions = {
  tournament: {
    id: number
    name: string
    startDate: string
    endDate: string
    timeZone: string
    eventType: 'tournaments' | 'travels'
    registrationStatus: 'open' | 'not_yet_open' | 'closed' | 'finished'
    registrationClosesAt: string | null
    organizationName: string
  }
  rules: RegistrationRules
  classes: RegistrationClassOption[]
  paymentProvider: 'test_checkout' | 'stripe'
}

export type EntryRequest = {
  classId: number
  /** Invited partners (doubles: one; teams: teammates). Empty with isLookingForPartner = open slot. */
  partnerUserIds?: number[]
  isLookingForPartner?: boolean
  teamName?: string
}

export type QuoteLine = {
  classId: number
  className: string
  classType: number
  /** Players paid for: the registering player pays for invited partners too. */
  quantity: number
  unitFeeMinor: number
  feeMinor: number
  /** The class is full: this entry joins the waitlist and is not charged now. */
  isWaitlisted: boolean
  discountMinor: number
  vatMinor: number
  totalMinor: number
  reasons: IneligibilityReason[]
}

export type Quote = {
  currency: string
  lines: QuoteLine[]
  subtotalMinor: number
  discountMinor: number
  vatMinor: number
  vatRateBasisPoints: number
  vatMode: 'included' | 'added'
  totalMinor: number
  isValid: boolean
  rules: RegistrationRules
}

export type OrderItemView = {
  registrationId: number
  classId: number
  className: string
  classType: number
  kind: 'charged' | 'waitlisted'
  quantity: number
  unitFeeMinor: number
  feeMinor: number
  discountMinor: number
  vatMinor: number
  totalMinor: number
  status: RegistrationEntryStatus
  /** 1-based place on the waitlist while waitlisted. */
  waitlistRank: number | null
}

export type RefundView = {
  id: number
  registrationId: number | null
  amountMinor: number
  status: 'pending' | 'succeeded' | 'failed'
  reason: 'cancellation' | 'late_payment' | 'partner_deadline'
  createdAt: string
}

export type OrderView = {
  id: string
  tournament: { id: number; name: string; timeZone: string; startDate: string }
  status: OrderStatus
  currency: string
  subtotalMinor: number
  discountMinor: number
  vatMinor: number
  vatRateBasisPoints: number
  vatMode: 'included' | 'added'
  totalMinor: number
  refundedMinor: number
  paymentProvider: string
  /** Pending orders hold their places until then. */
  expiresAt: string
  paidAt: string | null
  createdAt: string
  /** Pending (or declined, retryable) and not expired. */
  isPayable: boolean
  items: OrderItemView[]
  refunds: RefundView[]
}

export type PaymentStart =
  | { provider: 'none'; orderId: string }
  | { provider: 'test_checkout'; orderId: string; checkoutPath: string }
  | { provider: 'stripe'; orderId: string; clientSecret: string; publishableKey: string; returnUrl: string }

export type TestCheckoutResult = {
  redirectStatus: 'succeeded' | 'failed' | 'canceled'
  successPath: string
  order: OrderView
}

export type PartnerView = {
  userId: number
  firstName: string
  lastName: string
  invitationStatus: 'pending' | 'accepted' | 'declined' | 'expired' | 'cancelled' | null
}

export type MyRegistration = {
  registrationId: number
  status: RegistrationEntryStatus
  createdAt: string
  /** endDate: the profile shows the check-in code until the event is over (issue 15). */
  tournament: { id: number; name: string; startDate: string; endDate: string; timeZone: string }
  /** startsAt: when the class plays (null when the organizer has not scheduled it yet). */
  class: { id: number; name: string; type: number; startsAt: string | null }
  waitlistRank: number | null
  isLookingForPartner: boolean
  /** True when someone else registered this entry and I am their partner/teammate. */
  isPartnerEntry: boolean
  partners: PartnerView[]
  partnerDeadline: string | null
  /** The order that pays (or paid) for this entry; null for partner entries and seeded ones. */
  order: {
    id: string
    status: OrderStatus
    isPayable: boolean
    expiresAt: string
    currency: string
    vatRateBasisPoints: number
    vatMode: 'included' | 'added'
    paidAt: string | null
    line: { quantity: number; feeMinor: number; discountMinor: number; vatMinor: number; totalMinor: number }
    refundedMinor: number
  } | null
  cancel: { isAllowed: boolean; refundMinor: number; refundUntil: string }
}

export type InvitationView = {
  id: number
  status: 'pending' | 'accepted' | 'declined' | 'expired' | 'cancelled'
  deadline: string
  tournament: { id: number; name: string; startDate: string; timeZone: string }
  class: { id: number; name: string; type: number }
  inviter: { userId: number; firstName: string; lastName: string }
}

export type MyRegistrations = {
  entries: MyRegistration[]
  invitations: InvitationView[]
}

export type PlayerSearchResult = {
  id: number
  firstName: string
  lastName: string
  userName: string
  country: string | null
  avatar: string | null
  duprRatingSingles: number | null
  duprRatingDoubles: number | null
}

export type LookingForPartnerEntry = {
  registrationId: number
  player: PlayerSearchResult
  since: string
}
