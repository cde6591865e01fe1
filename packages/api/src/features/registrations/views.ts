// Read models: an order with its receipt, and the signed-in player's registrations and
// invitations. Only the caller's own records are returned (404 for anyone else's order).
import {
  and,
  asc,
  classes,
  eq,
  orderItems,
  orderRefunds,
  orders,
  registrations,
  tournaments,
  type Executor,
} from '@courtside/db'
import { notFound } from '../../lib/errors.ts'
import { waitlistRanks } from './class-store.ts'
import {
  chargedLinesOf,
  invitationsReceived,
  invitationsSentFor,
  membersOf,
  myEntries,
  refundedOf,
  teamsJoinedAsPartner,
} from './my-registrations-store.ts'
import { refundDeadline } from './rules.ts'
import type {
  InvitationView,
  MyRegistration,
  MyRegistrations,
  OrderView,
  PartnerView,
  RegistrationEntryStatus,
} from './types.ts'

type OrderRow = typeof orders.$inferSelect

export function isOrderPayable(
  order: Pick<OrderRow, 'status' | 'expiresAt' | 'totalMinor'>,
  now: Date,
): boolean {
  return (
    (order.status === 'pending' || order.status === 'failed') && order.expiresAt > now && order.totalMinor > 0
  )
}

export async function getOrderView(options: {
  db: Executor
  orderId: string
  userId: number
  now: Date
}): Promise<OrderView> {
  const { db, orderId, userId, now } = options
  const [row] = await db
    .select({
      order: orders,
      tournamentName: tournaments.name,
      timeZone: tournaments.timeZone,
      startDate: tournaments.startDate,
    })
    .from(orders)
    .innerJoin(tournaments, eq(tournaments.id, orders.tournamentId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
  if (!row) throw notFound('Order')
  const { order } = row
  const items = await db
    .select({
      item: orderItems,
      className: classes.name,
      classType: classes.type,
      status: registrations.status,
    })
    .from(orderItems)
    .innerJoin(classes, eq(classes.id, orderItems.classId))
    .innerJoin(registrations, eq(registrations.id, orderItems.registrationId))
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
  const ranks = await waitlistRanks(
    db,
    items.map((i) => i.item.classId),
  )
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.id))
  return {
    id: order.id,
    tournament: {
      id: order.tournamentId,
      name: row.tournamentName,
      timeZone: row.timeZone,
      startDate: row.startDate.toISOString(),
    },
    status: order.status,
    currency: order.currency,
    subtotalMinor: order.subtotalMinor,
    discountMinor: order.discountMinor,
    vatMinor: order.vatMinor,
    vatRateBasisPoints: order.vatRateBasisPoints,
    vatMode: order.vatMode,
    totalMinor: order.totalMinor,
    refundedMinor: order.refundedMinor,
    paymentProvider: order.paymentProvider,
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    isPayable: isOrderPayable(order, now),
    items: items.map(({ item, className, classType, status }) => ({
      registrationId: item.registrationId,
      classId: item.classId,
      className,
      classType,
      kind: item.kind,
      quantity: item.quantity,
      unitFeeMinor: item.unitFeeMinor,
      feeMinor: item.feeMinor,
      discountMinor: item.discountMinor,
      vatMinor: item.vatMinor,
      totalMinor: item.totalMinor,
      status,
      waitlistRank: status === 'waitlisted' ? (ranks.get(item.registrationId) ?? null) : null,
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      registrationId: r.registrationId,
      amountMinor: r.amountMinor,
      status: r.status,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
  }
}

const CANCELLABLE: readonly RegistrationEntryStatus[] = [
  'pending_payment',
  'waiting_partner',
  'confirmed',
  'waitlisted',
]

/** The profile's "my registrations": every entry of the player (newest first) and invitations. */
export async function listMyRegistrations(options: {
  db: Executor
  userId: number
  now: Date
}): Promise<MyRegistrations> {
  const { db, userId, now } = options
  const rows = await myEntries(db, userId)

  const regIds = rows.map((r) => r.reg.id)
  const teamIds = rows.flatMap((r) => (r.reg.teamId === null ? [] : [r.reg.teamId]))
  const classIds = [...new Set(rows.map((r) => r.reg.classId))]

  // Invitations sent for my entries, and the teams I joined as an invited partner.
  const sent = await invitationsSentFor(db, regIds)
  const members = await membersOf(db, teamIds)
  const joinedTeams = await teamsJoinedAsPartner(db, userId, teamIds)

  // The order paying for each entry: the current one, else the latest that charged for it.
  const lines = await chargedLinesOf(db, regIds)
  const refunded = await refundedOf(db, regIds)
  const refundedBy = new Map(refunded.map((r) => [`${r.orderId}:${r.registrationId}`, r.n]))
  const ranks = await waitlistRanks(db, classIds)

  const entries: MyRegistration[] = rows.map((row) => {
    const { reg } = row
    const isPartnerEntry = reg.teamId !== null && joinedTeams.has(reg.teamId)
    const myLines = lines.filter((l) => l.item.registrationId === reg.id)
    const line =
      myLines.find((l) => l.order.id === reg.orderId) ??
      myLines.find((l) => l.order.status !== 'pending') ??
      null
    const invitations = sent.filter((s) => s.registrationId === reg.id)
    let partners: PartnerView[]
    if (reg.status === 'confirmed' && reg.teamId !== null) {
      partners = members
        .filter((m) => m.teamId === reg.teamId && m.userId !== userId)
        .map((m) => ({
          userId: m.userId,
          firstName: m.firstName,
          lastName: m.lastName,
          invitationStatus: null,
        }))
    } else {
      partners = invitations.map((i) => ({
        userId: i.userId,
        firstName: i.firstName,
        lastName: i.lastName,
        invitationStatus: i.status,
      }))
    }
    const refundUntil = refundDeadline(row.startDate, row.refundUntilDays)
    const alreadyRefunded = line ? (refundedBy.get(`${line.order.id}:${reg.id}`) ?? 0) : 0
    const isPaidLine = !!line && (line.order.status === 'paid' || line.order.status === 'refunded')
    const isCancellable =
      CANCELLABLE.includes(reg.status) && !isPartnerEntry && row.progress === 0 && row.startDate > now
    const refundMinor =
      isCancellable && isPaidLine && reg.orderId === line.order.id && now <= refundUntil
        ? Math.max(0, line.item.totalMinor - alreadyRefunded)
        : 0
    return {
      registrationId: reg.id,
      status: reg.status,
      createdAt: reg.createdAt.toISOString(),
      tournament: {
        id: row.tournamentId,
        name: row.tournamentName,
        startDate: row.startDate.toISOString(),
        endDate: row.endDate.toISOString(),
        timeZone: row.timeZone,
      },
      // The class's own day (issue 13): a tournament's classes play on different days.
      class: {
        id: reg.classId,
        name: row.className,
        type: row.classType,
        startsAt: row.classStartsAt?.toISOString() ?? null,
      },
      waitlistRank: reg.status === 'waitlisted' ? (ranks.get(reg.id) ?? null) : null,
      isLookingForPartner: reg.isLookingForPartner,
      isPartnerEntry,
      partners,
      partnerDeadline: reg.partnerDeadline?.toISOString() ?? null,
      order:
        line && !isPartnerEntry
          ? {
              id: line.order.id,
              status: line.order.status,
              isPayable: reg.status === 'pending_payment' && isOrderPayable(line.order, now),
              expiresAt: line.order.expiresAt.toISOString(),
              currency: line.order.currency,
              vatRateBasisPoints: line.order.vatRateBasisPoints,
              vatMode: line.order.vatMode,
              paidAt: line.order.paidAt?.toISOString() ?? null,
              line: {
                quantity: line.item.quantity,
                feeMinor: line.item.feeMinor,
                discountMinor: line.item.discountMinor,
                vatMinor: line.item.vatMinor,
                totalMinor: line.item.totalMinor,
              },
              refundedMinor: alreadyRefunded,
            }
          : null,
      cancel: { isAllowed: isCancellable, refundMinor, refundUntil: refundUntil.toISOString() },
    }
  })

  const invitationRows = await invitationsReceived(db, userId)
  const invitations: InvitationView[] = invitationRows
    // An accepted invitation whose entry is confirmed shows up as my own entry instead.
    .filter(
      (i) =>
        !(
          i.status === 'accepted' && entries.some((e) => e.class.id === i.classId && e.status === 'confirmed')
        ),
    )
    .map((i) => ({
      id: i.id,
      status: i.status === 'pending' && i.deadline <= now ? 'expired' : i.status,
      deadline: i.deadline.toISOString(),
      tournament: {
        id: i.tournamentId,
        name: i.tournamentName,
        startDate: i.startDate.toISOString(),
        timeZone: i.timeZone,
      },
      class: { id: i.classId, name: i.className, type: i.classType },
      inviter: { userId: i.inviterId, firstName: i.inviterFirstName, lastName: i.inviterLastName },
    }))
  return { entries, invitations }
}
