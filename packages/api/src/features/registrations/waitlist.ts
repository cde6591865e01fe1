// Waitlist promotion: while a class has free places, the first eligible waitlisted entries are
// offered one, each with a new order to pay within the organizer's window.
import { and, asc, eq, partnerInvitations, registrations, sql } from '@courtside/db'
import { allocatePriceLines, priceRegistration } from '@courtside/domain'
import { receiptNotice } from '../messages/index.ts'
import { placesTaken, type LockedClass } from './class-store.ts'
import type { Ctx } from './effects.ts'
import { acceptedPartnerIds, settlePaidEntry } from './entry-outcome.ts'
import { insertOrder, insertOrderLine } from './order-store.ts'
import { addHours } from './rules.ts'

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
  const orderId = await insertOrder(tx, {
    userId: reg.userId,
    tournamentId: cls.tournamentId,
    idempotencyKey: `promotion:${reg.id}:${now.getTime()}`,
    totals: { ...breakdown, currency: cls.currency },
    paymentProvider: ctx.paymentProvider,
    expiresAt,
    now,
  })
  await insertOrderLine(tx, {
    orderId,
    registrationId: reg.id,
    classId: cls.id,
    kind: 'charged',
    quantity,
    unitFeeMinor,
    feeMinor: share?.feeMinor ?? 0,
    discountMinor: share?.discountMinor ?? 0,
    vatMinor: share?.vatMinor ?? 0,
    totalMinor: share?.totalMinor ?? 0,
    now,
  })
  await tx
    .update(registrations)
    .set({ status: 'pending_payment', orderId, waitlistPosition: null, updatedAt: now })
    .where(eq(registrations.id, reg.id))
  if (isFree) {
    await settlePaidEntry(ctx, cls, reg.id)
    // Nothing to pay, so no payment writes the receipt: this place's receipt goes out now.
    const receipt = await receiptNotice(tx, orderId, now)
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
