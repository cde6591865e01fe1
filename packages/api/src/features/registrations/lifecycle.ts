// The life of a class entry inside one database transaction: locking classes, expiring unpaid
// holds, partner deadlines, waitlist promotion, confirmation and refunds to record. Everything
// that changes who holds a place runs with the class row locked (SELECT … FOR UPDATE), so
// concurrent requests on a class are serialised and capacity cannot be overbooked. Lock order is
// always classes (ascending id) before orders, so two transactions never wait on each other.
// Side effects outside the database (e-mails, refunds through the adapter) are collected in
// `Effects` and carried out after commit (see effects.ts).
import {
  and,
  asc,
  classes,
  eq,
  inArray,
  lte,
  orderItems,
  orderRefunds,
  orders,
  organizations,
  partnerInvitations,
  registrations,
  sql,
  teamMembers,
  teams,
  tournaments,
  users,
} from '@courtside/db'
import {
  allocatePriceLines,
  PLACE_HOLDING_STATUSES,
  priceRegistration,
  teamTypeForClassType,
  TeamType,
} from '@courtside/domain'
import { receiptNotice, type MessagePayload } from '../messages/index.ts'
import { addHours, entryName } from './rules.ts'

import type { Executor, Tx } from '@courtside/db'
export type { Executor, Tx }

export { ACTIVE_ENTRY_STATUSES, PLACE_HOLDING_STATUSES } from '@courtside/domain'

export type Notice = {
  userId: number
  kind:
    | 'promoted'
    | 'invited'
    | 'partner_accepted'
    | 'partner_declined'
    | 'fell_back'
    | 'late_refund'
    | 'event_cancelled'
    | 'withdrawn_by_organizer'
    | 'approved'
    | 'refused'
    | 'waitlist_joined'
    | 'place_expired'
    | 'cancelled'
    | 'receipt'
  tournamentId: number
  tournamentName: string
  className: string
  extra?: string
  /** What the message is about when a class may see the same kind twice (features/messages). */
  subjectId?: number | string
  /** More data for the message's template (refund amount, receipt lines…). */
  payload?: MessagePayload
}

export type Effects = { notices: Notice[]; refundIds: number[] }

export const newEffects = (): Effects => ({ notices: [], refundIds: [] })

export type Ctx = { tx: Tx; now: Date; effects: Effects; paymentProvider: string }

/** A class row locked for this transaction, with what pricing and deadlines need. */
export type LockedClass = {
  id: number
  name: string
  type: number
  capacity: number
  feeMinor: number
  ratingMin: number | null
  ratingMax: number | null
  /** Gates (gates.ts): gender and age limits, and whether unrated players may ask for approval. */
  gender: 'open' | 'men' | 'women' | 'mixed'
  minAge: number | null
  maxAge: number | null
  ageReferenceDate: string | null
  unratedMayAsk: boolean
  tournamentId: number
  tournamentName: string
  tournamentStart: Date
  tournamentProgress: number
  registrationOpensAt: Date | null
  registrationClosesAt: Date | null
  tournamentStatus: string
  currency: string
  vatRateBasisPoints: number
  vatMode: 'included' | 'added'
  multiClassDiscountMinClasses: number | null
  multiClassDiscountPercent: number | null
  partnerDeadlineHours: number
  paymentWindowHours: number
  refundUntilDays: number
}

const lockedClassColumns = {
  id: classes.id,
  name: classes.name,
  type: classes.type,
  capacity: classes.capacity,
  feeMinor: classes.feeMinor,
  ratingMin: classes.ratingMin,
  ratingMax: classes.ratingMax,
  gender: classes.gender,
  minAge: classes.minAge,
  maxAge: classes.maxAge,
  ageReferenceDate: classes.ageReferenceDate,
  unratedMayAsk: classes.unratedMayAsk,
  tournamentId: tournaments.id,
  tournamentName: tournaments.name,
  tournamentStart: tournaments.startDate,
  tournamentProgress: tournaments.progress,
  registrationOpensAt: tournaments.registrationOpensAt,
  registrationClosesAt: tournaments.registrationClosesAt,
  tournamentStatus: tournaments.status,
  // The event's own value when the console set one (issue 12), else the organizer's.
  currency: sql<LockedClass['currency']>`coalesce(${tournaments.currency}, ${organizations.currency})`,
  vatRateBasisPoints: sql<
    LockedClass['vatRateBasisPoints']
  >`coalesce(${tournaments.vatRateBasisPoints}, ${organizations.vatRateBasisPoints})`,
  vatMode: sql<LockedClass['vatMode']>`coalesce(${tournaments.vatMode}, ${organizations.vatMode})`,
  multiClassDiscountMinClasses: organizations.multiClassDiscountMinClasses,
  multiClassDiscountPercent: organizations.multiClassDiscountPercent,
  partnerDeadlineHours: sql<
    LockedClass['partnerDeadlineHours']
  >`coalesce(${tournaments.partnerDeadlineHours}, ${organizations.partnerDeadlineHours})`,
  paymentWindowHours: organizations.paymentWindowHours,
  refundUntilDays: sql<
    LockedClass['refundUntilDays']
  >`coalesce(${tournaments.refundUntilDays}, ${organizations.refundUntilDays})`,
}

/** Reads classes with their tournament and organizer settings (no lock). */
export async function readClasses(db: Executor, classIds: readonly number[]): Promise<LockedClass[]> {
  if (classIds.length === 0) return []
  return db
    .select(lockedClassColumns)
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(inArray(classes.id, [...classIds]))
    .orderBy(asc(classes.id))
}

/**
 * Locks the class rows (ascending id, so concurrent multi-class orders cannot deadlock) and
 * returns them. Only the classes row is locked, not the joined tournament or organizer.
 */
export async function lockClasses(tx: Tx, classIds: readonly number[]): Promise<Map<number, LockedClass>> {
  const ids = [...new Set(classIds)].sort((a, b) => a - b)
  const result = new Map<number, LockedClass>()
  if (ids.length === 0) return result
  const rows = await tx
    .select(lockedClassColumns)
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(inArray(classes.id, ids))
    .orderBy(asc(classes.id))
    .for('update', { of: classes })
  for (const row of rows) result.set(row.id, row)
  return result
}

/** Entries holding a place: one per team, or per registration before a team exists. */
export async function placesTaken(db: Executor, classId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct coalesce(${registrations.teamId}, -${registrations.id}))::int` })
    .from(registrations)
    .where(
      and(eq(registrations.classId, classId), inArray(registrations.status, [...PLACE_HOLDING_STATUSES])),
    )
  return row?.n ?? 0
}

export async function nextWaitlistPosition(tx: Tx, classId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${registrations.waitlistPosition}), 0)::int` })
    .from(registrations)
    .where(eq(registrations.classId, classId))
  return (row?.n ?? 0) + 1
}

/** Locks an order row (always after the classes it touches). */
export async function lockOrder(tx: Tx, orderId: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order
}

/** The classes an order's entries are in (to lock them before the order). */
export async function classIdsOfOrder(db: Executor, orderId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ classId: orderItems.classId })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
  return rows.map((r) => r.classId)
}

/**
 * An unpaid order ran out of time: it expires and its entries release their places. Entries
 * of other classes in the same order are released too (that only frees places, which is
 * always safe); their waitlists move when those classes are next swept.
 */
export async function expireOrder(ctx: Ctx, orderId: string): Promise<void> {
  const order = await lockOrder(ctx.tx, orderId)
  if (!order || (order.status !== 'pending' && order.status !== 'failed')) return
  if (order.expiresAt > ctx.now) return
  await ctx.tx.update(orders).set({ status: 'expired', updatedAt: ctx.now }).where(eq(orders.id, orderId))
  const released = await releaseOrderEntries(ctx, orderId, 'expired')
  if (released.length === 0) return
  const told = await ctx.tx
    .select({
      id: registrations.id,
      userId: registrations.userId,
      className: classes.name,
      tournamentId: tournaments.id,
      tournamentName: tournaments.name,
    })
    .from(registrations)
    .innerJoin(classes, eq(classes.id, registrations.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .where(inArray(registrations.id, released))
  for (const entry of told) ctx.effects.notices.push({ ...entry, kind: 'place_expired', subjectId: entry.id })
}

/** Entries still waiting for this order's payment end as `status`; their invitations lapse. */
export async function releaseOrderEntries(
  ctx: Ctx,
  orderId: string,
  status: 'expired' | 'cancelled',
): Promise<number[]> {
  const released = await ctx.tx
    .update(registrations)
    .set({ status, waitlistPosition: null, updatedAt: ctx.now })
    .where(and(eq(registrations.orderId, orderId), eq(registrations.status, 'pending_payment')))
    .returning({ id: registrations.id })
  const ids = released.map((r) => r.id)
  if (ids.length > 0) {
    await ctx.tx
      .update(partnerInvitations)
      .set({ status: 'cancelled', respondedAt: ctx.now })
      .where(and(inArray(partnerInvitations.registrationId, ids), eq(partnerInvitations.status, 'pending')))
  }
  return ids
}

/**
 * Brings a locked class up to date: expires lapsed unpaid holds, lets paid entries whose
 * partners did not accept in time fall back to the waitlist, then promotes waitlisted entries
 * while places are free. Idempotent: running it twice changes nothing the second time.
 */
export async function sweepClass(ctx: Ctx, cls: LockedClass): Promise<void> {
  const { tx, now } = ctx
  const lapsed = await tx
    .selectDistinct({ orderId: orders.id })
    .from(registrations)
    .innerJoin(orders, eq(orders.id, registrations.orderId))
    .where(
      and(
        eq(registrations.classId, cls.id),
        eq(registrations.status, 'pending_payment'),
        inArray(orders.status, ['pending', 'failed']),
        lte(orders.expiresAt, now),
      ),
    )
  for (const { orderId } of lapsed) await expireOrder(ctx, orderId)

  // Invitations past their deadline (entries waiting for payment keep theirs until paid).
  const overdue = await tx
    .select({
      invitationId: partnerInvitations.id,
      registrationId: registrations.id,
      status: registrations.status,
    })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .where(
      and(
        eq(partnerInvitations.classId, cls.id),
        eq(partnerInvitations.status, 'pending'),
        lte(partnerInvitations.deadline, now),
        inArray(registrations.status, ['waiting_partner', 'waitlisted']),
      ),
    )
  if (overdue.length > 0) {
    await tx
      .update(partnerInvitations)
      .set({ status: 'expired' })
      .where(
        inArray(
          partnerInvitations.id,
          overdue.map((o) => o.invitationId),
        ),
      )
    for (const registrationId of new Set(overdue.map((o) => o.registrationId))) {
      await afterPartnerLost(ctx, cls, registrationId)
    }
  }

  await promoteWaitlist(ctx, cls)
}

/**
 * A partner declined or let the deadline pass. A paid entry that was holding a place falls back
 * to the waitlist (and its payment for the entry is refunded); the slot is left open, so the
 * entry can still be promoted as a player looking for a partner.
 */
export async function afterPartnerLost(ctx: Ctx, cls: LockedClass, registrationId: number): Promise<void> {
  const { tx, now } = ctx
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId))
  if (!reg || (reg.status !== 'waiting_partner' && reg.status !== 'waitlisted')) return
  if (reg.status === 'waiting_partner') {
    // Teammates who had not answered are released too: the entry starts over on the waitlist.
    await tx
      .update(partnerInvitations)
      .set({ status: 'expired' })
      .where(and(eq(partnerInvitations.registrationId, reg.id), eq(partnerInvitations.status, 'pending')))
  }
  const invitations = await tx
    .select({ status: partnerInvitations.status, invitedUserId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .where(eq(partnerInvitations.registrationId, registrationId))
    .orderBy(asc(partnerInvitations.id))
  const accepted = invitations.filter((i) => i.status === 'accepted')
  const hasPending = invitations.some((i) => i.status === 'pending')
  const partnerFields =
    !hasPending && accepted.length === 0
      ? { isLookingForPartner: true, partnerUserId: null }
      : { partnerUserId: accepted[0]?.invitedUserId ?? reg.partnerUserId }

  if (reg.status === 'waitlisted') {
    await tx
      .update(registrations)
      .set({ updatedAt: now, ...partnerFields })
      .where(eq(registrations.id, reg.id))
    return
  }
  await recordLineRefund(ctx, reg.id, reg.orderId, 'partner_deadline')
  await tx
    .update(registrations)
    .set({
      status: 'waitlisted',
      waitlistPosition: await nextWaitlistPosition(tx, cls.id),
      partnerDeadline: null,
      orderId: null,
      updatedAt: now,
      ...partnerFields,
    })
    .where(eq(registrations.id, reg.id))
  ctx.effects.notices.push({
    userId: reg.userId,
    kind: 'fell_back',
    tournamentId: cls.tournamentId,
    tournamentName: cls.tournamentName,
    className: cls.name,
  })
}

/**
 * Records (status pending) a refund of what an entry cost in a paid order, minus what was already
 * refunded for it; executed after commit through the payment adapter (effects.ts).
 */
export async function recordLineRefund(
  ctx: Ctx,
  registrationId: number,
  orderId: string | null,
  reason: 'cancellation' | 'late_payment' | 'partner_deadline',
): Promise<number> {
  if (!orderId) return 0
  const { tx } = ctx
  const order = await lockOrder(tx, orderId)
  if (!order || order.status !== 'paid') return 0
  const [line] = await tx
    .select({ totalMinor: orderItems.totalMinor })
    .from(orderItems)
    .where(
      and(
        eq(orderItems.orderId, orderId),
        eq(orderItems.registrationId, registrationId),
        eq(orderItems.kind, 'charged'),
      ),
    )
  if (!line) return 0
  const [done] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderRefunds.amountMinor}), 0)::int` })
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.orderId, orderId),
        eq(orderRefunds.registrationId, registrationId),
        inArray(orderRefunds.status, ['pending', 'succeeded']),
      ),
    )
  const amount = line.totalMinor - (done?.n ?? 0)
  if (amount <= 0) return 0
  const [refund] = await tx
    .insert(orderRefunds)
    .values({ orderId, registrationId, amountMinor: amount, reason, createdAt: ctx.now })
    .returning({ id: orderRefunds.id })
  if (refund) ctx.effects.refundIds.push(refund.id)
  return amount
}

/** Promotes the first eligible waitlisted entries while the class has free places. */
export async function promoteWaitlist(ctx: Ctx, cls: LockedClass): Promise<void> {
  const { tx, now } = ctx
  if (cls.tournamentProgress !== 0 || cls.tournamentStart <= now) return
  let free = cls.capacity - (await placesTaken(tx, cls.id))
  if (free <= 0) return
  // Eligible: no invitation still unanswered (accepted partners or an open slot).
  const candidates = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.classId, cls.id),
        eq(registrations.status, 'waitlisted'),
        sql`not exists (select 1 from ${partnerInvitations} pi where pi.registration_id = ${registrations.id} and pi.status = 'pending')`,
      ),
    )
    .orderBy(sql`${registrations.waitlistPosition} asc nulls last`, asc(registrations.id))
    .limit(free)
  for (const reg of candidates) {
    if (free <= 0) break
    await promoteEntry(ctx, cls, reg)
    free--
  }
}

async function acceptedPartnerIds(tx: Tx, registrationId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .where(
      and(eq(partnerInvitations.registrationId, registrationId), eq(partnerInvitations.status, 'accepted')),
    )
    .orderBy(asc(partnerInvitations.id))
  return rows.map((r) => r.userId)
}

/** A waitlisted entry gets the place: a new order to pay within the organizer's window. */
async function promoteEntry(
  ctx: Ctx,
  cls: LockedClass,
  reg: typeof registrations.$inferSelect,
): Promise<void> {
  const { tx, now } = ctx
  const quantity = 1 + (await acceptedPartnerIds(tx, reg.id)).length
  const unitFeeMinor = cls.feeMinor
  const breakdown = priceRegistration({
    currency: cls.currency,
    items: [{ classId: cls.id, feeMinor: unitFeeMinor * quantity }],
    vatRateBasisPoints: cls.vatRateBasisPoints,
    vatMode: cls.vatMode,
  })
  const [share] = allocatePriceLines(breakdown)
  const expiresAt = addHours(now, cls.paymentWindowHours)
  const isFree = breakdown.totalMinor === 0
  const [order] = await tx
    .insert(orders)
    .values({
      userId: reg.userId,
      tournamentId: cls.tournamentId,
      idempotencyKey: `promotion:${reg.id}:${now.getTime()}`,
      status: isFree ? 'paid' : 'pending',
      currency: cls.currency,
      subtotalMinor: breakdown.subtotalMinor,
      discountMinor: breakdown.discountMinor,
      vatMinor: breakdown.vatMinor,
      vatRateBasisPoints: breakdown.vatRateBasisPoints,
      vatMode: breakdown.vatMode,
      totalMinor: breakdown.totalMinor,
      paymentProvider: isFree ? 'none' : ctx.paymentProvider,
      expiresAt,
      paidAt: isFree ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id })
  if (!order) throw new Error('order insert returned nothing')
  await tx.insert(orderItems).values({
    orderId: order.id,
    registrationId: reg.id,
    classId: cls.id,
    kind: 'charged',
    quantity,
    unitFeeMinor,
    feeMinor: share?.feeMinor ?? 0,
    discountMinor: share?.discountMinor ?? 0,
    vatMinor: share?.vatMinor ?? 0,
    totalMinor: share?.totalMinor ?? 0,
    createdAt: now,
  })
  await tx
    .update(registrations)
    .set({ status: 'pending_payment', orderId: order.id, waitlistPosition: null, updatedAt: now })
    .where(eq(registrations.id, reg.id))
  if (isFree) {
    await settlePaidEntry(ctx, cls, reg.id)
    // Nothing to pay, so no payment writes the receipt: this place's receipt goes out now.
    const receipt = await receiptNotice(tx, order.id, now)
    if (receipt) ctx.effects.notices.push(receipt)
  }
  ctx.effects.notices.push({
    userId: reg.userId,
    kind: 'promoted',
    tournamentId: cls.tournamentId,
    tournamentName: cls.tournamentName,
    className: cls.name,
    extra: expiresAt.toISOString(),
  })
}

/**
 * The entry's payment arrived. Confirmed when every invited member has accepted; waiting for
 * its partners otherwise (holding the place until their deadline); straight back to the
 * waitlist when a partner already declined or missed the deadline.
 */
export async function settlePaidEntry(ctx: Ctx, cls: LockedClass, registrationId: number): Promise<void> {
  const { tx, now } = ctx
  const invitations = await tx
    .select()
    .from(partnerInvitations)
    .where(eq(partnerInvitations.registrationId, registrationId))
  const outstanding = invitations.filter((i) => i.status === 'pending' && i.deadline > now)
  const lost = invitations.some(
    (i) => i.status === 'declined' || i.status === 'expired' || (i.status === 'pending' && i.deadline <= now),
  )
  if (lost) {
    await tx
      .update(partnerInvitations)
      .set({ status: 'expired' })
      .where(
        and(
          eq(partnerInvitations.registrationId, registrationId),
          eq(partnerInvitations.status, 'pending'),
          lte(partnerInvitations.deadline, now),
        ),
      )
    await tx
      .update(registrations)
      .set({ status: 'waiting_partner', updatedAt: now })
      .where(eq(registrations.id, registrationId))
    await afterPartnerLost(ctx, cls, registrationId)
    return
  }
  if (outstanding.length > 0) {
    const deadline = new Date(Math.max(...outstanding.map((i) => i.deadline.getTime())))
    await tx
      .update(registrations)
      .set({ status: 'waiting_partner', partnerDeadline: deadline, updatedAt: now })
      .where(eq(registrations.id, registrationId))
    return
  }
  await confirmEntry(ctx, cls, registrationId)
}

/**
 * Every member accepted and the entry is paid: it becomes a team of the class (what draws and
 * the class page show), with a confirmed registration for each member.
 */
export async function confirmEntry(ctx: Ctx, cls: LockedClass, registrationId: number): Promise<void> {
  const { tx, now } = ctx
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId))
  if (!reg || reg.status === 'confirmed') return
  const partnerIds = await acceptedPartnerIds(tx, reg.id)
  const memberIds = [reg.userId, ...partnerIds]
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, memberIds))
  const byId = new Map(people.map((p) => [p.id, p]))
  const members = memberIds.map((id) => byId.get(id)).filter((m) => m !== undefined)
  const teamType = teamTypeForClassType(cls.type)
  const [team] = await tx
    .insert(teams)
    .values({
      classId: cls.id,
      name: entryName({ classType: cls.type, members, teamName: reg.teamName ?? undefined }),
      teamType,
      createdAt: now,
    })
    .returning({ id: teams.id })
  if (!team) throw new Error('team insert returned nothing')
  await tx.insert(teamMembers).values(
    memberIds.map((userId, index) => ({
      teamId: team.id,
      userId,
      position: index + 1,
      isCaptain: teamType === TeamType.Team && index === 0,
    })),
  )
  await tx
    .update(registrations)
    .set({
      status: 'confirmed',
      teamId: team.id,
      partnerUserId: teamType === TeamType.Double ? (partnerIds[0] ?? null) : reg.partnerUserId,
      partnerDeadline: null,
      waitlistPosition: null,
      updatedAt: now,
    })
    .where(eq(registrations.id, reg.id))
  if (partnerIds.length > 0) {
    await tx.insert(registrations).values(
      partnerIds.map((userId) => ({
        classId: cls.id,
        userId,
        partnerUserId: reg.userId,
        teamId: team.id,
        status: 'confirmed' as const,
        feeMinor: reg.feeMinor,
        createdAt: now,
        updatedAt: now,
      })),
    )
  }
}

/** The entry's team leaves the class (a cancelled entry); history rows keep no team. */
export async function dissolveTeam(tx: Tx, teamId: number | null): Promise<void> {
  if (teamId === null) return
  await tx.update(registrations).set({ teamId: null }).where(eq(registrations.teamId, teamId))
  await tx.delete(teams).where(eq(teams.id, teamId))
}

/** Waitlist rank (1-based) of each waitlisted registration of the given classes. */
export async function waitlistRanks(db: Executor, classIds: readonly number[]): Promise<Map<number, number>> {
  const ranks = new Map<number, number>()
  if (classIds.length === 0) return ranks
  const rows = await db
    .select({ id: registrations.id, classId: registrations.classId })
    .from(registrations)
    .where(and(inArray(registrations.classId, [...classIds]), eq(registrations.status, 'waitlisted')))
    .orderBy(
      asc(registrations.classId),
      sql`${registrations.waitlistPosition} asc nulls last`,
      asc(registrations.id),
    )
  const counters = new Map<number, number>()
  for (const row of rows) {
    const next = (counters.get(row.classId) ?? 0) + 1
    counters.set(row.classId, next)
    ranks.set(row.id, next)
  }
  return ranks
}
