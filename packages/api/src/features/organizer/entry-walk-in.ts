// A player added at the desk and paid there: confirmed at once, with a desk order as the receipt.
import { ACTIVE_ENTRY_STATUSES } from '@courtside/domain'
import { randomUUID } from 'node:crypto'
import {
  and,
  classes,
  eq,
  inArray,
  orderItems,
  orders,
  partnerInvitations,
  registrations,
  users,
  type Db,
} from '@courtside/db'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import {
  confirmEntry,
  gateReasons,
  newEffects,
  placesTaken,
  withTransaction,
} from '../registrations/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import type { WalkInBody } from './entry-contract.ts'
import { DESK_PROVIDER, lockOne } from './entry-locks.ts'

/** A player added at the desk, paid there: confirmed at once with a desk order as receipt. */
export async function addWalkIn(options: {
  db: Db
  access: Access
  classId: number
  input: z.infer<typeof WalkInBody>
  now: Date
}): Promise<number> {
  const { db, access, classId, input, now } = options
  return withTransaction(db, async (tx) => {
    const cls = await lockOne(tx, classId)
    const memberIds = [input.userId, ...(input.partnerUserIds ?? [])]
    const people = await tx.select().from(users).where(inArray(users.id, memberIds))
    if (people.length !== new Set(memberIds).size) throw new AppError(404, 'NOT_FOUND', 'Player not found')
    const [cfg] = await tx.select().from(classes).where(eq(classes.id, classId))
    if (!cfg) throw new AppError(404, 'NOT_FOUND', 'Class not found')
    const gate = { ...cfg, eventStart: cls.tournamentStart }
    const refused = people.flatMap((p) =>
      gateReasons(gate, p).map((r) => `${p.firstName} ${p.lastName}: ${r.code}`),
    )
    if (refused.length && !input.confirm) {
      throw new AppError(
        409,
        'GATE_NOT_MET',
        `Not admitted by the class's limits (${refused.join('; ')}); send confirm: true to add anyway`,
      )
    }
    if ((await placesTaken(tx, classId)) >= cls.capacity)
      throw new AppError(409, 'CLASS_FULL', 'The class is full')
    const [live] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.classId, classId),
          inArray(registrations.userId, memberIds),
          inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES, 'pending_approval']),
        ),
      )
      .limit(1)
    if (live)
      throw new AppError(
        409,
        'ALREADY_REGISTERED',
        'A player of this entry already has an entry in the class',
      )
    const total = cls.feeMinor * (input.paidAtDesk ? memberIds.length : 0)
    const [order] = await tx
      .insert(orders)
      .values({
        userId: input.userId,
        tournamentId: cls.tournamentId,
        idempotencyKey: `desk-${randomUUID()}`,
        status: 'paid',
        currency: cls.currency,
        subtotalMinor: total,
        vatRateBasisPoints: cls.vatRateBasisPoints,
        vatMode: cls.vatMode,
        totalMinor: total,
        paymentProvider: DESK_PROVIDER,
        expiresAt: now,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id })
    const [reg] = await tx
      .insert(registrations)
      .values({
        orderId: order?.id ?? null,
        classId,
        userId: input.userId,
        status: 'pending_payment',
        feeMinor: cls.feeMinor,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: registrations.id })
    if (!reg || !order) throw new Error('insert returned no row')
    await tx.insert(orderItems).values({
      orderId: order.id,
      registrationId: reg.id,
      classId,
      kind: 'charged',
      quantity: memberIds.length,
      unitFeeMinor: cls.feeMinor,
      feeMinor: total,
      totalMinor: total,
      createdAt: now,
    })
    for (const partnerId of input.partnerUserIds ?? []) {
      await tx.insert(partnerInvitations).values({
        registrationId: reg.id,
        classId,
        inviterUserId: input.userId,
        invitedUserId: partnerId,
        status: 'accepted',
        deadline: now,
        respondedAt: now,
        createdAt: now,
      })
    }
    await confirmEntry({ tx, now, effects: newEffects(), paymentProvider: DESK_PROVIDER }, cls, reg.id)
    await writeAudit(tx, {
      access,
      eventId: cls.tournamentId,
      action: 'entry.walk_in',
      objectType: 'entry',
      objectId: reg.id,
      after: { classId, players: memberIds, paidAtDeskMinor: total },
      at: now,
    })
    return reg.id
  })
}
