// The no-shows (issue 15): after the check-in deadline, the confirmed entries with a player who
// did not check in. Withdrawing them is one transaction through the organizer's withdraw path
// (features/organizer withdrawInTransaction: byes or walkovers in a locked draw as issue 14
// defines, the refund policy, the waitlist moving up, the player told, each entry audited).
// Only entries that are still no-shows are withdrawn, so a repeat or a late check-in is safe.
import type { Db } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'
import { type Effects, newEffects, withTransaction } from '../registrations/index.ts'
import { classTopic, eventTopic, publishLive, type LiveTopic } from '../live/index.ts'
import { withdrawInTransaction, writeAudit, type Access } from '../organizer/index.ts'
import { checkInsOf, confirmedEntries, loadWindow } from './check-in-store.ts'
import type { Executor } from '@courtside/db'

async function listNoShows(db: Executor, eventId: number, now: Date) {
  const { checkInDeadline } = await loadWindow(db, eventId)
  const passed = checkInDeadline !== null && now >= checkInDeadline
  const entries = []
  if (passed) {
    const rows = await checkInsOf(db, eventId)
    for (const entry of await confirmedEntries(db, eventId)) {
      const players = entry.players.map((p) => ({ ...p, checkedIn: rows.has(p.userId) }))
      if (players.some((p) => !p.checkedIn)) entries.push({ ...entry, players })
    }
  }
  return { deadline: checkInDeadline?.toISOString() ?? null, passed, entries }
}

export const noShows = (db: Db, eventId: number, now: Date) => listNoShows(db, eventId, now)

export async function withdrawNoShows(
  db: Db,
  options: { access: Access; eventId: number; entryIds: number[]; now: Date; paymentProvider: string },
): Promise<{ withdrawn: number[]; skipped: number[]; effects: Effects }> {
  const { access, eventId, now } = options
  const effects = newEffects()
  const result = await withTransaction(
    db,
    async (tx) => {
      effects.notices.length = 0
      effects.refundIds.length = 0
      const list = await listNoShows(tx, eventId, now)
      if (!list.passed)
        throw new AppError(409, 'DEADLINE_NOT_PASSED', 'The check-in deadline has not passed yet')
      const wanted = new Set(options.entryIds)
      // Classes in ascending id, as every registration write locks them (features/registrations/class-store.ts).
      const chosen = list.entries.filter((e) => wanted.has(e.entryId))
      for (const entry of chosen)
        await withdrawInTransaction(tx, {
          access,
          entryId: entry.entryId,
          input: { refund: 'policy' },
          now,
          paymentProvider: options.paymentProvider,
          effects,
        })
      const withdrawn = chosen.map((e) => e.entryId)
      const skipped = [...wanted].filter((id) => !withdrawn.includes(id))
      if (withdrawn.length > 0) {
        await writeAudit(tx, {
          access,
          eventId,
          action: 'check_in.withdraw_no_shows',
          objectType: 'event',
          objectId: eventId,
          after: { withdrawn },
          at: now,
        })
        const topics: LiveTopic[] = [eventTopic(eventId), ...chosen.map((e) => classTopic(e.classId))]
        await publishLive(tx, topics)
      }
      return { withdrawn, skipped }
    },
    { effects },
  )
  return { ...result, effects }
}
