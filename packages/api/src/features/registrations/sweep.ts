// Releasing what ran out of time: unpaid holds past their expiry, partner invitations past their
// deadline; then the waitlist moves into the freed places. Runs on the write paths with the class
// locked (sweepClass), for a whole tournament in short transactions of its own
// (maintainTournament), and for every class with something due in the background
// (hold-sweep.ts), so nobody waits for a place until someone else happens to write.
import {
  and,
  asc,
  classes,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  orderRefunds,
  orders,
  partnerInvitations,
  PLACE_HOLDING_SQL,
  registrations,
  sql,
  tournaments,
  type Executor,
} from '@courtside/db'
import { lockClasses, lockOrder, type LockedClass } from './class-store.ts'
import { mergeEffects, newEffects, type Ctx, type Effects } from './effects.ts'
import { afterPartnerLost } from './entry-outcome.ts'
import { MAX_REFUND_ATTEMPTS } from './refunds.ts'
import { withTransaction } from './transaction.ts'
import { promoteWaitlist } from './waitlist.ts'

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
 * Classes (of one tournament, or of all) with something to do: lapsed holds, overdue partners,
 * free places.
 */
async function classesNeedingSweep(db: Executor, tournamentId: number | null, now: Date): Promise<number[]> {
  const at = now.toISOString()
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        tournamentId === null ? undefined : eq(classes.tournamentId, tournamentId),
        sql`(
      exists (select 1 from registrations r join orders o on o.id = r.order_id
              where r.class_id = ${classes.id} and r.status = 'pending_payment'
                and o.status in ('pending', 'failed') and o.expires_at <= ${at})
      or exists (select 1 from partner_invitations pi join registrations r on r.id = pi.registration_id
                 where pi.class_id = ${classes.id} and pi.status = 'pending' and pi.deadline <= ${at}
                   and r.status in ('waiting_partner', 'waitlisted'))
      or (exists (select 1 from registrations r where r.class_id = ${classes.id} and r.status = 'waitlisted'
                  and not exists (select 1 from partner_invitations pi
                                  where pi.registration_id = r.id and pi.status = 'pending'))
          and (select count(distinct coalesce(r.team_id, -r.id)) from registrations r
               where r.class_id = ${classes.id} and r.status in ${PLACE_HOLDING_SQL})
              < ${classes.capacity}
          -- promoteWaitlist moves nobody once the event has begun.
          and exists (select 1 from tournaments t where t.id = ${classes.tournamentId}
                      and t.progress = 0 and t.start_date > ${at})))`,
      ),
    )
    .orderBy(asc(classes.id))
  return rows.map((r) => r.id)
}

/**
 * Brings a tournament's classes up to date (each in its own short transaction) and picks up
 * refunds that were recorded but never reached the provider. Cheap when nothing is due.
 */
export async function maintainTournament(options: {
  db: Executor
  paymentProvider: string
  tournamentId: number
  now: Date
}): Promise<Effects> {
  const { db, tournamentId, now } = options
  const effects = await sweepClasses(
    db,
    options.paymentProvider,
    await classesNeedingSweep(db, tournamentId, now),
    now,
  )
  const stuck = await db
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(
      and(
        eq(orders.tournamentId, tournamentId),
        eq(orderRefunds.status, 'pending'),
        isNull(orderRefunds.providerRef),
        lt(orderRefunds.attempts, MAX_REFUND_ATTEMPTS),
      ),
    )
    .limit(10)
  effects.refundIds.push(...stuck.map((r) => r.id).filter((id) => !effects.refundIds.includes(id)))
  return effects
}

/** Sweeps each class in a short transaction of its own; the effects are to run after. */
async function sweepClasses(
  db: Executor,
  paymentProvider: string,
  classIds: readonly number[],
  now: Date,
): Promise<Effects> {
  const effects = newEffects()
  for (const classId of classIds) {
    const local = newEffects()
    await withTransaction(
      db,
      async (tx) => {
        local.notices.length = 0
        local.refundIds.length = 0
        const cls = (await lockClasses(tx, [classId])).get(classId)
        if (!cls) return
        const ctx: Ctx = { tx, now, effects: local, paymentProvider }
        await sweepClass(ctx, cls)
      },
      { effects: local },
    )
    mergeEffects(effects, local)
  }
  return effects
}

/** Every class with something due, of every tournament (the background sweep, hold-sweep.ts). */
export async function sweepDueClasses(options: {
  db: Executor
  paymentProvider: string
  now: Date
}): Promise<Effects> {
  const { db, now } = options
  return sweepClasses(db, options.paymentProvider, await classesNeedingSweep(db, null, now), now)
}
