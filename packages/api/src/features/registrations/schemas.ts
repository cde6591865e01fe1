// The registration and payment answers (/bff/registrations, /bff/payments): the zod schemas that
// describe them in /bff/openapi.json, from which types.ts derives the types the services return
// and lib/types.ts re-exports to the web. This module imports nothing of the API (no http/, no
// lib/), so lib/types.ts can reach it without an import circle (docs/decisions/0013). Money is
// integer minor units in `currency`.
import { z } from '@hono/zod-openapi'

export const RegistrationEntryStatus = z
  .enum([
    'pending_payment',
    'waiting_partner',
    'confirmed',
    'waitlisted',
    'cancelled',
    'expired',
    /** A rating exception the organizer has still to approve (issue 12). */
    'pending_approval',
  ])
  .openapi('RegistrationEntryStatus')

export const OrderStatus = z
  .enum(['pending', 'paid', 'failed', 'canceled', 'expired', 'refunded'])
  .openapi('OrderStatus')

const RatingKind = z.enum(['singles', 'doubles'])
const VatMode = z.enum(['included', 'added'])

export const IneligibilityReason = z
  .discriminatedUnion('code', [
    z.object({ code: z.literal('REGISTRATION_NOT_OPEN') }),
    z.object({
      code: z.literal('ALREADY_REGISTERED'),
      status: z.union([RegistrationEntryStatus, z.literal('partner')]),
    }),
    z.object({ code: z.literal('RATING_MISSING'), ratingKind: RatingKind }),
    z.object({
      code: z.literal('RATING_TOO_LOW'),
      rating: z.number(),
      min: z.number(),
      ratingKind: RatingKind,
    }),
    z.object({
      code: z.literal('RATING_TOO_HIGH'),
      rating: z.number(),
      max: z.number(),
      ratingKind: RatingKind,
    }),
    z.object({ code: z.literal('PARTNER_REQUIRED') }),
    z.object({ code: z.literal('PARTNER_NOT_ALLOWED') }),
    z.object({ code: z.literal('TOO_MANY_PARTNERS'), max: z.number() }),
    z.object({ code: z.literal('PARTNER_UNAVAILABLE'), userId: z.number() }),
    // Class gates (gates.ts, issue 12).
    z.object({ code: z.literal('GENDER_MISMATCH'), required: z.enum(['men', 'women']) }),
    z.object({ code: z.literal('GENDER_MISSING') }),
    z.object({ code: z.literal('AGE_MISSING') }),
    z.object({ code: z.literal('TOO_YOUNG'), min: z.number() }),
    z.object({ code: z.literal('TOO_OLD'), max: z.number() }),
  ])
  .openapi('IneligibilityReason')

export const PartnerRule = z
  .object({
    /** 0 for singles and cup, 1 for doubles, up to 7 for teams. */
    maxPartners: z.number(),
    /** Doubles may leave the slot open ("find me a partner"); teams need at least one teammate or an open slot. */
    allowsOpenSlot: z.boolean(),
  })
  .openapi('PartnerRule')

export const RegistrationRules = z
  .object({
    currency: z.string(),
    vatRateBasisPoints: z.number(),
    vatMode: VatMode,
    multiClassDiscount: z.object({ minClasses: z.number(), percent: z.number() }).nullable(),
    /** Cancellations until this moment are refunded (start − refundUntilDays). */
    refundUntil: z.string(),
    refundUntilDays: z.number(),
    paymentWindowHours: z.number(),
    partnerDeadlineHours: z.number(),
    /** Minutes a new checkout holds its places before they are released. */
    checkoutHoldMinutes: z.number(),
  })
  .openapi('RegistrationRules')

export const RegistrationClassOption = z
  .object({
    id: z.number(),
    name: z.string(),
    type: z.number(),
    gender: z.string(),
    capacity: z.number(),
    placesTaken: z.number(),
    placesLeft: z.number(),
    waitlistCount: z.number(),
    /** Full: a new entry joins the waitlist and pays only when promoted. */
    isFull: z.boolean(),
    feeMinor: z.number(),
    ratingMin: z.number().nullable(),
    ratingMax: z.number().nullable(),
    startsAt: z.string().nullable(),
    partnerRule: PartnerRule,
    /** Empty when the signed-in player may enter (a partner's rating may still matter for doubles). */
    reasons: z.array(IneligibilityReason),
    myRating: z.number().nullable(),
    /** The only obstacle is a missing DUPR rating and the class lets such players ask for approval. */
    canAskApproval: z.boolean(),
  })
  .openapi('RegistrationClassOption')

export const RegistrationOptions = z
  .object({
    tournament: z.object({
      id: z.number(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      timeZone: z.string(),
      eventType: z.enum(['tournaments', 'travels']),
      registrationStatus: z.enum(['open', 'not_yet_open', 'closed', 'finished']),
      registrationClosesAt: z.string().nullable(),
      organizationName: z.string(),
    }),
    rules: RegistrationRules,
    classes: z.array(RegistrationClassOption),
    paymentProvider: z.enum(['test_checkout', 'stripe']),
  })
  .openapi('RegistrationOptions')

export const QuoteLine = z
  .object({
    classId: z.number(),
    className: z.string(),
    classType: z.number(),
    /** Players paid for: the registering player pays for invited partners too. */
    quantity: z.number(),
    unitFeeMinor: z.number(),
    feeMinor: z.number(),
    /** The class is full: this entry joins the waitlist and is not charged now. */
    isWaitlisted: z.boolean(),
    discountMinor: z.number(),
    vatMinor: z.number(),
    totalMinor: z.number(),
    reasons: z.array(IneligibilityReason),
  })
  .openapi('QuoteLine')

export const Quote = z
  .object({
    currency: z.string(),
    lines: z.array(QuoteLine),
    subtotalMinor: z.number(),
    discountMinor: z.number(),
    vatMinor: z.number(),
    vatRateBasisPoints: z.number(),
    vatMode: VatMode,
    totalMinor: z.number(),
    isValid: z.boolean(),
    rules: RegistrationRules,
  })
  .openapi('Quote')

export const OrderItemView = z
  .object({
    registrationId: z.number(),
    classId: z.number(),
    className: z.string(),
    classType: z.number(),
    kind: z.enum(['charged', 'waitlisted']),
    quantity: z.number(),
    unitFeeMinor: z.number(),
    feeMinor: z.number(),
    discountMinor: z.number(),
    vatMinor: z.number(),
    totalMinor: z.number(),
    status: RegistrationEntryStatus,
    /** 1-based place on the waitlist while waitlisted. */
    waitlistRank: z.number().nullable(),
  })
  .openapi('OrderItemView')

export const RefundView = z
  .object({
    id: z.number(),
    registrationId: z.number().nullable(),
    amountMinor: z.number(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    reason: z.enum(['cancellation', 'late_payment', 'partner_deadline']),
    createdAt: z.string(),
  })
  .openapi('RefundView')

export const OrderView = z
  .object({
    id: z.string(),
    tournament: z.object({ id: z.number(), name: z.string(), timeZone: z.string(), startDate: z.string() }),
    status: OrderStatus,
    currency: z.string(),
    subtotalMinor: z.number(),
    discountMinor: z.number(),
    vatMinor: z.number(),
    vatRateBasisPoints: z.number(),
    vatMode: VatMode,
    totalMinor: z.number(),
    refundedMinor: z.number(),
    paymentProvider: z.string(),
    /** Pending orders hold their places until then. */
    expiresAt: z.string(),
    paidAt: z.string().nullable(),
    createdAt: z.string(),
    /** Pending (or declined, retryable) and not expired. */
    isPayable: z.boolean(),
    items: z.array(OrderItemView),
    refunds: z.array(RefundView),
  })
  .openapi('OrderView')

export const PaymentStart = z
  .discriminatedUnion('provider', [
    z.object({ provider: z.literal('none'), orderId: z.string() }),
    z.object({ provider: z.literal('test_checkout'), orderId: z.string(), checkoutPath: z.string() }),
    z.object({
      provider: z.literal('stripe'),
      orderId: z.string(),
      clientSecret: z.string(),
      publishableKey: z.string(),
      returnUrl: z.string(),
    }),
  ])
  .openapi('PaymentStart')

export const TestCheckoutResult = z
  .object({
    redirectStatus: z.enum(['succeeded', 'failed', 'canceled']),
    successPath: z.string(),
    order: OrderView,
  })
  .openapi('TestCheckoutResult')

const InvitationStatus = z.enum(['pending', 'accepted', 'declined', 'expired', 'cancelled'])

export const PartnerView = z
  .object({
    userId: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    invitationStatus: InvitationStatus.nullable(),
  })
  .openapi('PartnerView')

export const MyRegistration = z
  .object({
    registrationId: z.number(),
    status: RegistrationEntryStatus,
    createdAt: z.string(),
    /** endDate: the profile shows the check-in code until the event is over (issue 15). */
    tournament: z.object({
      id: z.number(),
      name: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      timeZone: z.string(),
    }),
    /** startsAt: when the class plays (null when the organizer has not scheduled it yet). */
    class: z.object({ id: z.number(), name: z.string(), type: z.number(), startsAt: z.string().nullable() }),
    waitlistRank: z.number().nullable(),
    isLookingForPartner: z.boolean(),
    /** True when someone else registered this entry and I am their partner/teammate. */
    isPartnerEntry: z.boolean(),
    partners: z.array(PartnerView),
    partnerDeadline: z.string().nullable(),
    /** The order that pays (or paid) for this entry; null for partner entries and seeded ones. */
    order: z
      .object({
        id: z.string(),
        status: OrderStatus,
        isPayable: z.boolean(),
        expiresAt: z.string(),
        currency: z.string(),
        vatRateBasisPoints: z.number(),
        vatMode: VatMode,
        paidAt: z.string().nullable(),
        line: z.object({
          quantity: z.number(),
          feeMinor: z.number(),
          discountMinor: z.number(),
          vatMinor: z.number(),
          totalMinor: z.number(),
        }),
        refundedMinor: z.number(),
      })
      .nullable(),
    cancel: z.object({ isAllowed: z.boolean(), refundMinor: z.number(), refundUntil: z.string() }),
  })
  .openapi('MyRegistration')

export const InvitationView = z
  .object({
    id: z.number(),
    status: InvitationStatus,
    deadline: z.string(),
    tournament: z.object({ id: z.number(), name: z.string(), startDate: z.string(), timeZone: z.string() }),
    class: z.object({ id: z.number(), name: z.string(), type: z.number() }),
    inviter: z.object({ userId: z.number(), firstName: z.string(), lastName: z.string() }),
  })
  .openapi('InvitationView')

export const MyRegistrations = z
  .object({ entries: z.array(MyRegistration), invitations: z.array(InvitationView) })
  .openapi('MyRegistrations')

export const PlayerSearchResult = z
  .object({
    id: z.number(),
    firstName: z.string(),
    lastName: z.string(),
    userName: z.string(),
    country: z.string().nullable(),
    avatar: z.string().nullable(),
    duprRatingSingles: z.number().nullable(),
    duprRatingDoubles: z.number().nullable(),
  })
  .openapi('PlayerSearchResult')

export const LookingForPartnerEntry = z
  .object({ registrationId: z.number(), player: PlayerSearchResult, since: z.string() })
  .openapi('LookingForPartnerEntry')

export const PlayerSearchList = z.object({ items: z.array(PlayerSearchResult) }).openapi('PlayerSearchList')

export const LookingForPartnerList = z
  .object({ items: z.array(LookingForPartnerEntry) })
  .openapi('LookingForPartnerList')

export const CancelledRegistration = z
  .object({ registrationId: z.number(), status: z.literal('cancelled'), refundMinor: z.number() })
  .openapi('CancelledRegistration')

export const ApprovalRequest = z
  .object({ id: z.number(), status: z.literal('pending_approval') })
  .openapi('ApprovalRequest')
