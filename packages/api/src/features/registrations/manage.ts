// Changes to existing entries: cancelling (refund through the adapter where the organizer's rules
// allow), answering partner invitations, and the partner search. Same locking as class-store.ts:
// class first, then the order, then the rows.
import {
  and,
  asc,
  classes,
  eq,
  ilike,
  inArray,
  isNotNull,
  matches,
  ne,
  or,
  orders,
  partnerInvitations,
  registrations,
  sql,
  tournaments,
  users,
  foldedPattern,
  likePattern,
  type Executor,
  type Tx,
} from '@courtside/db'
import { ACTIVE_ENTRY_STATUSES, ClassType } from '@courtside/domain'
import { AppError, forbidden, notFound } from '../../lib/errors.ts'
import { afterPartnerLost, confirmEntry, dissolveTeam } from './entry-outcome.ts'
import { lockClasses, lockOrder, type LockedClass } from './class-store.ts'
import { newEffects, type Ctx, type Effects } from './effects.ts'
import { recordLineRefund } from './refunds.ts'
import { releaseOrderEntries, sweepClass } from './sweep.ts'
import { refundDeadline } from './rules.ts'
import { withTransaction } from './transaction.ts'
import type { LookingForPartnerEntry, PlayerSearchResult } from './types.ts'

type RegistrationRow = typeof registrations.$inferSelect

/** Am I a member of this entry because I accepted an invitation (not its owner)? */
async function isPartnerRow(db: Executor, reg: RegistrationRow): Promise<boolean> {
  if (reg.teamId === null) return false
  const [row] = await db
    .select({ id: partnerInvitations.id })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .where(
      and(
        eq(partnerInvitations.invitedUserId, reg.userId),
        eq(partnerInvitations.status, 'accepted'),
        eq(registrations.teamId, reg.teamId),
      ),
    )
    .limit(1)
  return !!row
}

/** Withdraws an entry and everything attached to it (partners' rows, team, invitations). */
export async function withdrawEntry(
  ctx: Ctx,
  cls: LockedClass,
  reg: RegistrationRow,
  refund: boolean,
  /** keepTeam: the team has played in a locked draw, so its row stays for the results' sake. */
  options: { keepTeam?: boolean } = {},
): Promise<number> {
  const { tx, now } = ctx
  let refundMinor = 0
  if (reg.status === 'pending_payment' && reg.orderId) {
    // An unpaid checkout is given up as a whole: its amount covers all its entries.
    const order = await lockOrder(tx, reg.orderId)
    if (order && (order.status === 'pending' || order.status === 'failed')) {
      await tx.update(orders).set({ status: 'canceled', updatedAt: now }).where(eq(orders.id, order.id))
      await releaseOrderEntries(ctx, order.id, 'cancelled')
      return 0
    }
  }
  if (refund) refundMinor = await recordLineRefund(ctx, reg.id, reg.orderId, 'cancellation')
  if (refund && reg.teamId !== null) {
    // A pair the organizer formed from two entries that each paid (features/organizer/pair-service.ts)
    // keeps each player's payment on their own row: the whole team leaves, so each is refunded.
    const others = await tx
      .select({ id: registrations.id, orderId: registrations.orderId })
      .from(registrations)
      .where(
        and(
          eq(registrations.teamId, reg.teamId),
          ne(registrations.id, reg.id),
          isNotNull(registrations.orderId),
        ),
      )
      .orderBy(asc(registrations.id))
    for (const other of others)
      refundMinor += await recordLineRefund(ctx, other.id, other.orderId, 'cancellation')
  }
  await tx
    .update(registrations)
    .set({ status: 'cancelled', waitlistPosition: null, partnerDeadline: null, updatedAt: now })
    .where(
      reg.teamId === null
        ? eq(registrations.id, reg.id)
        : or(eq(registrations.id, reg.id), eq(registrations.teamId, reg.teamId)),
    )
  if (!options.keepTeam) await dissolveTeam(tx, reg.teamId)
  await tx
    .update(partnerInvitations)
    .set({ status: 'cancelled', respondedAt: now })
    .where(
      and(
        eq(partnerInvitations.registrationId, reg.id),
        inArray(partnerInvitations.status, ['pending', 'accepted']),
      ),
    )
  return refundMinor
}

export async function cancelRegistration(options: {
  db: Executor
  userId: number
  registrationId: number
  now: Date
  paymentProvider: string
}): Promise<{ refundMinor: number; effects: Effects }> {
  const { db, userId, registrationId, now } = options
  const [found] = await db.select().from(registrations).where(eq(registrations.id, registrationId))
  // Someone else's registration is "not found": its existence is none of the caller's business.
  if (!found || found.userId !== userId) throw notFound('Registration')
  if (await isPartnerRow(db, found)) {
    throw forbidden('Only the player who registered this entry can cancel it', 'NOT_ENTRY_OWNER')
  }
  const effects = newEffects()
  const refundMinor = await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const cls = (await lockClasses(tx, [found.classId])).get(found.classId)
      if (!cls) throw notFound('Registration')
      if (found.orderId) await lockOrder(tx, found.orderId)
      const [reg] = await tx
        .select()
        .from(registrations)
        .where(eq(registrations.id, registrationId))
        .for('update')
      if (!reg || !(ACTIVE_ENTRY_STATUSES as readonly string[]).includes(reg.status)) {
        throw new AppError(409, 'NOT_CANCELLABLE', 'This registration is no longer active')
      }
      if (cls.tournamentProgress !== 0 || cls.tournamentStart <= now) {
        throw new AppError(
          409,
          'CANCEL_NOT_ALLOWED',
          'The tournament has started; registrations can no longer be cancelled',
        )
      }
      if (reg.teamId !== null) {
        const [drawn] = await tx
          .select({ id: matches.id })
          .from(matches)
          .where(or(eq(matches.homeTeamId, reg.teamId), eq(matches.awayTeamId, reg.teamId)))
          .limit(1)
        if (drawn)
          throw new AppError(409, 'CANCEL_NOT_ALLOWED', 'The draw is made; ask the organizer to withdraw')
      }
      const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
      const isRefundable = now <= refundDeadline(cls.tournamentStart, cls.refundUntilDays)
      const amount = await withdrawEntry(ctx, cls, reg, isRefundable)
      effects.notices.push({
        userId: reg.userId,
        kind: 'cancelled',
        tournamentId: cls.tournamentId,
        tournamentName: cls.tournamentName,
        className: cls.name,
        subjectId: reg.id,
        payload: { refundMinor: amount, currency: cls.currency },
      })
      await sweepClass(ctx, cls)
      return amount
    },
    { effects },
  )
  return { refundMinor, effects }
}

/** A looking-for-partner entry of one player (no partner invited) that may join another pair. */
export async function soloOpenEntry(
  tx: Executor,
  classId: number,
  userId: number,
): Promise<RegistrationRow | null> {
  const [reg] = await tx
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.classId, classId),
        eq(registrations.userId, userId),
        eq(registrations.isLookingForPartner, true),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
        sql`not exists (select 1 from ${partnerInvitations} pi where pi.registration_id = ${registrations.id} and pi.status in ('pending', 'accepted'))`,
      ),
    )
  return reg ?? null
}

export async function respondToInvitation(options: {
  db: Executor
  userId: number
  invitationId: number
  accept: boolean
  now: Date
  paymentProvider: string
}): Promise<{ effects: Effects }> {
  const { db, userId, invitationId, accept, now } = options
  const [found] = await db.select().from(partnerInvitations).where(eq(partnerInvitations.id, invitationId))
  if (!found || found.invitedUserId !== userId) throw notFound('Invitation')
  const [entry] = await db.select().from(registrations).where(eq(registrations.id, found.registrationId))
  if (!entry) throw notFound('Invitation')
  const effects = newEffects()
  await withTransaction(
    db,
    async (tx: Tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const cls = (await lockClasses(tx, [found.classId])).get(found.classId)
      if (!cls) throw notFound('Invitation')
      if (entry.orderId) await lockOrder(tx, entry.orderId)
      const [invitation] = await tx
        .select()
        .from(partnerInvitations)
        .where(eq(partnerInvitations.id, invitationId))
        .for('update')
      const [reg] = await tx.select().from(registrations).where(eq(registrations.id, found.registrationId))
      // The same answer again (a second click, a link followed twice) changes nothing and is no
      // error; the other answer after the first one is refused below.
      if (invitation?.status === (accept ? 'accepted' : 'declined')) return
      if (!invitation || invitation.status !== 'pending' || invitation.deadline <= now) {
        throw new AppError(409, 'INVITATION_CLOSED', 'This invitation can no longer be answered')
      }
      if (!reg || !['pending_payment', 'waiting_partner', 'waitlisted'].includes(reg.status)) {
        throw new AppError(409, 'INVITATION_CLOSED', 'This entry is no longer active')
      }
      const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
      const notice = {
        userId: reg.userId,
        tournamentId: cls.tournamentId,
        tournamentName: cls.tournamentName,
        className: cls.name,
      }
      if (!accept) {
        await tx
          .update(partnerInvitations)
          .set({ status: 'declined', respondedAt: now })
          .where(eq(partnerInvitations.id, invitation.id))
        effects.notices.push({ ...notice, kind: 'partner_declined', subjectId: invitation.id })
        await afterPartnerLost(ctx, cls, reg.id)
        await sweepClass(ctx, cls)
        return
      }

      // Joining a pair ends my own looking-for-partner entry in the class (refunded if paid).
      const solo = await soloOpenEntry(tx, cls.id, userId)
      const [otherLive] = await tx
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.classId, cls.id),
            eq(registrations.userId, userId),
            inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
            solo ? ne(registrations.id, solo.id) : sql`true`,
          ),
        )
      const [otherInvitation] = await tx
        .select({ id: partnerInvitations.id })
        .from(partnerInvitations)
        .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
        .where(
          and(
            eq(partnerInvitations.classId, cls.id),
            eq(partnerInvitations.invitedUserId, userId),
            eq(partnerInvitations.status, 'accepted'),
            inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
          ),
        )
      if (otherLive || otherInvitation) {
        throw new AppError(409, 'ALREADY_REGISTERED', 'You are already registered for this class')
      }
      if (solo) {
        if (solo.orderId) await lockOrder(tx, solo.orderId)
        await withdrawEntry(ctx, cls, solo, true)
      }
      await tx
        .update(partnerInvitations)
        .set({ status: 'accepted', respondedAt: now })
        .where(eq(partnerInvitations.id, invitation.id))
      effects.notices.push({ ...notice, kind: 'partner_accepted', subjectId: invitation.id })
      if (reg.status === 'waiting_partner') {
        const [open] = await tx
          .select({ id: partnerInvitations.id })
          .from(partnerInvitations)
          .where(and(eq(partnerInvitations.registrationId, reg.id), eq(partnerInvitations.status, 'pending')))
          .limit(1)
        if (!open) await confirmEntry(ctx, cls, reg.id)
      }
      await sweepClass(ctx, cls)
    },
    { effects },
  )
  return { effects }
}

const playerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  userName: users.userName,
  country: users.country,
  avatar: users.avatar,
  duprRatingSingles: users.duprRatingSingles,
  duprRatingDoubles: users.duprRatingDoubles,
}

/**
 * Partner search by name or user name (public profile fields only). Every word must match the
 * name, folded as the site's searches fold (case, accents, ue/oe/ss; migrations/0022), or the
 * user name.
 */
export async function searchPlayers(options: {
  db: Executor
  search: string
  excludeUserId: number
  limit: number
}): Promise<PlayerSearchResult[]> {
  const words = options.search.trim().split(/\s+/).filter(Boolean).slice(0, 3)
  if (words.length === 0) return []
  const conditions = words.map((word) =>
    or(sql`${users}.name_folded like ${foldedPattern(word)}`, ilike(users.userName, likePattern(word))),
  )
  return options.db
    .select(playerColumns)
    .from(users)
    .where(and(ne(users.id, options.excludeUserId), ...conditions))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(options.limit)
}

/** Players of a doubles or team class who registered with an open slot, for others to invite. */
export async function listLookingForPartner(options: {
  db: Executor
  classId: number
}): Promise<LookingForPartnerEntry[]> {
  const [cls] = await options.db
    .select({ type: classes.type, status: tournaments.status })
    .from(classes)
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .where(eq(classes.id, options.classId))
  if (!cls || cls.status !== 'published') throw notFound('Class')
  if (cls.type !== ClassType.Doubles && cls.type !== ClassType.Teams) return []
  const rows = await options.db
    .select({ registrationId: registrations.id, since: registrations.createdAt, player: playerColumns })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .where(
      and(
        eq(registrations.classId, options.classId),
        eq(registrations.isLookingForPartner, true),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
        sql`not exists (select 1 from ${partnerInvitations} pi where pi.registration_id = ${registrations.id} and pi.status in ('pending', 'accepted'))`,
        sql`(${registrations.teamId} is null or (select count(*) from team_members tm where tm.team_id = ${registrations.teamId}) = 1)`,
      ),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
    .limit(100)
  return rows.map((r) => ({
    registrationId: r.registrationId,
    player: r.player,
    since: r.since.toISOString(),
  }))
}
