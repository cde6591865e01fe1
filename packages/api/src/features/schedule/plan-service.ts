// Order-of-play writes: the automatic plan of every locked draw of an event, and moving one match.
// Both run in one transaction with the event row locked (two directors cannot plan at once),
// write start_date/court_id onto the public match rows and leave an audit entry. A move that
// breaks a rule (scheduleConflicts) is refused with the conflicts until it is confirmed.
import { eq, matches, type Db } from '@courtside/db'
import {
  dayOf,
  MINUTE_MS,
  scheduleMatches,
  type ScheduleConflict,
  type ScheduledMatch,
} from '@courtside/domain'
import { AppError } from '../../lib/errors.ts'
import { type Tx, withTransaction } from '../registrations/index.ts'
import { classTopic, eventTopic, publishLive } from '../live/index.ts'
import { writeAudit, type Access } from '../organizer/index.ts'
import { loadPlan, type Plan, type PlanMatch } from './schedule-store.ts'
import { conflictViews, planConflicts } from './schedule-view.ts'

type Write = { db: Db; access: Access; eventId: number; now: Date }

export type RunOutcome = {
  placed: number
  kept: number
  unplaced: { matchId: number; reason: 'no_court_time' | 'dependency_unplaced' }[]
}

async function writeSlot(tx: Tx, match: PlanMatch, slot: ScheduledMatch | null) {
  const startDate = slot ? new Date(slot.start) : null
  const courtId = slot ? slot.courtId : null
  if (match.row.startDate?.getTime() === startDate?.getTime() && match.row.courtId === courtId) return false
  await tx.update(matches).set({ startDate, courtId }).where(eq(matches.id, match.row.id))
  return true
}

/**
 * Plans every locked or published draw of the event. `keep`: matches that have a court and a
 * time stay where they are and the rest is planned around them; `replan`: every match not yet
 * played is planned again. Played matches and matches made outside a draw keep their courts busy.
 */
export async function runSchedule(options: Write & { mode: 'keep' | 'replan' }): Promise<RunOutcome> {
  const { access, eventId, now, mode } = options
  return withTransaction(options.db, async (tx) => {
    const plan = await loadPlan(tx, eventId, true)
    const fixed = [...plan.occupied, ...(mode === 'keep' ? plan.current : [])]
    const result = scheduleMatches({ ...plan.input, fixed })
    const byKey = new Map(plan.planMatches.map((m) => [m.key, m]))
    const keptKeys = new Set(mode === 'keep' ? plan.current.map((slot) => slot.matchId) : [])
    let placed = 0
    let changed = 0
    for (const slot of result.placed) {
      const match = byKey.get(slot.matchId)
      if (!match || keptKeys.has(slot.matchId)) continue
      placed += 1
      if (await writeSlot(tx, match, slot)) changed += 1
    }
    const unplaced: RunOutcome['unplaced'] = []
    for (const miss of result.unplaced) {
      const match = byKey.get(miss.matchId)
      if (!match) continue
      unplaced.push({ matchId: match.row.id, reason: miss.reason })
      if (await writeSlot(tx, match, null)) changed += 1
    }
    const outcome = { placed, kept: keptKeys.size, unplaced }
    if (changed > 0)
      await publishLive(tx, [eventTopic(eventId), ...plan.planMatches.map((m) => classTopic(m.cls.id))])
    await writeAudit(tx, {
      access,
      eventId,
      action: 'schedule.run',
      objectType: 'event',
      objectId: eventId,
      after: { mode, placed, kept: keptKeys.size, unplaced: unplaced.length, changed },
      at: now,
    })
    return outcome
  })
}

export type MoveOutcome = { plan: Plan; match: PlanMatch; conflicts: ScheduleConflict[]; saved: boolean }

const refuse = (code: string, message: string) => new AppError(409, code, message)

/** Moves one match to `courtId` at `start` (both null: off the plan). */
export async function moveMatch(
  options: Write & { matchId: number; courtId: number | null; start: Date | null; confirm: boolean },
): Promise<MoveOutcome> {
  const { access, eventId, now, matchId, courtId, start, confirm } = options
  return withTransaction(options.db, async (tx) => {
    const plan = await loadPlan(tx, eventId, true)
    const match = plan.byRowId.get(matchId)
    if (!match) throw refuse('MATCH_NOT_IN_DRAW', 'This match is not part of a locked draw of the event')
    if (!match.plannable)
      throw refuse('MATCH_NOT_PLANNABLE', 'This match is already decided; it keeps its time')
    if (courtId !== null && !plan.courts.some((court) => court.id === courtId)) {
      throw Object.assign(new AppError(400, 'UNKNOWN_COURT', 'Not a court of this event'), {
        fields: { courtId: 'not a court of this event' },
      })
    }
    const slot: ScheduledMatch | null =
      courtId === null || start === null
        ? null
        : {
            matchId: match.key,
            courtId,
            start: start.getTime(),
            end: start.getTime() + match.cls.durationMinutes * MINUTE_MS,
            day: dayOf(start.getTime(), plan.event.timeZone),
          }
    const schedule = [...plan.current.filter((s) => s.matchId !== match.key), ...(slot ? [slot] : [])]
    const conflicts = slot ? planConflicts(plan, schedule).filter((c) => c.matchIds.includes(match.key)) : []
    if (conflicts.length && !confirm) {
      throw Object.assign(
        refuse(
          'SCHEDULE_CONFLICTS',
          `This move breaks ${conflicts.length} rule(s); send confirm: true to save it anyway`,
        ),
        { conflicts: conflictViews(plan, conflicts) },
      )
    }
    const before = { courtId: match.row.courtId, start: match.row.startDate }
    if (await writeSlot(tx, match, slot)) {
      await publishLive(tx, [eventTopic(eventId), classTopic(match.cls.id)])
      await writeAudit(tx, {
        access,
        eventId,
        action: 'match.move',
        objectType: 'match',
        objectId: matchId,
        before,
        after: {
          courtId: slot?.courtId ?? null,
          start: slot ? new Date(slot.start) : null,
          conflicts: conflicts.length,
        },
        at: now,
      })
    }
    match.row.startDate = slot ? new Date(slot.start) : null
    match.row.courtId = slot ? slot.courtId : null
    return { plan, match, conflicts, saved: true }
  })
}
