// Registering: with the classes locked, each entry either takes a free place (pending payment,
// held for CHECKOUT_HOLD_MINUTES) or joins the waitlist, partners are invited, and a free order
// is settled at once. The same Idempotency-Key returns the first result instead.
import {
  and,
  eq,
  orderItems,
  orders,
  partnerInvitations,
  registrations,
  users,
  type Executor,
} from '@courtside/db'
import { isUniqueViolation } from '../../http/database-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { receiptNotice } from '../messages/index.ts'
import { lockClasses, nextWaitlistPosition, placesTaken, type LockedClass } from './class-store.ts'
import { newEffects, type Ctx, type Effects } from './effects.ts'
import { settlePaidEntry } from './entry-outcome.ts'
import {
  assertEntriesShape,
  classesOfTournament,
  evaluateEntries,
  priceEntries,
  REASON_MESSAGES,
} from './evaluate-entries.ts'
import { insertOrder, insertOrderLine } from './order-store.ts'
import { addHours, addMinutes, CHECKOUT_HOLD_MINUTES } from './rules.ts'
import { sweepClass } from './sweep.ts'
import { withTransaction } from './transaction.ts'
import type { EntryRequest, OrderView } from './types.ts'
import { getOrderView } from './views.ts'

type Db = Executor

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
        const orderId = await insertOrder(tx, {
          userId,
          tournamentId,
          idempotencyKey,
          totals: priced.quote,
          paymentProvider: options.paymentProvider,
          expiresAt: addMinutes(now, CHECKOUT_HOLD_MINUTES),
          now,
        })

        for (const line of priced.lines) {
          const { cls } = line.evaluated
          const [registration] = await tx
            .insert(registrations)
            .values({
              orderId: line.isWaitlisted ? null : orderId,
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
          await insertOrderLine(tx, {
            orderId,
            registrationId: registration.id,
            classId: cls.id,
            kind: line.isWaitlisted ? 'waitlisted' : 'charged',
            quantity: line.quantity,
            unitFeeMinor: line.unitFeeMinor,
            feeMinor: line.feeMinor,
            discountMinor: line.discountMinor,
            vatMinor: line.vatMinor,
            totalMinor: line.totalMinor,
            now,
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
          const receipt = await receiptNotice(tx, orderId, now)
          if (receipt) effects.notices.push(receipt)
        }
        return orderId
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

/** The inviter's name as their partner's invitation message shows it. */
async function fullName(tx: Executor, userId: number): Promise<string> {
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
  return person ? `${person.firstName} ${person.lastName}` : ''
}
