import { ACTIVE_ENTRY_STATUSES } from '@courtside/domain'
// The entries desk: list and export a class's entries, add a walk-in paid at the desk, withdraw
// (refund per policy or an override), move to another class, decide rating exceptions, and
// order/promote the waitlist. Locking follows features/registrations/class-store.ts (classes in
// ascending id, then orders, then rows); refunds and messages run after commit.
import { randomUUID } from 'node:crypto'
import {
  and,
  asc,
  classes,
  eq,
  inArray,
  or,
  orderItems,
  orderRefunds,
  orders,
  partnerInvitations,
  registrations,
  sql,
  teams,
  users,
  type Db,
  likePattern,
} from '@courtside/db'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import {
  confirmEntry,
  type Ctx,
  type Effects,
  gateReasons,
  lockClasses,
  type LockedClass,
  markRefundOutcome,
  newEffects,
  nextWaitlistPosition,
  placesTaken,
  promoteWaitlist,
  ratingKindFor,
  refundDeadline,
  sweepClass,
  type Tx,
  withdrawEntry,
  withTransaction,
} from '../registrations/index.ts'
import { withdrawFromDraw } from '../draw-state/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import type { EntriesQuery, EntrySchema, WalkInBody, WithdrawBody } from './contract.ts'

export type EntryView = z.infer<typeof EntrySchema>
/** Walk-ins paid in cash or by card at the desk: an order with this provider, refunded at the desk. */
export const DESK_PROVIDER = 'desk'

export async function listEntries(options: {
  db: Db
  classId: number
  query: z.infer<typeof EntriesQuery>
}): Promise<EntryView[]> {
  const { db, classId, query } = options
  const term = query.search?.trim()
  const pattern = term ? likePattern(term) : null
  const rows = await db
    .select({
      reg: registrations,
      order: orders,
      type: sql<number>`(select type from classes where id = ${registrations.classId})`,
    })
    .from(registrations)
    .leftJoin(orders, eq(orders.id, registrations.orderId))
    .where(
      and(
        eq(registrations.classId, classId),
        query.status ? eq(registrations.status, query.status) : undefined,
        pattern
          ? sql`exists (select 1 from ${users} u where u.id in (${registrations.userId}, ${registrations.partnerUserId}) and (u.first_name || ' ' || u.last_name) ilike ${pattern})`
          : undefined,
      ),
    )
    .orderBy(
      sql`${registrations.waitlistPosition} asc nulls first`,
      asc(registrations.createdAt),
      asc(registrations.id),
    )
    .limit(2000)
  const ids = [
    ...new Set(
      rows.flatMap((r) => [r.reg.userId, r.reg.partnerUserId]).filter((x): x is number => x !== null),
    ),
  ]
  const people = ids.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          singles: users.duprRatingSingles,
          doubles: users.duprRatingDoubles,
        })
        .from(users)
        .where(inArray(users.id, ids))
    : []
  const byId = new Map(people.map((p) => [p.id, p]))
  const refunded = await refundedByEntry(
    db,
    rows.map((r) => r.reg.id),
  )
  return rows.map(({ reg, order, type }) => {
    const kind = ratingKindFor(type)
    const players = [reg.userId, reg.partnerUserId]
      .filter((x): x is number => x !== null)
      .map((userId) => {
        const p = byId.get(userId)
        return {
          userId,
          name: p ? `${p.firstName} ${p.lastName}` : `#${userId}`,
          rating: (kind === 'singles' ? p?.singles : p?.doubles) ?? null,
        }
      })
    const isPaid = order !== null && (order.status === 'paid' || order.status === 'refunded')
    return {
      id: reg.id,
      classId: reg.classId,
      status: reg.status,
      players,
      isLookingForPartner: reg.isLookingForPartner,
      waitlistPosition: reg.waitlistPosition,
      feeMinor: reg.feeMinor,
      payment: !isPaid ? 'none' : order.paymentProvider === DESK_PROVIDER ? 'desk' : 'online',
      paidMinor: isPaid ? reg.feeMinor : 0,
      refundedMinor: refunded.get(reg.id) ?? 0,
      createdAt: reg.createdAt.toISOString(),
    }
  })
}

async function refundedByEntry(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: orderRefunds.registrationId, n: sql<number>`sum(${orderRefunds.amountMinor})::int` })
    .from(orderRefunds)
    .where(
      and(inArray(orderRefunds.registrationId, ids), inArray(orderRefunds.status, ['pending', 'succeeded'])),
    )
    .groupBy(orderRefunds.registrationId)
  return new Map(rows.map((r) => [r.id ?? 0, r.n]))
}

const csvCell = (value: string | number | null) => {
  const s = value === null ? '' : String(value)
  // Quote everything; a leading = + - @ would be run as a formula by spreadsheet programs.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s
  return `"${safe.replace(/"/g, '""')}"`
}

/** UTF-8 with a BOM so spreadsheet programs read accents correctly; one row per entry. */
export function entriesCsv(entries: EntryView[]): string {
  const header = [
    'entry',
    'status',
    'players',
    'ratings',
    'waitlist',
    'fee_minor',
    'payment',
    'paid_minor',
    'refunded_minor',
    'registered_at',
  ]
  const lines = entries.map((e) => [
    e.id,
    e.status,
    e.players.map((p) => p.name).join(' / '),
    e.players.map((p) => p.rating ?? '').join(' / '),
    e.waitlistPosition,
    e.feeMinor,
    e.payment,
    e.paidMinor,
    e.refundedMinor,
    e.createdAt,
  ])
  return csvDocument(header, lines)
}

/** The one CSV writer of the console (entries, results, DUPR file): UTF-8 with BOM, CRLF, quoted cells. */
export function csvDocument(
  header: readonly string[],
  rows: readonly (readonly (string | number | null)[])[],
): string {
  const lines = rows.map((row) => row.map(csvCell).join(','))
  return `\uFEFF${[header.join(','), ...lines].join('\r\n')}\r\n`
}

async function lockOne(tx: Tx, classId: number): Promise<LockedClass> {
  const cls = (await lockClasses(tx, [classId])).get(classId)
  if (!cls) throw new AppError(404, 'NOT_FOUND', 'Class not found')
  return cls
}

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

async function lockedEntry(tx: Tx, entryId: number) {
  const [found] = await tx.select().from(registrations).where(eq(registrations.id, entryId))
  if (!found) throw new AppError(404, 'NOT_FOUND', 'Entry not found')
  const cls = await lockOne(tx, found.classId)
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, entryId)).for('update')
  if (!reg) throw new AppError(404, 'NOT_FOUND', 'Entry not found')
  return { cls, reg }
}

/** Desk payments are refunded in cash at the desk: recorded as done at once. */
async function settleDeskRefunds(ctx: Ctx): Promise<void> {
  if (ctx.effects.refundIds.length === 0) return
  const desk = await ctx.tx
    .select({ id: orderRefunds.id })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(inArray(orderRefunds.id, ctx.effects.refundIds), eq(orders.paymentProvider, DESK_PROVIDER)))
  for (const { id } of desk)
    await markRefundOutcome(ctx.tx, { refundId: id, status: 'succeeded', now: ctx.now })
  const deskIds = new Set(desk.map((d) => d.id))
  ctx.effects.refundIds = ctx.effects.refundIds.filter((id) => !deskIds.has(id))
}

export async function withdrawByOrganizer(options: {
  db: Db
  access: Access
  entryId: number
  input: z.infer<typeof WithdrawBody>
  now: Date
  paymentProvider: string
}): Promise<{ refundMinor: number; effects: Effects }> {
  const effects = newEffects()
  const refundMinor = await withTransaction(
    options.db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      return withdrawInTransaction(tx, { ...options, effects })
    },
    { effects },
  )
  return { refundMinor, effects }
}

/**
 * The one withdraw path (desk, and the no-shows of features/check-in, which withdraws several
 * entries in one transaction): refund per `input.refund`, a locked draw gets its bye or
 * walkovers, the class's waitlist moves up, the player is told, and the audit row is written.
 */
export async function withdrawInTransaction(
  tx: Tx,
  options: {
    access: Access
    entryId: number
    input: z.infer<typeof WithdrawBody>
    now: Date
    paymentProvider: string
    effects: Effects
  },
): Promise<number> {
  const { access, entryId, now, effects } = options
  const mode = options.input.refund ?? 'policy'
  const { cls, reg } = await lockedEntry(tx, entryId)
  if (![...ACTIVE_ENTRY_STATUSES, 'pending_approval'].includes(reg.status))
    throw new AppError(409, 'NOT_ACTIVE', 'This entry is no longer active')
  const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
  const refund =
    mode === 'full' || (mode === 'policy' && now <= refundDeadline(cls.tournamentStart, cls.refundUntilDays))
  // In a locked draw the entry becomes a bye, or its remaining matches walkovers (draw-state).
  const drawn =
    reg.teamId === null
      ? ({ mode: 'not_drawn' } as const)
      : await withdrawFromDraw(tx, {
          classId: cls.id,
          teamId: reg.teamId,
          rebalance: options.input.rebalance,
          now,
        })
  const amount = await withdrawEntry(ctx, cls, reg, refund, { keepTeam: drawn.mode === 'after_play' })
  await settleDeskRefunds(ctx)
  await sweepClass(ctx, cls)
  effects.notices.push({
    userId: reg.userId,
    kind: 'withdrawn_by_organizer',
    tournamentId: cls.tournamentId,
    tournamentName: cls.tournamentName,
    className: cls.name,
    subjectId: reg.id,
    payload: { refundMinor: amount, currency: cls.currency },
  })
  await writeAudit(tx, {
    access,
    eventId: cls.tournamentId,
    action: 'entry.withdraw',
    objectType: 'entry',
    objectId: entryId,
    before: { status: reg.status },
    after: {
      status: 'cancelled',
      refund: mode,
      refundMinor: amount,
      ...(drawn.mode === 'not_drawn' ? {} : { draw: drawn.mode, movedEntryId: drawn.movedEntryId }),
    },
    at: now,
  })
  return amount
}

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
