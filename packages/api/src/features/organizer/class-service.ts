import { PLACE_HOLDING_STATUSES } from '@courtside/domain'
// Class writes of the organizer console. A change that contradicts existing entries — capacity
// below the entries that hold a place, a gate that players holding a place no longer meet — is
// refused (409) with the list of entries it would affect; sent again with `confirm: true`, those
// entries are withdrawn with a full refund and their players told. A class with entries is never
// deleted (its payments stay on record): withdraw the entries first.
import { and, asc, classes, desc, eq, inArray, registrations, sql, users, type Db } from '@courtside/db'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import {
  type Ctx,
  type Effects,
  gateReasons,
  lockClasses,
  newEffects,
  ratingKindFor,
  ratingReasons,
  type Tx,
  withdrawEntry,
  withTransaction,
} from '../registrations/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import type { CreateClassBody, UpdateClassBody } from './contract.ts'
import { CLASS_TYPE_CODES } from './event-views.ts'

type ClassRow = typeof classes.$inferSelect
export type Consequence = { entryId: number; playerName: string; effect: string }

function checkLimits(cls: Pick<ClassRow, 'ratingMin' | 'ratingMax' | 'minAge' | 'maxAge'>): void {
  if (cls.ratingMin !== null && cls.ratingMax !== null && cls.ratingMin > cls.ratingMax)
    throw new AppError(400, 'INVALID_BODY', 'ratingMax: must not be below ratingMin')
  if (cls.minAge !== null && cls.maxAge !== null && cls.minAge > cls.maxAge)
    throw new AppError(400, 'INVALID_BODY', 'maxAge: must not be below minAge')
}

function columnsOf(input: Partial<z.infer<typeof CreateClassBody>>) {
  const { type, ...rest } = input
  return { ...rest, ...(type ? { type: CLASS_TYPE_CODES[type] } : {}) }
}

export async function createClass(options: {
  db: Db
  access: Access
  eventId: number
  input: z.infer<typeof CreateClassBody>
  now: Date
}): Promise<number> {
  const { db, access, eventId, input, now } = options
  checkLimits({ ratingMin: null, ratingMax: null, minAge: null, maxAge: null, ...input })
  return withTransaction(db, async (tx) => {
    const [last] = await tx
      .select({ position: classes.position })
      .from(classes)
      .where(eq(classes.tournamentId, eventId))
      .orderBy(desc(classes.position))
      .limit(1)
    const [created] = await tx
      .insert(classes)
      .values({
        ...input,
        type: CLASS_TYPE_CODES[input.type],
        tournamentId: eventId,
        position: (last?.position ?? -1) + 1,
        createdAt: now,
      })
      .returning()
    if (!created) throw new Error('insert returned no row')
    await writeAudit(tx, {
      access,
      eventId,
      action: 'class.create',
      objectType: 'class',
      objectId: created.id,
      after: created,
      at: now,
    })
    return created.id
  })
}

/** Entries holding a place that the changed class would no longer admit, or no longer fit. */
async function contradictions(
  tx: Tx,
  before: ClassRow,
  after: ClassRow,
  eventStart: Date,
): Promise<Consequence[]> {
  const holding = await tx
    .select({
      id: registrations.id,
      userId: registrations.userId,
      partnerUserId: registrations.partnerUserId,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .where(
      and(eq(registrations.classId, before.id), inArray(registrations.status, [...PLACE_HOLDING_STATUSES])),
    )
    .orderBy(asc(registrations.createdAt), asc(registrations.id))
  if (holding.length === 0) return []
  const ids = [
    ...new Set(holding.flatMap((h) => [h.userId, h.partnerUserId]).filter((x): x is number => x !== null)),
  ]
  const people = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      gender: users.gender,
      birthYear: users.birthYear,
      singles: users.duprRatingSingles,
      doubles: users.duprRatingDoubles,
    })
    .from(users)
    .where(inArray(users.id, ids))
  const byId = new Map(people.map((p) => [p.id, p]))
  const nameOf = (userId: number) => {
    const p = byId.get(userId)
    return p ? `${p.firstName} ${p.lastName}` : `#${userId}`
  }
  const result: Consequence[] = []
  const failsGate = new Set<number>()
  for (const entry of holding) {
    const members = [entry.userId, entry.partnerUserId].filter((x): x is number => x !== null)
    const reasons: string[] = members.flatMap((userId) => {
      const p = byId.get(userId)
      return gateReasons(
        {
          gender: after.gender,
          minAge: after.minAge,
          maxAge: after.maxAge,
          ageReferenceDate: after.ageReferenceDate,
          eventStart,
        },
        { gender: p?.gender ?? null, birthYear: p?.birthYear ?? null },
      ).map((r) => r.code)
    })
    const kind = ratingKindFor(after.type)
    const ratings = members.map(
      (userId) => (kind === 'singles' ? byId.get(userId)?.singles : byId.get(userId)?.doubles) ?? null,
    )
    const ratingChanged = before.ratingMin !== after.ratingMin || before.ratingMax !== after.ratingMax
    if (ratingChanged)
      reasons.push(
        ...ratingReasons({
          ratingMin: after.ratingMin,
          ratingMax: after.ratingMax,
          classType: after.type,
          memberRatings: ratings,
        }).map((r) => r.code),
      )
    if (reasons.length) {
      failsGate.add(entry.id)
      result.push({
        entryId: entry.id,
        playerName: members.map(nameOf).join(' / '),
        effect: `withdrawn with a full refund (${[...new Set(reasons)].join(', ')})`,
      })
    }
  }
  // Over capacity: the latest entries still standing leave first.
  const standing = holding.filter((h) => !failsGate.has(h.id))
  for (const entry of standing.slice(after.capacity).reverse()) {
    const members = [entry.userId, entry.partnerUserId].filter((x): x is number => x !== null)
    result.push({
      entryId: entry.id,
      playerName: members.map(nameOf).join(' / '),
      effect: 'withdrawn with a full refund (CAPACITY_BELOW_CONFIRMED)',
    })
  }
  return result
}

export async function updateClass(options: {
  db: Db
  access: Access
  classId: number
  input: z.infer<typeof UpdateClassBody>
  now: Date
  paymentProvider: string
}): Promise<{ effects: Effects; withdrawn: Consequence[] }> {
  const { db, access, classId, now } = options
  const { confirm, ...input } = options.input
  const effects = newEffects()
  const withdrawn = await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const cls = (await lockClasses(tx, [classId])).get(classId)
      const [before] = await tx.select().from(classes).where(eq(classes.id, classId))
      if (!cls || !before) throw new AppError(404, 'NOT_FOUND', 'Class not found')
      const after: ClassRow = { ...before, ...columnsOf(input) }
      checkLimits(after)
      const consequences = await contradictions(tx, before, after, cls.tournamentStart)
      if (consequences.length && !confirm) {
        throw Object.assign(
          new AppError(
            409,
            'CONFIRMATION_REQUIRED',
            `This change affects ${consequences.length} entr${consequences.length === 1 ? 'y' : 'ies'} holding a place; send it again with confirm: true to withdraw them with a full refund`,
          ),
          { consequences },
        )
      }
      const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
      for (const c of consequences) {
        const [reg] = await tx
          .select()
          .from(registrations)
          .where(eq(registrations.id, c.entryId))
          .for('update')
        if (!reg) continue
        await withdrawEntry(ctx, cls, reg, true)
        effects.notices.push({
          userId: reg.userId,
          kind: 'withdrawn_by_organizer',
          tournamentId: cls.tournamentId,
          tournamentName: cls.tournamentName,
          className: cls.name,
          subjectId: reg.id,
          payload: { reason: 'class_changed' },
        })
      }
      const [saved] = await tx
        .update(classes)
        .set(columnsOf(input))
        .where(eq(classes.id, classId))
        .returning()
      await writeAudit(tx, {
        access,
        eventId: cls.tournamentId,
        action: 'class.update',
        objectType: 'class',
        objectId: classId,
        before,
        after: { ...saved, withdrawnEntries: consequences },
        at: now,
      })
      return consequences
    },
    { effects },
  )
  return { effects, withdrawn }
}

export async function deleteClass(options: {
  db: Db
  access: Access
  classId: number
  now: Date
}): Promise<void> {
  const { db, access, classId, now } = options
  await withTransaction(db, async (tx) => {
    await lockClasses(tx, [classId])
    const [before] = await tx.select().from(classes).where(eq(classes.id, classId))
    if (!before) throw new AppError(404, 'NOT_FOUND', 'Class not found')
    const [entries] = await tx
      .select({
        all: sql<number>`count(*)::int`,
        live: sql<number>`count(*) filter (where ${registrations.status} not in ('cancelled', 'expired'))::int`,
      })
      .from(registrations)
      .where(eq(registrations.classId, classId))
    if ((entries?.all ?? 0) > 0) {
      throw new AppError(
        409,
        'CLASS_HAS_ENTRIES',
        entries?.live
          ? `The class has ${entries.live} active entr${entries.live === 1 ? 'y' : 'ies'}; withdraw them first (each refunded per its policy). A class with entries stays for the payment records.`
          : 'The class has past entries and payments on record, so it cannot be deleted',
      )
    }
    await tx.delete(classes).where(eq(classes.id, classId))
    await writeAudit(tx, {
      access,
      eventId: before.tournamentId,
      action: 'class.delete',
      objectType: 'class',
      objectId: classId,
      before,
      at: now,
    })
  })
}
