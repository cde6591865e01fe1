import { ACTIVE_ENTRY_STATUSES } from '@courtside/domain'
// Event writes of the organizer console: create (as a draft), edit, publish/unpublish, cancel
// (every paid entry refunded, every player told), copy, and the event image. Each runs in one
// transaction with its audit row; refunds and messages run after commit (features/registrations/run-effects.ts).
import { randomBytes } from 'node:crypto'
import { classes, eq, inArray, organizations, registrations, tournaments, type Db } from '@courtside/db'
import sharp from 'sharp'
import { renderShareImage } from '../share-images/index.ts'
import type { z } from 'zod'
import type { FileStorage } from '../../adapters/storage.ts'
import { AppError } from '../../lib/errors.ts'
import {
  type Ctx,
  type Effects,
  type Executor,
  lockClasses,
  newEffects,
  withdrawEntry,
  withTransaction,
} from '../registrations/index.ts'
import { decodeBase64File, sniffImageType } from '../accounts/index.ts'
import type { Access } from './access.ts'
import { writeAudit } from './audit.ts'
import type { CopyBody, CreateEventBody, UpdateEventBody } from './contract.ts'
import { eventRow } from './event-views.ts'

const DAY_MS = 86_400_000
const TYPE_CODES = { tournament: 1, travel: 3 } as const

export function slugFor(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
  return `${base || 'event'}-${randomBytes(3).toString('hex')}`
}

/**
 * The public pages read `description` (one text); the console edits `descriptions` per language.
 * `description` keeps the organizer's default language (or the first one written) until the
 * public page reads the per-language texts itself.
 */
async function fallbackDescription(
  tx: Executor,
  organizationId: number,
  descriptions: Partial<Record<string, string>>,
): Promise<string> {
  const [org] = await tx
    .select({ language: organizations.defaultLanguage })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  const preferred = org ? descriptions[org.language] : undefined
  return preferred || Object.values(descriptions).find((text) => !!text) || ''
}

export async function createEvent(options: {
  db: Db
  access: Access
  input: z.infer<typeof CreateEventBody>
  now: Date
}): Promise<number> {
  const { db, access, input, now } = options
  const { kind, ...fields } = input
  return withTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(tournaments)
      .values({
        ...fields,
        descriptions: fields.descriptions ?? {},
        description: await fallbackDescription(tx, access.organizationId, fields.descriptions ?? {}),
        slug: slugFor(input.name),
        organizationId: access.organizationId,
        typeCode: TYPE_CODES[kind],
        status: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!created) throw new Error('insert returned no row')
    await writeAudit(tx, {
      access,
      eventId: created.id,
      action: 'event.create',
      objectType: 'event',
      objectId: created.id,
      after: created,
      at: now,
    })
    return created.id
  })
}

export async function updateEvent(options: {
  db: Db
  access: Access
  eventId: number
  input: z.infer<typeof UpdateEventBody>
  now: Date
}): Promise<void> {
  const { db, access, eventId, input, now } = options
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, eventId)).for('update')
    if (!before) throw new AppError(404, 'NOT_FOUND', 'Event not found')
    if (before.status === 'cancelled')
      throw new AppError(409, 'EVENT_CANCELLED', 'A cancelled event cannot be changed')
    const start = input.startDate ?? before.startDate
    const end = input.endDate ?? before.endDate
    if (end < start) throw new AppError(400, 'INVALID_BODY', 'endDate: must not be before the start')
    const descriptions = input.descriptions
      ? { ...before.descriptions, ...input.descriptions }
      : before.descriptions
    const [after] = await tx
      .update(tournaments)
      .set({
        ...input,
        descriptions,
        description: await fallbackDescription(tx, before.organizationId, descriptions),
        updatedAt: now,
      })
      .where(eq(tournaments.id, eventId))
      .returning()
    await writeAudit(tx, {
      access,
      eventId,
      action: 'event.update',
      objectType: 'event',
      objectId: eventId,
      before,
      after,
      at: now,
    })
  })
}

export async function setEventStatus(options: {
  db: Db
  access: Access
  eventId: number
  status: 'published' | 'draft'
  now: Date
}): Promise<void> {
  const { db, access, eventId, status, now } = options
  await withTransaction(db, async (tx) => {
    const [before] = await tx.select().from(tournaments).where(eq(tournaments.id, eventId)).for('update')
    if (!before) throw new AppError(404, 'NOT_FOUND', 'Event not found')
    if (before.status === 'cancelled')
      throw new AppError(
        409,
        'EVENT_CANCELLED',
        'A cancelled event cannot be published again; copy it instead',
      )
    if (status === 'published') {
      const [oneClass] = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(eq(classes.tournamentId, eventId))
        .limit(1)
      if (!oneClass) throw new AppError(409, 'NO_CLASSES', 'Add at least one class before publishing')
    }
    if (before.status === status) return
    await tx.update(tournaments).set({ status, updatedAt: now }).where(eq(tournaments.id, eventId))
    await writeAudit(tx, {
      access,
      eventId,
      action: status === 'published' ? 'event.publish' : 'event.unpublish',
      objectType: 'event',
      objectId: eventId,
      before: { status: before.status },
      after: { status },
      at: now,
    })
  })
}

/** Cancels the event: every live entry is withdrawn with a full refund and its players told. */
export async function cancelEvent(options: {
  db: Db
  access: Access
  eventId: number
  now: Date
  paymentProvider: string
}): Promise<{ withdrawn: number; refundedMinor: number; effects: Effects }> {
  const { db, access, eventId, now } = options
  const effects = newEffects()
  const result = await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const classIds = (
        await tx.select({ id: classes.id }).from(classes).where(eq(classes.tournamentId, eventId))
      ).map((c) => c.id)
      const locked = await lockClasses(tx, classIds)
      const [event] = await tx.select().from(tournaments).where(eq(tournaments.id, eventId)).for('update')
      if (!event) throw new AppError(404, 'NOT_FOUND', 'Event not found')
      if (event.status === 'cancelled')
        throw new AppError(409, 'EVENT_CANCELLED', 'The event is already cancelled')
      const ctx: Ctx = { tx, now, effects, paymentProvider: options.paymentProvider }
      const live = classIds.length
        ? await tx
            .select()
            .from(registrations)
            .where(inArray(registrations.classId, classIds))
            .orderBy(registrations.id)
        : []
      let withdrawn = 0
      let refundedMinor = 0
      const told = new Set<number>()
      for (const candidate of live) {
        const [reg] = await tx
          .select()
          .from(registrations)
          .where(eq(registrations.id, candidate.id))
          .for('update')
        const cls = locked.get(candidate.classId)
        if (
          !reg ||
          !cls ||
          (!(ACTIVE_ENTRY_STATUSES as readonly string[]).includes(reg.status) &&
            reg.status !== 'pending_approval')
        )
          continue
        refundedMinor += await withdrawEntry(ctx, cls, reg, true)
        withdrawn++
        for (const userId of [reg.userId, reg.partnerUserId]) {
          if (userId === null || told.has(userId)) continue
          told.add(userId)
          effects.notices.push({
            userId,
            kind: 'event_cancelled',
            tournamentId: eventId,
            tournamentName: event.name,
            className: '',
          })
        }
      }
      await tx
        .update(tournaments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(tournaments.id, eventId))
      await writeAudit(tx, {
        access,
        eventId,
        action: 'event.cancel',
        objectType: 'event',
        objectId: eventId,
        before: { status: event.status },
        after: { status: 'cancelled', withdrawnEntries: withdrawn, refundedMinor },
        at: now,
      })
      return { withdrawn, refundedMinor }
    },
    { effects },
  )
  return { ...result, effects }
}

const shift = (d: Date | null, days: number) => (d ? new Date(d.getTime() + days * DAY_MS) : null)
const shiftDate = (d: string | null, days: number) =>
  d ? new Date(Date.parse(`${d}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10) : null

/** A new draft with the event's settings and classes, dates moved by `offsetDays`, no entries. */
export async function copyEvent(options: {
  db: Db
  access: Access
  eventId: number
  input: z.infer<typeof CopyBody>
  now: Date
}): Promise<number> {
  const { db, access, eventId, input, now } = options
  const days = input.offsetDays
  return withTransaction(db, async (tx) => {
    const source = await eventRow(tx, eventId)
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...settings } = source
    const name = input.name ?? source.name
    const [copy] = await tx
      .insert(tournaments)
      .values({
        ...settings,
        name,
        slug: slugFor(name),
        status: 'draft',
        progress: 0,
        isFeatured: false,
        startDate: shift(source.startDate, days) as Date,
        endDate: shift(source.endDate, days) as Date,
        registrationOpensAt: shift(source.registrationOpensAt, days),
        registrationClosesAt: shift(source.registrationClosesAt, days),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tournaments.id })
    if (!copy) throw new Error('insert returned no row')
    const sourceClasses = await tx.select().from(classes).where(eq(classes.tournamentId, eventId))
    if (sourceClasses.length) {
      await tx.insert(classes).values(
        sourceClasses.map(({ id: _cid, createdAt: _cc, ...cls }) => ({
          ...cls,
          tournamentId: copy.id,
          startsAt: shift(cls.startsAt, days),
          ageReferenceDate: shiftDate(cls.ageReferenceDate, days),
          createdAt: now,
        })),
      )
    }
    await writeAudit(tx, {
      access,
      eventId: copy.id,
      action: 'event.copy',
      objectType: 'event',
      objectId: copy.id,
      before: { copiedFrom: eventId },
      after: { name, offsetDays: days, classes: sourceClasses.length },
      at: now,
    })
    return copy.id
  })
}

export const EVENT_IMAGE_URL_PREFIX = '/bff/upload/'

/**
 * The event image: verified by content like avatars (features/accounts/upload-store.ts), re-encoded (which
 * drops metadata and hidden payloads) as a 1600×900 JPEG, a format every social network shows.
 */
export async function saveEventImage(options: {
  db: Db
  storage: FileStorage
  access: Access
  eventId: number
  fileName: string
  file: string
  now: Date
}): Promise<{ image: string }> {
  const { db, storage, access, eventId, now } = options
  if (!/\.(jpe?g|png|webp)$/i.test(options.fileName)) {
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPEG, PNG or WebP image')
  }
  const bytes = decodeBase64File(options.file)
  if (!sniffImageType(bytes))
    throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a JPEG, PNG or WebP image')
  let output: Buffer
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize(1600, 900, { fit: 'cover' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer()
  } catch {
    throw new AppError(415, 'INVALID_IMAGE', 'The image could not be read')
  }
  const key = await storage.put({ folder: 'events', bytes: output, extension: 'jpg' })
  // The 1200×630 copy social networks show (shareImagePath finds it by the same name).
  const name = key.slice('events/'.length, -'.jpg'.length)
  await storage.put({ folder: 'share', bytes: await renderShareImage(output), extension: 'jpg', name })
  const image = `${EVENT_IMAGE_URL_PREFIX}${key}`
  await withTransaction(db, async (tx) => {
    const [before] = await tx
      .select({ image: tournaments.image })
      .from(tournaments)
      .where(eq(tournaments.id, eventId))
      .for('update')
    await tx.update(tournaments).set({ image, updatedAt: now }).where(eq(tournaments.id, eventId))
    await writeAudit(tx, {
      access,
      eventId,
      action: 'event.image',
      objectType: 'event',
      objectId: eventId,
      before,
      after: { image },
      at: now,
    })
  })
  return { image }
}
