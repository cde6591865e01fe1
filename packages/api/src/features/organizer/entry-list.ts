// A class's entries as the console lists them: players with ratings, payment, refunds, waitlist.
import {
  and,
  asc,
  eq,
  inArray,
  orderRefunds,
  orders,
  registrations,
  sql,
  users,
  type Db,
  foldedPattern,
} from '@courtside/db'
import type { z } from 'zod'
import { ratingKindFor } from '../registrations/index.ts'
import type { EntriesQuery, EntrySchema } from './entry-contract.ts'
import { DESK_PROVIDER } from './entry-locks.ts'

export type EntryView = z.infer<typeof EntrySchema>
export async function listEntries(options: {
  db: Db
  classId: number
  query: z.infer<typeof EntriesQuery>
}): Promise<EntryView[]> {
  const { db, classId, query } = options
  const term = query.search?.trim()
  // A player's name folded as the site's searches fold (case, accents, ue/oe/ss; migrations/0022).
  const pattern = term ? foldedPattern(term) : null
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
          ? sql`exists (select 1 from ${users} u where u.id in (${registrations.userId}, ${registrations.partnerUserId}) and u.name_folded like ${pattern})`
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
