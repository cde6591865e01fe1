// The entries desk's decisions: move to another class, decide rating exceptions, and order/promote
// the waitlist. Refunds and messages run after commit.
import { ACTIVE_ENTRY_STATUSES } from '@courtside/domain'
import { and, eq, or, partnerInvitations, registrations, teams, type Db } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'
import {
  type Effects,
  lockClasses,
  newEffects,
  nextWaitlistPosition,
  placesTaken,
  promoteWaitlist,
  sweepClass,
  withTransaction,
} from '../registrations/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import { DESK_PROVIDER, lockOne, lockedEntry } from './entry-locks.ts'

export async function moveEntry(options: {
  db: Db
  access: Access
  entryId: number
  toClassId: number
  confirm: boolean
  now: Date
}): Promise<void> {
  const { db, access, entryId, toClassId, now } = options
  await withTransaction(db, async (tx) => {
    const [found] = await tx.select().from(registrations).where(eq(registrations.id, entryId))
    if (!found) throw new AppError(404, 'NOT_FOUND', 'Entry not found')
    const locked = await lockClasses(tx, [found.classId, toClassId])
    const from = locked.get(found.classId)
    const to = locked.get(toClassId)
    if (!from || !to || to.tournamentId !== from.tournamentId)
      throw new AppError(404, 'NOT_FOUND', 'Target class not found in this event')
    if (to.id === from.id) throw new AppError(409, 'SAME_CLASS', 'The entry is already in this class')
    if (to.type !== from.type)
      throw new AppError(409, 'CLASS_TYPE_DIFFERS', 'An entry can only move to a class of the same type')
    const [reg] = await tx.select().from(registrations).where(eq(registrations.id, entryId)).for('update')
    if (!reg || !(ACTIVE_ENTRY_STATUSES as readonly string[]).includes(reg.status))
      throw new AppError(409, 'NOT_ACTIVE', 'This entry is no longer active')
    if (reg.status !== 'waitlisted' && (await placesTaken(tx, to.id)) >= to.capacity)
      throw new AppError(409, 'CLASS_FULL', 'The target class is full')
    if (to.feeMinor !== from.feeMinor && !options.confirm) {
      throw new AppError(
        409,
        'CONFIRMATION_REQUIRED',
        `The fees differ (${from.feeMinor} → ${to.feeMinor} minor units); the difference is not charged or refunded automatically. Send confirm: true to move anyway`,
      )
    }
    const memberRows =
      reg.teamId === null
        ? eq(registrations.id, reg.id)
        : or(eq(registrations.id, reg.id), eq(registrations.teamId, reg.teamId))
    const waitlistPosition = reg.status === 'waitlisted' ? await nextWaitlistPosition(tx, to.id) : null
    await tx.update(registrations).set({ classId: to.id, waitlistPosition, updatedAt: now }).where(memberRows)
    if (reg.teamId !== null) await tx.update(teams).set({ classId: to.id }).where(eq(teams.id, reg.teamId))
    await tx
      .update(partnerInvitations)
      .set({ classId: to.id })
      .where(eq(partnerInvitations.registrationId, reg.id))
    await sweepClass({ tx, now, effects: newEffects(), paymentProvider: DESK_PROVIDER }, from)
    await writeAudit(tx, {
      access,
      eventId: from.tournamentId,
      action: 'entry.move',
      objectType: 'entry',
      objectId: entryId,
      before: { classId: from.id },
      after: { classId: to.id },
      at: now,
    })
  })
}

/** Rating exception: approved entries join the waitlist and get a place (and a payment link) in turn. */
export async function decideApproval(options: {
  db: Db
  access: Access
  entryId: number
  approve: boolean
  now: Date
  paymentProvider: string
}): Promise<Effects> {
  const { db, access, entryId, approve, now } = options
  const effects = newEffects()
  await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const { cls, reg } = await lockedEntry(tx, entryId)
      if (reg.status !== 'pending_approval')
        throw new AppError(409, 'NOT_PENDING_APPROVAL', 'This entry is not waiting for approval')
      if (approve) {
        await tx
          .update(registrations)
          .set({
            status: 'waitlisted',
            waitlistPosition: await nextWaitlistPosition(tx, cls.id),
            updatedAt: now,
          })
          .where(eq(registrations.id, reg.id))
        await promoteWaitlist({ tx, now, effects, paymentProvider: options.paymentProvider }, cls)
      } else {
        await tx
          .update(registrations)
          .set({ status: 'cancelled', updatedAt: now })
          .where(eq(registrations.id, reg.id))
      }
      effects.notices.push({
        userId: reg.userId,
        kind: approve ? 'approved' : 'refused',
        tournamentId: cls.tournamentId,
        tournamentName: cls.tournamentName,
        className: cls.name,
      })
      await writeAudit(tx, {
        access,
        eventId: cls.tournamentId,
        action: approve ? 'entry.approve' : 'entry.refuse',
        objectType: 'entry',
        objectId: entryId,
        before: { status: reg.status },
        after: { status: approve ? 'waitlisted' : 'cancelled' },
        at: now,
      })
    },
    { effects },
  )
  return effects
}

/** The waitlist in the given order (every waitlisted entry of the class, each once). */
export async function orderWaitlist(options: {
  db: Db
  access: Access
  classId: number
  entryIds: number[]
  now: Date
}): Promise<void> {
  const { db, access, classId, entryIds, now } = options
  await withTransaction(db, async (tx) => {
    const cls = await lockOne(tx, classId)
    const waiting = await tx
      .select({ id: registrations.id, position: registrations.waitlistPosition })
      .from(registrations)
      .where(and(eq(registrations.classId, classId), eq(registrations.status, 'waitlisted')))
    const expected = new Set(waiting.map((w) => w.id))
    if (
      entryIds.length !== expected.size ||
      new Set(entryIds).size !== entryIds.length ||
      entryIds.some((id) => !expected.has(id))
    ) {
      throw new AppError(
        409,
        'WAITLIST_CHANGED',
        'Send every waitlisted entry of the class exactly once (the waitlist may have changed; reload it)',
      )
    }
    for (const [index, id] of entryIds.entries()) {
      await tx
        .update(registrations)
        .set({ waitlistPosition: index + 1, updatedAt: now })
        .where(eq(registrations.id, id))
    }
    await writeAudit(tx, {
      access,
      eventId: cls.tournamentId,
      action: 'class.waitlist_order',
      objectType: 'class',
      objectId: classId,
      before: waiting.sort((a, b) => (a.position ?? 0) - (b.position ?? 0)).map((w) => w.id),
      after: entryIds,
      at: now,
    })
  })
}

/** Offers a waitlisted entry a free place now, ahead of the others (a payment link follows). */
export async function promoteByOrganizer(options: {
  db: Db
  access: Access
  entryId: number
  now: Date
  paymentProvider: string
}): Promise<Effects> {
  const { db, access, entryId, now } = options
  const effects = newEffects()
  await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const { cls, reg } = await lockedEntry(tx, entryId)
      if (reg.status !== 'waitlisted')
        throw new AppError(409, 'NOT_WAITLISTED', 'Only a waitlisted entry can be promoted')
      if ((await placesTaken(tx, cls.id)) >= cls.capacity)
        throw new AppError(409, 'CLASS_FULL', 'The class has no free place; raise its capacity first')
      await tx
        .update(registrations)
        .set({ waitlistPosition: 0, updatedAt: now })
        .where(eq(registrations.id, reg.id))
      await promoteWaitlist({ tx, now, effects, paymentProvider: options.paymentProvider }, cls)
      const [after] = await tx
        .select({ status: registrations.status })
        .from(registrations)
        .where(eq(registrations.id, reg.id))
      if (after?.status === 'waitlisted')
        throw new AppError(409, 'NOT_PROMOTABLE', 'The entry still waits for a partner to answer')
      await writeAudit(tx, {
        access,
        eventId: cls.tournamentId,
        action: 'entry.promote',
        objectType: 'entry',
        objectId: entryId,
        before: { status: 'waitlisted' },
        after,
        at: now,
      })
    },
    { effects },
  )
  return effects
}
