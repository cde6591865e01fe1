// Choosing classes: what the signed-in player may enter (options), what it costs (quote) and the
// registration itself (create). Prices always come from the database through the domain's
// pricing rules; the client only says which classes and partners.
import {
  and,
  asc,
  classes,
  eq,
  inArray,
  orderItems,
  orders,
  organizations,
  partnerInvitations,
  PLACE_HOLDING_SQL,
  registrations,
  sql,
  tournaments,
  users,
} from '@courtside/db'
import {
  ACTIVE_ENTRY_STATUSES,
  allocatePriceLines,
  eventTypeOf,
  priceRegistration,
  registrationStatus,
} from '@courtside/domain'
import { AppError, notFound } from '../../lib/errors.ts'
import {
  lockClasses,
  newEffects,
  nextWaitlistPosition,
  placesTaken,
  readClasses,
  settlePaidEntry,
  sweepClass,
  type Ctx,
  type Effects,
  type Executor,
  type LockedClass,
} from './lifecycle.ts'
import {
  addHours,
  addMinutes,
  CHECKOUT_HOLD_MINUTES,
  MAX_ENTRIES_PER_ORDER,
  partnerRuleFor,
  ratingKindFor,
  ratingReasons,
  refundDeadline,
} from './rules.ts'
import { gateReasons } from './gates.ts'
import { soloOpenEntry } from './manage.ts'
import { getOrderView } from './views.ts'
import type {
  EntryRequest,
  IneligibilityReason,
  OrderView,
  Quote,
  QuoteLine,
  RegistrationEntryStatus,
  RegistrationOptions,
  RegistrationRules,
} from './types.ts'
import { withTransaction } from './transaction.ts'
import { receiptNotice } from '../messages/index.ts'
import { isUniqueViolation } from '../../http/database-errors.ts'

/** The inviter's name as their partner's invitation message shows it. */
async function fullName(tx: Executor, userId: number): Promise<string> {
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return person ? `${person.firstName} ${person.lastName}` : ''
}

type Db = Executor

function rulesOf(cls: LockedClass): RegistrationRules {
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

function isWindowOpen(cls: LockedClass, now: Date): boolean {
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

/** How each user is already involved in each class: their live entry, or as invited partner. */
async function involvement(
  db: Db,
  classIds: readonly number[],
  userIds: readonly number[],
): Promise<Map<string, RegistrationEntryStatus | 'partner'>> {
  const result = new Map<string, RegistrationEntryStatus | 'partner'>()
  if (classIds.length === 0 || userIds.length === 0) return result
  const own = await db
    .select({ classId: registrations.classId, userId: registrations.userId, status: registrations.status })
    .from(registrations)
    .where(
      and(
        inArray(registrations.classId, [...classIds]),
        inArray(registrations.userId, [...userIds]),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
      ),
    )
  for (const row of own) result.set(`${row.classId}:${row.userId}`, row.status)
  const invited = await db
    .select({ classId: partnerInvitations.classId, userId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .where(
      and(
        inArray(partnerInvitations.classId, [...classIds]),
        inArray(partnerInvitations.invitedUserId, [...userIds]),
        inArray(partnerInvitations.status, ['pending', 'accepted']),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
      ),
    )
  for (const row of invited) {
    const key = `${row.classId}:${row.userId}`
    if (!result.has(key)) result.set(key, 'partner')
  }
  return result
}

type EvaluatedEntry = {
  request: EntryRequest
  cls: LockedClass
  partnerUserIds: number[]
  isLookingForPartner: boolean
  quantity: number
  isWaitlisted: boolean
  reasons: IneligibilityReason[]
}

/** Checks every requested entry for the player; nothing is written. */
async function evaluateEntries(
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

type PricedOrder = {
  quote: Quote
  lines: (QuoteLine & { evaluated: EvaluatedEntry })[]
}

/** Prices the charged entries together (multi-class discount, VAT); waitlisted ones cost 0 now. */
function priceEntries(evaluated: EvaluatedEntry[], first: LockedClass): PricedOrder {
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

/**
 * Places taken and waitlist lengths of several classes in one query (read-only views: places
 * held by unpaid orders that ran out of time count as free).
 */
async function freePlacesNow(
  db: Db,
  classIds: readonly number[],
  now: Date,
): Promise<Map<number, { taken: number; waitlist: number }>> {
  const counts = new Map(classIds.map((id) => [id, { taken: 0, waitlist: 0 }]))
  if (classIds.length === 0) return counts
  const rows = await db
    .select({
      classId: registrations.classId,
      taken: sql<number>`count(distinct coalesce(${registrations.teamId}, -${registrations.id})) filter (where ${registrations.status} in ${PLACE_HOLDING_SQL} and not (${registrations.status} = 'pending_payment' and exists (select 1 from ${orders} o where o.id = ${registrations.orderId} and o.status in ('pending', 'failed') and o.expires_at <= ${now.toISOString()})))::int`,
      waitlist: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')::int`,
    })
    .from(registrations)
    .where(inArray(registrations.classId, [...classIds]))
    .groupBy(registrations.classId)
  for (const row of rows) counts.set(row.classId, { taken: row.taken, waitlist: row.waitlist })
  return counts
}

/** The tournament's classes in page order, with what the options list shows besides. */
async function tournamentClasses(db: Db, tournamentId: number) {
  const rows = await db
    .select({ id: classes.id, gender: classes.gender, startsAt: classes.startsAt })
    .from(classes)
    .where(eq(classes.tournamentId, tournamentId))
    .orderBy(asc(classes.position), asc(classes.id))
  const byId = new Map(
    (
      await readClasses(
        db,
        rows.map((r) => r.id),
      )
    ).map((c) => [c.id, c]),
  )
  return rows.flatMap((row) => {
    const cls = byId.get(row.id)
    return cls ? [{ cls, gender: row.gender, startsAt: row.startsAt }] : []
  })
}

/** The registration page's data: classes the player may enter, places, rules. */
export async function getRegistrationOptions(options: {
  db: Db
  tournamentId: number
  userId: number
  now: Date
  paymentProvider: 'test_checkout' | 'stripe'
}): Promise<RegistrationOptions> {
  const { db, tournamentId, userId, now } = options
  const [event] = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      typeCode: tournaments.typeCode,
      startDate: tournaments.startDate,
      endDate: tournaments.endDate,
      timeZone: tournaments.timeZone,
      status: tournaments.status,
      progress: tournaments.progress,
      registrationOpensAt: tournaments.registrationOpensAt,
      registrationClosesAt: tournaments.registrationClosesAt,
      organizationName: organizations.name,
      currency: organizations.currency,
    })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(tournaments.id, tournamentId))
  if (!event || event.status !== 'published') throw notFound('Tournament')
  const list = await tournamentClasses(db, tournamentId)

  const [me] = await db
    .select({
      singles: users.duprRatingSingles,
      doubles: users.duprRatingDoubles,
      gender: users.gender,
      birthYear: users.birthYear,
    })
    .from(users)
    .where(eq(users.id, userId))
  const involved = await involvement(
    db,
    list.map((c) => c.cls.id),
    [userId],
  )
  const places = await freePlacesNow(
    db,
    list.map((c) => c.cls.id),
    now,
  )
  const classOptions = list.map(({ cls, gender, startsAt }) => {
    const { taken, waitlist } = places.get(cls.id) ?? { taken: 0, waitlist: 0 }
    const kind = ratingKindFor(cls.type)
    const myRating = (kind === 'singles' ? me?.singles : me?.doubles) ?? null
    const reasons: IneligibilityReason[] = []
    if (!isWindowOpen(cls, now)) reasons.push({ code: 'REGISTRATION_NOT_OPEN' })
    const mine = involved.get(`${cls.id}:${userId}`)
    if (mine) reasons.push({ code: 'ALREADY_REGISTERED', status: mine })
    // In doubles a higher-rated partner can lift the pair over a minimum, so only a missing
    // or too-high own rating rules the player out here; the quote checks the pair.
    const ratingIssues = ratingReasons({
      ratingMin: cls.ratingMin,
      ratingMax: cls.ratingMax,
      classType: cls.type,
      memberRatings: [myRating],
    }).filter((r) => partnerRuleFor(cls.type).maxPartners === 0 || r.code !== 'RATING_TOO_LOW')
    reasons.push(...ratingIssues)
    if (me) reasons.push(...gateReasons({ ...cls, eventStart: cls.tournamentStart }, me))
    return {
      id: cls.id,
      name: cls.name,
      type: cls.type,
      gender,
      capacity: cls.capacity,
      placesTaken: Math.min(taken, cls.capacity),
      placesLeft: Math.max(0, cls.capacity - taken),
      waitlistCount: waitlist,
      isFull: taken >= cls.capacity,
      feeMinor: cls.feeMinor,
      ratingMin: cls.ratingMin,
      ratingMax: cls.ratingMax,
      startsAt: startsAt?.toISOString() ?? null,
      partnerRule: partnerRuleFor(cls.type),
      reasons,
      myRating,
      // Without a DUPR rating, the organizer may approve the entry by hand (issue 12).
      canAskApproval:
        cls.unratedMayAsk && reasons.length > 0 && reasons.every((r) => r.code === 'RATING_MISSING'),
    }
  })
  const first = list[0]
  return {
    tournament: {
      id: event.id,
      name: event.name,
      startDate: event.startDate.toISOString(),
      endDate: event.endDate.toISOString(),
      timeZone: event.timeZone,
      eventType: eventTypeOf(event.typeCode),
      registrationStatus: registrationStatus(event, now),
      registrationClosesAt: event.registrationClosesAt?.toISOString() ?? null,
      organizationName: event.organizationName,
    },
    rules: first
      ? rulesOf(first.cls)
      : {
          currency: event.currency,
          vatRateBasisPoints: 0,
          vatMode: 'included',
          multiClassDiscount: null,
          refundUntil: event.startDate.toISOString(),
          refundUntilDays: 0,
          paymentWindowHours: 0,
          partnerDeadlineHours: 0,
          checkoutHoldMinutes: CHECKOUT_HOLD_MINUTES,
        },
    classes: classOptions,
    paymentProvider: options.paymentProvider,
  }
}

function assertEntriesShape(entries: readonly EntryRequest[]): void {
  if (entries.length === 0) throw new AppError(400, 'NO_CLASSES', 'Choose at least one class')
  if (entries.length > MAX_ENTRIES_PER_ORDER) {
    throw new AppError(400, 'TOO_MANY_CLASSES', `At most ${MAX_ENTRIES_PER_ORDER} classes per registration`)
  }
  if (new Set(entries.map((e) => e.classId)).size !== entries.length) {
    throw new AppError(400, 'DUPLICATE_CLASS', 'A class is listed twice')
  }
}

async function classesOfTournament(
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

/** The payment summary for a selection (read-only; full classes are priced as waitlisted). */
export async function quoteRegistration(options: {
  db: Db
  userId: number
  tournamentId: number
  entries: readonly EntryRequest[]
  now: Date
}): Promise<Quote> {
  const { db, userId, tournamentId, entries, now } = options
  assertEntriesShape(entries)
  const classesById = await classesOfTournament(db, tournamentId, entries)
  const evaluated = await evaluateEntries(db, { userId, classesById, entries, now })
  const places = await freePlacesNow(
    db,
    evaluated.map((entry) => entry.cls.id),
    now,
  )
  for (const entry of evaluated)
    entry.isWaitlisted = (places.get(entry.cls.id)?.taken ?? 0) >= entry.cls.capacity
  const first = classesById.get(entries[0]?.classId ?? 0) as LockedClass
  return priceEntries(evaluated, first).quote
}

const REASON_MESSAGES: Record<IneligibilityReason['code'], string> = {
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

export type CreateOrderResult = { order: OrderView; isReplay: boolean; effects: Effects }

/**
 * Registers the player for the chosen classes in one order. With the classes locked, each
 * entry either takes a free place (pending payment, held for CHECKOUT_HOLD_MINUTES) or joins
 * the waitlist; so 200 simultaneous attempts on 16 places hold exactly 16. The same
 * Idempotency-Key returns the first result instead of registering again.
 */
export async function createRegistrationOrder(options: {
  db: Db
  userId: number
  tournamentId: number
  entries: readonly EntryRequest[]
  idempotencyKey: string
  now: Date
  paymentProvider: string
}): Promise<CreateOrderResult> {
  const { db, userId, tournamentId, entries, idempotencyKey, now } = options
  assertEntriesShape(entries)
  const replay = await findReplay(db, { userId, idempotencyKey, entries, now })
  if (replay) return { order: replay, isReplay: true, effects: newEffects() }
  const known = await classesOfTournament(db, tournamentId, entries)

  const effects = newEffects()
  let orderId: string
  try {
    orderId = await withTransaction(
      db,
      async (tx) => {
        const classesById = await lockClasses(tx, [...known.keys()])
        const existing = await findOrderByKey(tx, userId, idempotencyKey)
        if (existing) return existing
        const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
        for (const cls of classesById.values()) await sweepClass(ctx, cls)

        const evaluated = await evaluateEntries(tx, { userId, classesById, entries, now })
        const refused = evaluated.flatMap((e) => e.reasons.map((r) => ({ classId: e.cls.id, reason: r })))
        const firstRefusal = refused[0]
        if (firstRefusal) {
          const status = firstRefusal.reason.code === 'ALREADY_REGISTERED' ? 409 : 422
          throw new AppError(
            status,
            firstRefusal.reason.code,
            `${REASON_MESSAGES[firstRefusal.reason.code]} (class ${firstRefusal.classId})`,
          )
        }
        for (const entry of evaluated) {
          entry.isWaitlisted = (await placesTaken(tx, entry.cls.id)) >= entry.cls.capacity
        }
        const first = classesById.get(entries[0]?.classId ?? 0) as LockedClass
        const priced = priceEntries(evaluated, first)
        const isFree = priced.quote.totalMinor === 0
        const [order] = await tx
          .insert(orders)
          .values({
            userId,
            tournamentId,
            idempotencyKey,
            status: isFree ? 'paid' : 'pending',
            currency: priced.quote.currency,
            subtotalMinor: priced.quote.subtotalMinor,
            discountMinor: priced.quote.discountMinor,
            vatMinor: priced.quote.vatMinor,
            vatRateBasisPoints: priced.quote.vatRateBasisPoints,
            vatMode: priced.quote.vatMode,
            totalMinor: priced.quote.totalMinor,
            paymentProvider: isFree ? 'none' : options.paymentProvider,
            expiresAt: addMinutes(now, CHECKOUT_HOLD_MINUTES),
            paidAt: isFree ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: orders.id })
        if (!order) throw new Error('order insert returned nothing')

        for (const line of priced.lines) {
          const { cls } = line.evaluated
          const [registration] = await tx
            .insert(registrations)
            .values({
              orderId: line.isWaitlisted ? null : order.id,
              classId: cls.id,
              userId,
              partnerUserId: line.evaluated.partnerUserIds[0] ?? null,
              status: line.isWaitlisted ? 'waitlisted' : 'pending_payment',
              isLookingForPartner: line.evaluated.isLookingForPartner,
              teamName: line.evaluated.request.teamName?.trim() || null,
              waitlistPosition: line.isWaitlisted ? await nextWaitlistPosition(tx, cls.id) : null,
              feeMinor: cls.feeMinor,
              createdAt: now,
              updatedAt: now,
            })
            .returning({ id: registrations.id })
          if (!registration) throw new Error('registration insert returned nothing')
          await tx.insert(orderItems).values({
            orderId: order.id,
            registrationId: registration.id,
            classId: cls.id,
            kind: line.isWaitlisted ? 'waitlisted' : 'charged',
            quantity: line.quantity,
            unitFeeMinor: line.unitFeeMinor,
            feeMinor: line.feeMinor,
            discountMinor: line.discountMinor,
            vatMinor: line.vatMinor,
            totalMinor: line.totalMinor,
            createdAt: now,
          })
          const deadline = partnerDeadlineFor(cls, now)
          const about = {
            tournamentId: cls.tournamentId,
            tournamentName: cls.tournamentName,
            className: cls.name,
          }
          for (const partnerId of line.evaluated.partnerUserIds) {
            const [invitation] = await tx
              .insert(partnerInvitations)
              .values({
                registrationId: registration.id,
                classId: cls.id,
                inviterUserId: userId,
                invitedUserId: partnerId,
                deadline,
                createdAt: now,
              })
              .returning({ id: partnerInvitations.id })
            effects.notices.push({
              ...about,
              userId: partnerId,
              kind: 'invited',
              extra: deadline.toISOString(),
              subjectId: invitation?.id,
              payload: { invitationId: invitation?.id, inviter: await fullName(tx, userId) },
            })
          }
          if (line.isWaitlisted)
            effects.notices.push({ ...about, userId, kind: 'waitlist_joined', subjectId: registration.id })
          if (isFree && !line.isWaitlisted) await settlePaidEntry(ctx, cls, registration.id)
        }
        // A free order is paid as it is created: its receipt goes out now (no payment will).
        if (isFree) {
          const receipt = await receiptNotice(tx, order.id, now)
          if (receipt) effects.notices.push(receipt)
        }
        return order.id
      },
      { effects },
    )
  } catch (error) {
    if (isUniqueViolation(error, 'orders_user_idem_uq')) {
      const again = await findReplay(db, { userId, idempotencyKey, entries, now })
      if (again) return { order: again, isReplay: true, effects: newEffects() }
    }
    if (isUniqueViolation(error, 'registrations_live_uq')) {
      throw new AppError(409, 'ALREADY_REGISTERED', 'You are already registered for this class')
    }
    throw error
  }
  const order = await getOrderView({ db, orderId, userId, now })
  return { order, isReplay: false, effects }
}

/** Until the organizer's deadline, but never later than the tournament's start. */
function partnerDeadlineFor(cls: LockedClass, now: Date): Date {
  const deadline = addHours(now, cls.partnerDeadlineHours)
  return deadline > cls.tournamentStart ? cls.tournamentStart : deadline
}

async function findOrderByKey(db: Db, userId: number, idempotencyKey: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)))
  return row?.id
}

/** A repeated request with the same key: the first order, if it was for the same classes. */
async function findReplay(
  db: Db,
  options: { userId: number; idempotencyKey: string; entries: readonly EntryRequest[]; now: Date },
): Promise<OrderView | null> {
  const id = await findOrderByKey(db, options.userId, options.idempotencyKey)
  if (!id) return null
  const items = await db
    .select({ classId: orderItems.classId })
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
  const before = items.map((i) => i.classId).sort((a, b) => a - b)
  const now = options.entries.map((e) => e.classId).sort((a, b) => a - b)
  if (before.join(',') !== now.join(',')) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different registration; use a new key',
    )
  }
  return getOrderView({ db, orderId: id, userId: options.userId, now: options.now })
}
