// Pairing "find me a partner" entries at the desk (issue 12). Two entries of one doubles class
// (or a teams entry with an open slot and a player registered alone) become one entry:
//
// - Both confirmed (each paid its own fee and held its own place): the second player joins the
//   first entry's team. Their registration stays, now as the team's partner row, with its own
//   order and payment, so each player's money stays where it was (a later withdrawal refunds
//   both, features/registrations/manage.ts withdrawEntry). Two places become one; the freed place
//   goes to the waitlist at once (sweepClass).
// - Both waitlisted (nobody has paid): the pair keeps the better of the two waitlist positions;
//   the second registration is released. When a place frees up, the pair is offered it like any
//   pair that registered together (one order for both fees, features/registrations/waitlist.ts).
// Entries waiting for a payment, a partner's answer or an approval are refused until settled,
// and so are a confirmed and a waitlisted entry together (one would hold a place unpaid).
// Locking follows features/registrations/class-store.ts: the class row, then the registrations.
import {
  and,
  eq,
  inArray,
  matches,
  ne,
  or,
  partnerInvitations,
  registrations,
  teamMembers,
  teams,
  users,
  type Db,
} from '@courtside/db'
import { ACTIVE_ENTRY_STATUSES, ClassType } from '@courtside/domain'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import {
  type Effects,
  entryName,
  gateReasons,
  lockClasses,
  type LockedClass,
  MAX_TEAMMATES,
  newEffects,
  ratingKindFor,
  ratingReasons,
  sweepClass,
  type Tx,
  withTransaction,
} from '../registrations/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import type { PairResult } from './entry-contract.ts'

type Registration = typeof registrations.$inferSelect
type Result = z.infer<typeof PairResult>
type Person = typeof users.$inferSelect

const refuse = (status: 404 | 409, code: string, message: string) => new AppError(status, code, message)

/** The players of an entry: its own player, then accepted partners (or team members). */
async function membersOf(tx: Tx, reg: Registration): Promise<number[]> {
  if (reg.teamId !== null) {
    const rows = await tx
      .select({ userId: teamMembers.userId, position: teamMembers.position })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, reg.teamId))
    if (rows.length > 0) return rows.sort((a, b) => a.position - b.position).map((r) => r.userId)
  }
  const accepted = await tx
    .select({ userId: partnerInvitations.invitedUserId })
    .from(partnerInvitations)
    .where(and(eq(partnerInvitations.registrationId, reg.id), eq(partnerInvitations.status, 'accepted')))
  return [reg.userId, ...accepted.map((a) => a.userId)]
}

/** Is the player committed elsewhere in the class (invited to, or a partner of, another live entry)? */
async function partneredElsewhere(tx: Tx, cls: LockedClass, userId: number, own: number[]) {
  const [row] = await tx
    .select({ id: partnerInvitations.id })
    .from(partnerInvitations)
    .innerJoin(registrations, eq(registrations.id, partnerInvitations.registrationId))
    .where(
      and(
        eq(partnerInvitations.classId, cls.id),
        eq(partnerInvitations.invitedUserId, userId),
        inArray(partnerInvitations.status, ['pending', 'accepted']),
        inArray(registrations.status, [...ACTIVE_ENTRY_STATUSES]),
        own.length ? and(...own.map((id) => ne(registrations.id, id))) : undefined,
      ),
    )
    .limit(1)
  return row !== undefined
}

/** A repeat of a pairing already made: the two players are in one live entry. */
async function existingPair(tx: Tx, a: Registration, b: Registration): Promise<Registration | null> {
  const live = (r: Registration) => (ACTIVE_ENTRY_STATUSES as readonly string[]).includes(r.status)
  if (a.teamId !== null && a.teamId === b.teamId && live(a) && live(b)) {
    const [invitation] = await tx
      .select({ registrationId: partnerInvitations.registrationId })
      .from(partnerInvitations)
      .where(
        and(
          inArray(partnerInvitations.registrationId, [a.id, b.id]),
          inArray(partnerInvitations.invitedUserId, [a.userId, b.userId]),
          eq(partnerInvitations.status, 'accepted'),
        ),
      )
    return invitation?.registrationId === b.id ? b : a
  }
  for (const [host, other] of [
    [a, b],
    [b, a],
  ] as const) {
    if (!live(host) || other.status !== 'cancelled') continue
    const [invitation] = await tx
      .select({ id: partnerInvitations.id })
      .from(partnerInvitations)
      .where(
        and(
          eq(partnerInvitations.registrationId, host.id),
          eq(partnerInvitations.invitedUserId, other.userId),
          eq(partnerInvitations.status, 'accepted'),
        ),
      )
    if (invitation) return host
  }
  return null
}

/** Gender, age and rating limits for the pair as a whole (each entry was checked alone before). */
function checkGates(cls: LockedClass, people: Person[]): void {
  const gate = { ...cls, eventStart: cls.tournamentStart }
  for (const person of people) {
    const [reason] = gateReasons(gate, person)
    if (reason)
      throw refuse(
        409,
        reason.code,
        `${person.firstName} ${person.lastName} does not meet the class's limits (${reason.code})`,
      )
  }
  if (cls.gender === 'mixed' && cls.type === ClassType.Doubles) {
    if (people.some((p) => p.gender !== 'male' && p.gender !== 'female'))
      throw refuse(409, 'GENDER_MISSING', 'A mixed pair needs the gender of both players in their profiles')
    if (new Set(people.map((p) => p.gender)).size !== 2)
      throw refuse(409, 'MIXED_NEEDS_MAN_AND_WOMAN', 'A mixed doubles pair is one man and one woman')
  }
  const kind = ratingKindFor(cls.type)
  const ratings = people.map((p) => (kind === 'singles' ? p.duprRatingSingles : p.duprRatingDoubles))
  // Entries admitted without a rating (an approved exception) stay admitted; a pair can only
  // exceed a maximum, since the higher-rated partner counts.
  const [rating] = ratingReasons({ ...cls, classType: cls.type, memberRatings: ratings }).filter(
    (r) => r.code === 'RATING_TOO_HIGH',
  )
  if (rating) throw refuse(409, 'RATING_TOO_HIGH', "The pair's rating is above the class maximum")
}

export async function pairEntries(options: {
  db: Db
  access: Access
  classId: number
  entryIds: readonly [number, number]
  now: Date
  paymentProvider: string
}): Promise<{ result: Result; effects: Effects }> {
  const { db, access, classId, entryIds, now } = options
  if (entryIds[0] === entryIds[1])
    throw new AppError(400, 'SAME_ENTRY', 'Choose two different entries to pair')
  const effects = newEffects()
  const result = await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const cls = (await lockClasses(tx, [classId])).get(classId)
      if (!cls) throw refuse(404, 'NOT_FOUND', 'Class not found')
      if (cls.type !== ClassType.Doubles && cls.type !== ClassType.Teams)
        throw refuse(409, 'CLASS_NOT_PAIRABLE', 'Only doubles and team classes have partners to pair')
      const rows = await tx
        .select()
        .from(registrations)
        .where(and(inArray(registrations.id, [...entryIds]), eq(registrations.classId, classId)))
        .for('update')
      const first = rows.find((r) => r.id === entryIds[0])
      const second = rows.find((r) => r.id === entryIds[1])
      // Another class's or another organization's entry reads as absent (nothing about it leaks).
      if (!first || !second) throw refuse(404, 'NOT_FOUND', 'Both entries must be entries of this class')

      const repeat = await existingPair(tx, first, second)
      if (repeat) {
        const players = await namesOf(tx, await membersOf(tx, repeat))
        const other = repeat.id === first.id ? second : first
        return {
          entryId: repeat.id,
          releasedEntryId: other.id,
          status: repeat.status === 'waitlisted' ? ('waitlisted' as const) : ('confirmed' as const),
          players,
          alreadyPaired: true,
        }
      }

      for (const reg of [first, second]) {
        if (!(ACTIVE_ENTRY_STATUSES as readonly string[]).includes(reg.status))
          throw refuse(409, 'NOT_ACTIVE', `Entry ${reg.id} is no longer active`)
        if (!reg.isLookingForPartner)
          throw refuse(409, 'NOT_LOOKING_FOR_PARTNER', `Entry ${reg.id} is not looking for a partner`)
      }
      const mode = first.status === 'confirmed' && second.status === 'confirmed' ? 'place' : 'waitlist'
      if (mode === 'waitlist' && (first.status !== 'waitlisted' || second.status !== 'waitlisted')) {
        throw refuse(
          409,
          'ENTRY_NOT_PAIRABLE',
          `Pair two confirmed entries or two waitlisted ones (these are ${first.status} and ${second.status}); an entry waiting for a payment, a partner or an approval can be paired once that is settled`,
        )
      }
      if (mode === 'place' && (first.teamId === null || second.teamId === null))
        throw refuse(409, 'ENTRY_NOT_PAIRABLE', 'A confirmed entry without its team cannot be paired')
      const members = new Map([
        [first.id, await membersOf(tx, first)],
        [second.id, await membersOf(tx, second)],
      ])
      const size = (r: Registration) => members.get(r.id)?.length ?? 1
      // The entry that stays: the larger team, else the earlier place in the queue.
      const rank = (r: Registration) => [-size(r), r.waitlistPosition ?? 0, r.createdAt.getTime(), r.id]
      const [host, joiner] = [first, second].sort((a, b) => {
        const [ra, rb] = [rank(a), rank(b)]
        const i = ra.findIndex((v, k) => v !== rb[k])
        return i < 0 ? 0 : (ra[i] ?? 0) - (rb[i] ?? 0)
      }) as [Registration, Registration]
      const maxMembers = cls.type === ClassType.Doubles ? 2 : 1 + MAX_TEAMMATES
      if (size(joiner) !== 1 || (cls.type === ClassType.Doubles && size(host) !== 1))
        throw refuse(
          409,
          'ALREADY_PARTNERED',
          'A player of these entries already has a partner in this class',
        )
      if (size(host) + 1 > maxMembers) throw refuse(409, 'TEAM_FULL', 'The team has no open slot')
      const [pendingInvite] = await tx
        .select({ id: partnerInvitations.id })
        .from(partnerInvitations)
        .where(
          and(
            inArray(partnerInvitations.registrationId, [host.id, joiner.id]),
            eq(partnerInvitations.status, 'pending'),
          ),
        )
        .limit(1)
      if (pendingInvite)
        throw refuse(409, 'PARTNER_INVITATION_PENDING', 'An invited partner has not answered yet')
      const hostMembers = members.get(host.id) ?? [host.userId]
      for (const userId of [...hostMembers, joiner.userId]) {
        if (await partneredElsewhere(tx, cls, userId, [host.id, joiner.id]))
          throw refuse(
            409,
            'ALREADY_PARTNERED',
            'A player of these entries already has a partner in this class',
          )
      }
      const teamIds = [host.teamId, joiner.teamId].filter((id): id is number => id !== null)
      if (teamIds.length) {
        const [drawn] = await tx
          .select({ id: matches.id })
          .from(matches)
          .where(or(inArray(matches.homeTeamId, teamIds), inArray(matches.awayTeamId, teamIds)))
          .limit(1)
        if (drawn) throw refuse(409, 'DRAW_MADE', 'The draw is made; entries can no longer be paired')
      }
      const memberIds = [...hostMembers, joiner.userId]
      const people = await tx.select().from(users).where(inArray(users.id, memberIds))
      const byId = new Map(people.map((p) => [p.id, p]))
      const ordered = memberIds.map((id) => byId.get(id)).filter((p): p is Person => p !== undefined)
      checkGates(cls, ordered)

      const isDoubles = cls.type === ClassType.Doubles
      const stillLooking = !isDoubles && memberIds.length < maxMembers
      await tx
        .insert(partnerInvitations)
        .values({
          registrationId: host.id,
          classId,
          inviterUserId: host.userId,
          invitedUserId: joiner.userId,
          status: 'accepted',
          deadline: now,
          respondedAt: now,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: [partnerInvitations.registrationId, partnerInvitations.invitedUserId],
          set: { status: 'accepted', respondedAt: now },
        })
      await tx
        .update(registrations)
        .set({
          partnerUserId: isDoubles ? joiner.userId : host.partnerUserId,
          isLookingForPartner: stillLooking,
          updatedAt: now,
        })
        .where(eq(registrations.id, host.id))
      if (mode === 'place' && host.teamId !== null) {
        await tx
          .insert(teamMembers)
          .values({ teamId: host.teamId, userId: joiner.userId, position: memberIds.length })
        await tx
          .update(registrations)
          .set({
            teamId: host.teamId,
            partnerUserId: host.userId,
            isLookingForPartner: false,
            updatedAt: now,
          })
          .where(eq(registrations.id, joiner.id))
        if (joiner.teamId !== null && joiner.teamId !== host.teamId)
          await tx.delete(teams).where(eq(teams.id, joiner.teamId))
        const [team] = await tx.select().from(teams).where(eq(teams.id, host.teamId))
        await tx
          .update(teams)
          .set({ name: entryName({ classType: cls.type, members: ordered, teamName: team?.name }) })
          .where(eq(teams.id, host.teamId))
      } else {
        // Waitlisted: nothing was paid; the joiner's own registration is released.
        const positions = [host.waitlistPosition, joiner.waitlistPosition].filter((p) => p !== null)
        if (positions.length)
          await tx
            .update(registrations)
            .set({ waitlistPosition: Math.min(...positions) })
            .where(eq(registrations.id, host.id))
        await tx
          .update(registrations)
          .set({ status: 'cancelled', waitlistPosition: null, isLookingForPartner: false, updatedAt: now })
          .where(eq(registrations.id, joiner.id))
      }
      const ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
      // A place freed by two entries becoming one goes to the waitlist now.
      await sweepClass(ctx, cls)
      for (const userId of [host.userId, joiner.userId]) {
        effects.notices.push({
          userId,
          kind: 'partner_accepted',
          tournamentId: cls.tournamentId,
          tournamentName: cls.tournamentName,
          className: cls.name,
        })
      }
      const players = ordered.map((p) => ({ userId: p.id, name: `${p.firstName} ${p.lastName}` }))
      const [after] = await tx.select().from(registrations).where(eq(registrations.id, host.id))
      await writeAudit(tx, {
        access,
        eventId: cls.tournamentId,
        action: 'entry.pair',
        objectType: 'entry',
        objectId: host.id,
        before: [host, joiner].map((r) => ({
          entryId: r.id,
          status: r.status,
          players: members.get(r.id),
          waitlistPosition: r.waitlistPosition,
        })),
        after: {
          entryId: host.id,
          status: after?.status,
          players: memberIds,
          waitlistPosition: after?.waitlistPosition ?? null,
          releasedEntryId: joiner.id,
        },
        at: now,
      })
      return {
        entryId: host.id,
        releasedEntryId: joiner.id,
        status: mode === 'place' ? ('confirmed' as const) : ('waitlisted' as const),
        players,
        alreadyPaired: false,
      }
    },
    { effects },
  )
  return { result, effects }
}

async function namesOf(tx: Tx, ids: number[]) {
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.map((userId) => {
    const p = byId.get(userId)
    return { userId, name: p ? `${p.firstName} ${p.lastName}` : `#${userId}` }
  })
}
