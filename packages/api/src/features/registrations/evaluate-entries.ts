// Checking and pricing a selection of classes for a player: the window, what the player and the
// chosen partners are already in, ratings, gender and age gates; then the price of the charged
// entries together. Nothing here writes; quotes and the registration itself build on it.
import {
  and,
  anyOfPlaceholder,
  eq,
  inArray,
  partnerInvitations,
  preparedQuery,
  registrations,
  users,
  type Executor,
} from '@courtside/db'
import {
  ACTIVE_ENTRY_STATUSES,
  allocatePriceLines,
  priceRegistration,
  registrationStatus,
} from '@courtside/domain'
import { AppError, notFound } from '../../lib/errors.ts'
import { readClasses, type LockedClass } from './class-store.ts'
import { gateReasons } from './gates.ts'
import { soloOpenEntry } from './manage.ts'
import {
  CHECKOUT_HOLD_MINUTES,
  MAX_ENTRIES_PER_ORDER,
  partnerRuleFor,
  ratingKindFor,
  ratingReasons,
  refundDeadline,
} from './rules.ts'
import type {
  EntryRequest,
  IneligibilityReason,
  Quote,
  QuoteLine,
  RegistrationEntryStatus,
  RegistrationRules,
} from './types.ts'

type Db = Executor

export function rulesOf(cls: LockedClass): RegistrationRules {
  const hasDiscount = cls.multiClassDiscountMinClasses !== null && cls.multiClassDiscountPercent !== null
  return {
    currency: cls.currency,
    vatRateBasisPoints: cls.vatRateBasisPoints,
    vatMode: cls.vatMode,
    multiClassDiscount: hasDiscount
      ? {
          minClasses: cls.multiClassDiscountMinClasses as number,
          percent: cls.multiClassDiscountPercent as number,
        }
      : null,
    refundUntil: refundDeadline(cls.tournamentStart, cls.refundUntilDays).toISOString(),
    refundUntilDays: cls.refundUntilDays,
    paymentWindowHours: cls.paymentWindowHours,
    partnerDeadlineHours: cls.partnerDeadlineHours,
    checkoutHoldMinutes: CHECKOUT_HOLD_MINUTES,
  }
}

export function isWindowOpen(cls: LockedClass, now: Date): boolean {
  return (
    cls.tournamentStatus === 'published' &&
    registrationStatus(
      {
        registrationOpensAt: cls.registrationOpensAt,
        registrationClosesAt: cls.registrationClosesAt,
        progress: cls.tournamentProgress,
      },
      now,
    ) === 'open'
  )
}

// Built once per database (preparedQuery, docs/decisions/0014); the ids are array placeholders.
const ownEntriesQuery = preparedQuery('registration_involvement_own', (db, name) =>
  db
    .select({ classId: registrations.classId, userId: registrations.userId, status: registrations.status })
    .from(registrations)
    .where(
      and(
        anyOfPlaceholder(registrations.classId, 'classIds'),
        anyOfPlaceholder(registrations.userId, 'userIds'),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
      ),
    )
    .prepare(name),
)

const invitedQuery = preparedQuery('registration_involvement_invited', (db, name) =>
  db
    .select({ classId: partnerInvitations.classId, userId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .where(
      and(
        anyOfPlaceholder(partnerInvitations.classId, 'classIds'),
        anyOfPlaceholder(partnerInvitations.invitedUserId, 'userIds'),
        inArray(partnerInvitations.status, ['pending', 'accepted']),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
      ),
    )
    .prepare(name),
)

/** How each user is already involved in each class: their live entry, or as invited partner. */
export async function involvement(
  db: Db,
  classIds: readonly number[],
  userIds: readonly number[],
): Promise<Map<string, RegistrationEntryStatus | 'partner'>> {
  const result = new Map<string, RegistrationEntryStatus | 'partner'>()
  if (classIds.length === 0 || userIds.length === 0) return result
  const values = { classIds: [...classIds], userIds: [...userIds] }
  const own = await ownEntriesQuery(db).execute(values)
  for (const row of own) result.set(`${row.classId}:${row.userId}`, row.status)
  const invited = await invitedQuery(db).execute(values)
  for (const row of invited) {
    const key = `${row.classId}:${row.userId}`
    if (!result.has(key)) result.set(key, 'partner')
  }
  return result
}

export type EvaluatedEntry = {
  request: EntryRequest
  cls: LockedClass
  partnerUserIds: number[]
  isLookingForPartner: boolean
  quantity: number
  isWaitlisted: boolean
  reasons: IneligibilityReason[]
}

/** Checks every requested entry for the player; nothing is written. */
export async function evaluateEntries(
  db: Db,
  options: {
    userId: number
    classesById: Map<number, LockedClass>
    entries: readonly EntryRequest[]
    now: Date
  },
): Promise<EvaluatedEntry[]> {
  const { userId, classesById, entries, now } = options
  const partnerIds = [...new Set(entries.flatMap((e) => e.partnerUserIds ?? []))]
  const people = await db
    .select({
      id: users.id,
      singles: users.duprRatingSingles,
      doubles: users.duprRatingDoubles,
      gender: users.gender,
      birthYear: users.birthYear,
    })
    .from(users)
    .where(inArray(users.id, [userId, ...partnerIds]))
  const peopleById = new Map(people.map((p) => [p.id, p]))
  const involved = await involvement(db, [...classesById.keys()], [userId, ...partnerIds])

  const evaluated: EvaluatedEntry[] = []
  for (const request of entries) {
    const cls = classesById.get(request.classId)
    if (!cls) throw notFound('Class')
    const reasons: IneligibilityReason[] = []
    if (!isWindowOpen(cls, now)) reasons.push({ code: 'REGISTRATION_NOT_OPEN' })
    const mine = involved.get(`${cls.id}:${userId}`)
    if (mine) reasons.push({ code: 'ALREADY_REGISTERED', status: mine })

    const rule = partnerRuleFor(cls.type)
    const partners = [...new Set(request.partnerUserIds ?? [])]
    let isLookingForPartner = rule.allowsOpenSlot && (request.isLookingForPartner ?? false)
    if (rule.maxPartners === 0 && partners.length > 0) reasons.push({ code: 'PARTNER_NOT_ALLOWED' })
    else if (partners.length > rule.maxPartners) {
      reasons.push({ code: 'TOO_MANY_PARTNERS', max: rule.maxPartners })
    } else if (rule.maxPartners > 0 && partners.length === 0 && !isLookingForPartner) {
      reasons.push({ code: 'PARTNER_REQUIRED' })
    }
    // A doubles pair with a named partner has no open slot.
    if (rule.maxPartners === 1 && partners.length === 1) isLookingForPartner = false
    for (const partnerId of partners) {
      const theirs = involved.get(`${cls.id}:${partnerId}`)
      // A player registered alone and looking for a partner may be invited; accepting ends
      // their solo entry (manage.ts respondToInvitation).
      const isAvailable =
        theirs === undefined ||
        (theirs !== 'partner' && (await soloOpenEntry(db, cls.id, partnerId)) !== null)
      if (partnerId === userId || !peopleById.has(partnerId) || !isAvailable) {
        reasons.push({ code: 'PARTNER_UNAVAILABLE', userId: partnerId })
      }
    }
    const kind = ratingKindFor(cls.type)
    const memberRatings = [userId, ...partners].map((id) => {
      const person = peopleById.get(id)
      return person ? (kind === 'singles' ? person.singles : person.doubles) : null
    })
    reasons.push(
      ...ratingReasons({
        ratingMin: cls.ratingMin,
        ratingMax: cls.ratingMax,
        classType: cls.type,
        memberRatings,
      }),
    )
    // Gender and age gates apply to every member of the entry (issue 12).
    const gate = { ...cls, eventStart: cls.tournamentStart }
    for (const id of [userId, ...partners]) {
      const person = peopleById.get(id)
      if (person) reasons.push(...gateReasons(gate, person))
    }
    evaluated.push({
      request,
      cls,
      partnerUserIds: rule.maxPartners === 0 ? [] : partners,
      isLookingForPartner,
      quantity: 1 + (rule.maxPartners === 0 ? 0 : partners.length),
      isWaitlisted: false,
      reasons,
    })
  }
  return evaluated
}

export type PricedOrder = {
  quote: Quote
  lines: (QuoteLine & { evaluated: EvaluatedEntry })[]
}

/** Prices the charged entries together (multi-class discount, VAT); waitlisted ones cost 0 now. */
export function priceEntries(evaluated: EvaluatedEntry[], first: LockedClass): PricedOrder {
  const charged = evaluated.filter((e) => !e.isWaitlisted)
  const rules = rulesOf(first)
  const breakdown = priceRegistration({
    currency: first.currency,
    items: charged.map((e) => ({ classId: e.cls.id, feeMinor: e.cls.feeMinor * e.quantity })),
    vatRateBasisPoints: first.vatRateBasisPoints,
    vatMode: first.vatMode,
    multiClassDiscount: rules.multiClassDiscount,
  })
  const shares = new Map(allocatePriceLines(breakdown).map((s) => [s.classId, s]))
  const lines = evaluated.map((e) => {
    const share = e.isWaitlisted ? undefined : shares.get(e.cls.id)
    return {
      classId: e.cls.id,
      className: e.cls.name,
      classType: e.cls.type,
      quantity: e.quantity,
      unitFeeMinor: e.cls.feeMinor,
      feeMinor: e.cls.feeMinor * e.quantity,
      isWaitlisted: e.isWaitlisted,
      discountMinor: share?.discountMinor ?? 0,
      vatMinor: share?.vatMinor ?? 0,
      totalMinor: share?.totalMinor ?? 0,
      reasons: e.reasons,
      evaluated: e,
    }
  })
  return {
    lines,
    quote: {
      currency: breakdown.currency,
      lines: lines.map(({ evaluated: _evaluated, ...line }) => line),
      subtotalMinor: breakdown.subtotalMinor,
      discountMinor: breakdown.discountMinor,
      vatMinor: breakdown.vatMinor,
      vatRateBasisPoints: breakdown.vatRateBasisPoints,
      vatMode: breakdown.vatMode,
      totalMinor: breakdown.totalMinor,
      isValid: lines.length > 0 && lines.every((l) => l.reasons.length === 0),
      rules,
    },
  }
}

export function assertEntriesShape(entries: readonly EntryRequest[]): void {
  if (entries.length === 0) throw new AppError(400, 'NO_CLASSES', 'Choose at least one class')
  if (entries.length > MAX_ENTRIES_PER_ORDER) {
    throw new AppError(400, 'TOO_MANY_CLASSES', `At most ${MAX_ENTRIES_PER_ORDER} classes per registration`)
  }
  if (new Set(entries.map((e) => e.classId)).size !== entries.length) {
    throw new AppError(400, 'DUPLICATE_CLASS', 'A class is listed twice')
  }
}

export async function classesOfTournament(
  db: Db,
  tournamentId: number,
  entries: readonly EntryRequest[],
): Promise<Map<number, LockedClass>> {
  const rows = await readClasses(
    db,
    entries.map((e) => e.classId),
  )
  const byId = new Map(rows.map((r) => [r.id, r]))
  for (const entry of entries) {
    const cls = byId.get(entry.classId)
    if (!cls || cls.tournamentId !== tournamentId || cls.tournamentStatus !== 'published') {
      throw notFound(`Class ${entry.classId} of this tournament`)
    }
  }
  return byId
}

export const REASON_MESSAGES: Record<IneligibilityReason['code'], string> = {
  REGISTRATION_NOT_OPEN: 'Registration for this tournament is not open',
  ALREADY_REGISTERED: 'You are already registered for this class',
  RATING_MISSING: 'This class needs a DUPR rating from every player',
  RATING_TOO_LOW: 'The rating is below the class minimum',
  RATING_TOO_HIGH: 'The rating is above the class maximum',
  PARTNER_REQUIRED: 'Choose a partner or look for one',
  PARTNER_NOT_ALLOWED: 'This class takes no partner',
  TOO_MANY_PARTNERS: 'Too many partners for this class',
  PARTNER_UNAVAILABLE: 'A chosen partner cannot enter this class',
  GENDER_MISMATCH: 'This class is for another gender',
  GENDER_MISSING: 'This class needs the gender in your profile',
  AGE_MISSING: 'This class has an age limit and needs the birth year in your profile',
  TOO_YOUNG: 'A player is younger than the class minimum age',
  TOO_OLD: 'A player is older than the class maximum age',
}
