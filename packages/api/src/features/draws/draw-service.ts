// Draw writes: generate (or regenerate) a draft, swap two entries, lock, publish. Each runs in one
// transaction with the class row locked, writes an audit entry, and refuses what the draw's
// state forbids with a 409 (a locked draw is changed only through results from then on).
import { randomInt } from 'node:crypto'
import { and, draws, eq, isNull, matches, type Db } from '@courtside/db'
import { generateDraw, isDomainError, swapEntries, type DrawFormat } from '@courtside/domain'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import { type Tx, withTransaction } from '../registrations/index.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import type { GenerateDrawBody } from './contract.ts'
import {
  entriesChanged,
  findDraw,
  loadDrawClass,
  loadEntries,
  requireDraw,
  type DrawClass,
  type DrawRow,
} from '../draw-state/index.ts'
import { syncPublicTables } from '../draw-state/index.ts'

type Write = { db: Db; access: Access; classId: number; now: Date }

const locked = () =>
  new AppError(409, 'DRAW_LOCKED', 'The draw is locked; from now on it changes only through results')

export function formatOf(input: z.infer<typeof GenerateDrawBody>): DrawFormat {
  const sizing =
    input.groupCount !== undefined ? { groupCount: input.groupCount } : { groupSize: input.groupSize ?? 4 }
  const bracket = { thirdPlace: input.thirdPlace === true, consolation: input.consolation === true }
  switch (input.format) {
    case 'knockout':
      return { kind: 'knockout', ...bracket }
    case 'round_robin':
      return { kind: 'round_robin', ...sizing, separateClubs: input.separateClubs === true }
    case 'groups_knockout':
      return {
        kind: 'groups_knockout',
        ...sizing,
        qualifiersPerGroup: input.qualifiersPerGroup ?? 1,
        separateClubs: input.separateClubs === true,
        ...bracket,
      }
  }
}

/** What the audit log keeps of a draw: its state, not every match. */
const summary = (
  row: Pick<DrawRow, 'status' | 'randomSeed' | 'options' | 'publishAt'>,
  entries?: number,
) => ({
  status: row.status,
  randomSeed: row.randomSeed,
  format: row.options.format,
  publishAt: row.publishAt,
  ...(entries !== undefined ? { entries } : {}),
})

async function inClass<T>(
  options: Write,
  run: (tx: Tx, cls: DrawClass) => Promise<T>,
): Promise<{ value: T; cls: DrawClass }> {
  return withTransaction(options.db, async (tx) => {
    const cls = await loadDrawClass(tx, options.classId, true)
    return { value: await run(tx, cls), cls }
  })
}

export async function generate(
  options: Write & { input: z.infer<typeof GenerateDrawBody> },
): Promise<{ row: DrawRow; cls: DrawClass }> {
  const { access, classId, now, input } = options
  const { value: row, cls } = await inClass(options, async (tx, cls) => {
    const existing = await findDraw(tx, classId, true)
    if (existing && existing.status !== 'draft') throw locked()
    if (!existing) {
      // Groups and matches made outside the console (the seed, an import) are not replaced.
      const [foreign] = await tx
        .select({ id: matches.id })
        .from(matches)
        .where(and(eq(matches.classId, classId), isNull(matches.drawMatchId)))
        .limit(1)
      if (foreign) throw new AppError(409, 'CLASS_ALREADY_DRAWN', 'This class already has matches')
    }
    const entries = await loadEntries(tx, classId)
    const seed = input.randomSeed ?? randomInt(0, 2 ** 32)
    const format = formatOf(input)
    const draw = generateDraw({ entries, ratingKind: cls.ratingKind, format, seed })
    const values = {
      draw,
      options: { format, seedGiven: input.randomSeed !== undefined },
      randomSeed: seed,
      updatedAt: now,
    }
    const [saved] = existing
      ? await tx.update(draws).set(values).where(eq(draws.id, existing.id)).returning()
      : await tx
          .insert(draws)
          .values({ classId, status: 'draft', createdAt: now, ...values })
          .returning()
    await writeAudit(tx, {
      access,
      eventId: cls.eventId,
      action: existing ? 'draw.regenerate' : 'draw.generate',
      objectType: 'draw',
      objectId: classId,
      ...(existing ? { before: summary(existing, existing.draw.entries.length) } : {}),
      after: summary(saved!, draw.entries.length),
      at: now,
    })
    return saved!
  })
  return { row, cls }
}

export async function swap(
  options: Write & { entryIds: [number, number] },
): Promise<{ row: DrawRow; cls: DrawClass }> {
  const { access, classId, now } = options
  const [entryA, entryB] = options.entryIds
  const { value: row, cls } = await inClass(options, async (tx, cls) => {
    const existing = await requireDraw(tx, classId)
    if (existing.status !== 'draft') throw locked()
    let draw
    try {
      draw = swapEntries({ draw: existing.draw, entryA, entryB })
    } catch (error) {
      if (isDomainError(error) && error.code === 'unknown_entry') {
        throw Object.assign(new AppError(400, 'UNKNOWN_ENTRY', 'Both entries must be in the draw'), {
          fields: { entryIds: 'both entries must be in the draw' },
        })
      }
      throw error
    }
    const [saved] = await tx
      .update(draws)
      .set({ draw, updatedAt: now })
      .where(eq(draws.id, existing.id))
      .returning()
    await writeAudit(tx, {
      access,
      eventId: cls.eventId,
      action: 'draw.swap',
      objectType: 'draw',
      objectId: classId,
      after: { entryIds: [entryA, entryB] },
      at: now,
    })
    return saved!
  })
  return { row, cls }
}

/**
 * Locks the draft and copies it into the public tables. Refused while the class's entries differ
 * from the draw's (regenerate first); a repeat on a locked draw changes nothing.
 */
export async function lock(options: Write): Promise<{ row: DrawRow; cls: DrawClass }> {
  const { access, classId, now } = options
  const { value: row, cls } = await inClass(options, async (tx, cls) => {
    const existing = await requireDraw(tx, classId)
    if (existing.status !== 'draft') return existing
    const changed = entriesChanged(
      existing.draw.entries.map((entry) => entry.id),
      await loadEntries(tx, classId),
    )
    if (changed.added.length || changed.removed.length) {
      throw new AppError(
        409,
        'ENTRIES_CHANGED',
        `The class's entries changed since the draw was made (${changed.added.length} added, ${changed.removed.length} gone); generate it again`,
      )
    }
    const [saved] = await tx
      .update(draws)
      .set({ status: 'locked', lockedAt: now, updatedAt: now })
      .where(eq(draws.id, existing.id))
      .returning()
    await syncPublicTables(tx, {
      classId,
      draw: saved!.draw,
      matchFormat: cls.matchFormat,
      rankingPreset: cls.rankingPreset,
    })
    await writeAudit(tx, {
      access,
      eventId: cls.eventId,
      action: 'draw.lock',
      objectType: 'draw',
      objectId: classId,
      before: summary(existing),
      after: summary(saved!, saved!.draw.entries.length),
      at: now,
    })
    return saved!
  })
  return { row, cls }
}

/** Publishes a locked draw now or at `publishAt`; before that moment the public sees entries only. */
export async function publish(
  options: Write & { publishAt: Date | undefined },
): Promise<{ row: DrawRow; cls: DrawClass }> {
  const { access, classId, now } = options
  const publishAt = options.publishAt ?? now
  const { value: row, cls } = await inClass(options, async (tx, cls) => {
    const existing = await requireDraw(tx, classId)
    if (existing.status === 'draft') {
      throw new AppError(409, 'DRAW_NOT_LOCKED', 'Lock the draw before publishing it')
    }
    if (existing.status === 'published' && existing.publishAt?.getTime() === publishAt.getTime())
      return existing
    const [saved] = await tx
      .update(draws)
      .set({ status: 'published', publishAt, publishedAt: now, updatedAt: now })
      .where(eq(draws.id, existing.id))
      .returning()
    await writeAudit(tx, {
      access,
      eventId: cls.eventId,
      action: 'draw.publish',
      objectType: 'draw',
      objectId: classId,
      before: summary(existing),
      after: summary(saved!),
      at: now,
    })
    return saved!
  })
  return { row, cls }
}
