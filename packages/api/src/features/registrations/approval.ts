// A player without a DUPR rating asks to enter a rated class whose organizer allows it (issue
// 12): an entry in `pending_approval` that holds no place and costs nothing until the organizer
// approves it (features/organizer: approved entries join the waitlist and are offered a place).
import { and, eq, inArray, registrations, users, type Db } from '@courtside/db'
import { OPEN_ENTRY_STATUSES } from '@courtside/domain'
import { AppError } from '../../lib/errors.ts'
import { gateReasons } from './gates.ts'
import { lockClasses } from './class-store.ts'
import { partnerRuleFor, ratingKindFor } from './rules.ts'
import { withTransaction } from './transaction.ts'

export async function requestApproval(options: {
  db: Db
  userId: number
  classId: number
  now: Date
}): Promise<{ id: number; status: 'pending_approval' }> {
  const { db, userId, classId, now } = options
  return withTransaction(db, async (tx) => {
    const cls = (await lockClasses(tx, [classId])).get(classId)
    if (!cls || cls.tournamentStatus !== 'published') throw new AppError(404, 'NOT_FOUND', 'Class not found')
    if (partnerRuleFor(cls.type).maxPartners > 0) {
      throw new AppError(422, 'APPROVAL_NOT_AVAILABLE', 'Approval requests are for singles entries')
    }
    const [me] = await tx.select().from(users).where(eq(users.id, userId))
    if (!me) throw new AppError(404, 'NOT_FOUND', 'Player not found')
    const rating = ratingKindFor(cls.type) === 'singles' ? me.duprRatingSingles : me.duprRatingDoubles
    const hasGate = cls.ratingMin !== null || cls.ratingMax !== null
    if (!cls.unratedMayAsk || !hasGate || rating !== null) {
      throw new AppError(422, 'APPROVAL_NOT_AVAILABLE', 'This class does not take approval requests from you')
    }
    const gate = gateReasons({ ...cls, eventStart: cls.tournamentStart }, me)
    if (gate[0]) throw new AppError(422, gate[0].code, 'The class limits do not admit you')
    const open =
      (!cls.registrationOpensAt || now >= cls.registrationOpensAt) &&
      !!cls.registrationClosesAt &&
      now <= cls.registrationClosesAt &&
      cls.tournamentProgress === 0
    if (!open)
      throw new AppError(422, 'REGISTRATION_NOT_OPEN', 'Registration for this tournament is not open')
    const [existing] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.classId, classId),
          eq(registrations.userId, userId),
          inArray(registrations.status, [...OPEN_ENTRY_STATUSES]),
        ),
      )
    if (existing) throw new AppError(409, 'ALREADY_REGISTERED', 'You are already registered for this class')
    const [row] = await tx
      .insert(registrations)
      .values({
        classId,
        userId,
        status: 'pending_approval',
        feeMinor: cls.feeMinor,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: registrations.id })
    if (!row) throw new Error('insert returned no row')
    return { id: row.id, status: 'pending_approval' as const }
  })
}
