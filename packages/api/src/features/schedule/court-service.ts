// Courts and schedule settings of an event: each write in one transaction with the event row
// locked, with an audit entry. A court that has a match on it is not removed (409): the match
// would lose its place on the order of play without anyone noticing.
import { and, courts, courtWindows, eq, inArray, scheduleSettings, type Db } from '@courtside/db'
import { DEFAULT_MATCH_DURATIONS, wallToInstant } from '@courtside/domain'
import type { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import { withTransaction } from '../registrations/index.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import type { CourtsBody, SettingsBody } from './contract.ts'
import { loadCourts, loadEvent, loadSettings, type CourtRow, type EventRow } from './schedule-store.ts'

type Write = { db: Db; access: Access; eventId: number; now: Date }

const summary = (rows: readonly CourtRow[]) =>
  rows.map((court) => ({ id: court.id, name: court.name, windows: court.windows.length }))

export async function replaceCourts(
  options: Write & { input: z.infer<typeof CourtsBody> },
): Promise<{ event: EventRow; courts: CourtRow[] }> {
  const { access, eventId, now, input } = options
  return withTransaction(options.db, async (tx) => {
    const event = await loadEvent(tx, eventId, true)
    const before = await loadCourts(tx, eventId)
    const known = new Set(before.map((court) => court.id))
    const fields: Record<string, string> = {}
    input.courts.forEach((court, i) => {
      if (court.id !== undefined && !known.has(court.id))
        fields[`courts.${i}.id`] = 'not a court of this event'
    })
    if (Object.keys(fields).length) {
      throw Object.assign(new AppError(400, 'UNKNOWN_COURT', 'A court id is not a court of this event'), {
        fields,
      })
    }
    const kept = new Set(input.courts.flatMap((court) => (court.id === undefined ? [] : [court.id])))
    const removed = before.filter((court) => !kept.has(court.id))
    const busy = removed.find((court) => court.matchCount > 0)
    if (busy) {
      throw new AppError(
        409,
        'COURT_HAS_MATCHES',
        `Court "${busy.name}" has ${busy.matchCount} match(es) on it; move them to another court first`,
      )
    }
    if (removed.length) {
      await tx.delete(courts).where(
        and(
          eq(courts.tournamentId, eventId),
          inArray(
            courts.id,
            removed.map((court) => court.id),
          ),
        ),
      )
    }
    if (kept.size) await tx.delete(courtWindows).where(inArray(courtWindows.courtId, [...kept]))
    for (const court of input.courts) {
      let id = court.id
      if (id === undefined) {
        const [created] = await tx
          .insert(courts)
          .values({ tournamentId: eventId, name: court.name })
          .returning()
        id = created!.id
      } else if (before.find((row) => row.id === id)?.name !== court.name) {
        await tx.update(courts).set({ name: court.name }).where(eq(courts.id, id))
      }
      if (court.windows.length) {
        await tx.insert(courtWindows).values(
          court.windows.map((w) => ({
            courtId: id,
            day: w.day,
            startsAt: new Date(wallToInstant(w.day, w.start, event.timeZone)),
            endsAt: new Date(wallToInstant(w.day, w.end, event.timeZone)),
          })),
        )
      }
    }
    const after = await loadCourts(tx, eventId)
    await writeAudit(tx, {
      access,
      eventId,
      action: 'courts.update',
      objectType: 'event',
      objectId: eventId,
      before: summary(before),
      after: summary(after),
      at: now,
    })
    return { event, courts: after }
  })
}

export async function updateSettings(
  options: Write & { input: z.infer<typeof SettingsBody> },
): Promise<void> {
  const { access, eventId, now, input } = options
  await withTransaction(options.db, async (tx) => {
    await loadEvent(tx, eventId, true)
    const before = await loadSettings(tx, eventId)
    const durations = { ...before.durations }
    for (const [key, minutes] of Object.entries(input.durations ?? {})) {
      if (minutes === undefined) continue
      // A default sent back is not an override, so a later change of the default applies.
      if (DEFAULT_MATCH_DURATIONS[key as keyof typeof DEFAULT_MATCH_DURATIONS] === minutes)
        delete durations[key]
      else durations[key] = minutes
    }
    const values = {
      minRestMinutes: input.minRestMinutes ?? before.minRestMinutes,
      maxMatchesPerPlayerPerDay:
        input.maxMatchesPerPlayerPerDay === undefined
          ? before.maxMatchesPerPlayerPerDay
          : input.maxMatchesPerPlayerPerDay,
      durations,
      updatedAt: now,
    }
    await tx
      .insert(scheduleSettings)
      .values({ tournamentId: eventId, ...values })
      .onConflictDoUpdate({ target: scheduleSettings.tournamentId, set: values })
    await writeAudit(tx, {
      access,
      eventId,
      action: 'schedule.settings',
      objectType: 'event',
      objectId: eventId,
      before,
      after: { ...values, updatedAt: undefined },
      at: now,
    })
  })
}
