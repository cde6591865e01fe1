// Withdrawing an entry from the console (and the no-shows of features/check-in): refund per policy or
// an override, desk refunds settled in cash, byes/walkovers in a locked draw, the waitlist moves up.
import { ACTIVE_ENTRY_STATUSES } from '@courtside/domain'
import { and, eq, inArray, orderRefunds, orders, type Db } from '@courtside/db'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import {
  type Ctx,
  type Effects,
  markRefundOutcome,
  newEffects,
  refundDeadline,
  sweepClass,
  type Tx,
  withdrawEntry,
  withTransaction,
} from '../registrations/index.ts'
import { withdrawFromDraw } from '../draw-state/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import type { WithdrawBody } from './entry-contract.ts'
import { DESK_PROVIDER, lockedEntry } from './entry-locks.ts'

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
