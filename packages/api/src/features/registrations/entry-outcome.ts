// What becomes of an entry once it is paid or loses a partner: confirmed as a team of the class,
// waiting for partners (holding its place until their deadline), or back on the waitlist with
// its payment for the entry refunded. Runs inside the caller's transaction, class row locked.
import {
  and,
  asc,
  eq,
  inArray,
  lte,
  partnerInvitations,
  registrations,
  teamMembers,
  teams,
  users,
  type Tx,
} from '@courtside/db'
import { teamTypeForClassType, TeamType } from '@courtside/domain'
import { nextWaitlistPosition, type LockedClass } from './class-store.ts'
import type { Ctx } from './effects.ts'
import { recordLineRefund } from './refunds.ts'
import { entryName } from './rules.ts'

/**
 * The entry's payment arrived. Confirmed when every invited member has accepted; waiting for
 * its partners otherwise (holding the place until their deadline); straight back to the
 * waitlist when a partner already declined or missed the deadline.
 */
export async function settlePaidEntry(ctx: Ctx, cls: LockedClass, registrationId: number): Promise<void> {
  const { tx, now } = ctx
  const invitations = await tx
    .select()
    .from(partnerInvitations)
    .where(eq(partnerInvitations.registrationId, registrationId))
  const outstanding = invitations.filter((i) => i.status === 'pending' && i.deadline > now)
  const lost = invitations.some(
    (i) => i.status === 'declined' || i.status === 'expired' || (i.status === 'pending' && i.deadline <= now),
  )
  if (lost) {
    await tx
      .update(partnerInvitations)
      .set({ status: 'expired' })
      .where(
        and(
          eq(partnerInvitations.registrationId, registrationId),
          eq(partnerInvitations.status, 'pending'),
          lte(partnerInvitations.deadline, now),
        ),
      )
    await tx
      .update(registrations)
      .set({ status: 'waiting_partner', updatedAt: now })
      .where(eq(registrations.id, registrationId))
    await afterPartnerLost(ctx, cls, registrationId)
    return
  }
  if (outstanding.length > 0) {
    const deadline = new Date(Math.max(...outstanding.map((i) => i.deadline.getTime())))
    await tx
      .update(registrations)
      .set({ status: 'waiting_partner', partnerDeadline: deadline, updatedAt: now })
      .where(eq(registrations.id, registrationId))
    return
  }
  await confirmEntry(ctx, cls, registrationId)
}

/**
 * Every member accepted and the entry is paid: it becomes a team of the class (what draws and
 * the class page show), with a confirmed registration for each member.
 */
export async function confirmEntry(ctx: Ctx, cls: LockedClass, registrationId: number): Promise<void> {
  const { tx, now } = ctx
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId))
  if (!reg || reg.status === 'confirmed') return
  const partnerIds = await acceptedPartnerIds(tx, reg.id)
  const memberIds = [reg.userId, ...partnerIds]
  const people = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, memberIds))
  const byId = new Map(people.map((p) => [p.id, p]))
  const members = memberIds.map((id) => byId.get(id)).filter((m) => m !== undefined)
  const teamType = teamTypeForClassType(cls.type)
  const [team] = await tx
    .insert(teams)
    .values({
      classId: cls.id,
      name: entryName({ classType: cls.type, members, teamName: reg.teamName ?? undefined }),
      teamType,
      createdAt: now,
    })
    .returning({ id: teams.id })
  if (!team) throw new Error('team insert returned nothing')
  await tx.insert(teamMembers).values(
    memberIds.map((userId, index) => ({
      teamId: team.id,
      userId,
      position: index + 1,
      isCaptain: teamType === TeamType.Team && index === 0,
    })),
  )
  await tx
    .update(registrations)
    .set({
      status: 'confirmed',
      teamId: team.id,
      partnerUserId: teamType === TeamType.Double ? (partnerIds[0] ?? null) : reg.partnerUserId,
      partnerDeadline: null,
      waitlistPosition: null,
      updatedAt: now,
    })
    .where(eq(registrations.id, reg.id))
  if (partnerIds.length > 0) {
    await tx.insert(registrations).values(
      partnerIds.map((userId) => ({
        classId: cls.id,
        userId,
        partnerUserId: reg.userId,
        teamId: team.id,
        status: 'confirmed' as const,
        feeMinor: reg.feeMinor,
        createdAt: now,
        updatedAt: now,
      })),
    )
  }
}

/**
 * A partner declined or let the deadline pass. A paid entry that was holding a place falls back
 * to the waitlist (and its payment for the entry is refunded); the slot is left open, so the
 * entry can still be promoted as a player looking for a partner.
 */
export async function afterPartnerLost(ctx: Ctx, cls: LockedClass, registrationId: number): Promise<void> {
  const { tx, now } = ctx
  const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId))
  if (!reg || (reg.status !== 'waiting_partner' && reg.status !== 'waitlisted')) return
  if (reg.status === 'waiting_partner') {
    // Teammates who had not answered are released too: the entry starts over on the waitlist.
    await tx
      .update(partnerInvitations)
      .set({ status: 'expired' })
      .where(and(eq(partnerInvitations.registrationId, reg.id), eq(partnerInvitations.status, 'pending')))
  }
  const invitations = await tx
    .select({ status: partnerInvitations.status, invitedUserId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .where(eq(partnerInvitations.registrationId, registrationId))
    .orderBy(asc(partnerInvitations.id))
  const accepted = invitations.filter((i) => i.status === 'accepted')
  const hasPending = invitations.some((i) => i.status === 'pending')
  const partnerFields =
    !hasPending && accepted.length === 0
      ? { isLookingForPartner: true, partnerUserId: null }
      : { partnerUserId: accepted[0]?.invitedUserId ?? reg.partnerUserId }

  if (reg.status === 'waitlisted') {
    await tx
      .update(registrations)
      .set({ updatedAt: now, ...partnerFields })
      .where(eq(registrations.id, reg.id))
    return
  }
  await recordLineRefund(ctx, reg.id, reg.orderId, 'partner_deadline')
  await tx
    .update(registrations)
    .set({
      status: 'waitlisted',
      waitlistPosition: await nextWaitlistPosition(tx, cls.id),
      partnerDeadline: null,
      orderId: null,
      updatedAt: now,
      ...partnerFields,
    })
    .where(eq(registrations.id, reg.id))
  ctx.effects.notices.push({
    userId: reg.userId,
    kind: 'fell_back',
    tournamentId: cls.tournamentId,
    tournamentName: cls.tournamentName,
    className: cls.name,
  })
}

/** The entry's team leaves the class (a cancelled entry); history rows keep no team. */
export async function dissolveTeam(tx: Tx, teamId: number | null): Promise<void> {
  if (teamId === null) return
  await tx.update(registrations).set({ teamId: null }).where(eq(registrations.teamId, teamId))
  await tx.delete(teams).where(eq(teams.id, teamId))
}

export async function acceptedPartnerIds(tx: Tx, registrationId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .where(
      and(eq(partnerInvitations.registrationId, registrationId), eq(partnerInvitations.status, 'accepted')),
    )
    .orderBy(asc(partnerInvitations.id))
  return rows.map((r) => r.userId)
}
