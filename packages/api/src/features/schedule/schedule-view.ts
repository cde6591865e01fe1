// The answers of the order-of-play API: a match with its slot, conflicts with public match ids
// and player names, the plan per day and court, and the courts with their wall-clock windows.
import {
  dayOf,
  MINUTE_MS,
  scheduleConflicts,
  timeOf,
  type ScheduleConflict,
  type ScheduledMatch,
} from '@courtside/domain'
import type { z } from 'zod'
import type { ConflictSchema, CourtsView, MatchSlotView, PlanView } from './contract.ts'
import type { CourtRow, EventRow, Plan, PlanMatch } from './schedule-store.ts'

type SlotView = z.infer<typeof MatchSlotView>

const sideName = (plan: Plan, teamId: number | null, placeholder: string | null) =>
  teamId !== null ? (plan.teamNames.get(teamId) ?? null) : placeholder

export function matchSlotView(plan: Plan, match: PlanMatch): SlotView {
  const { row, cls, resolved } = match
  const start = row.startDate && row.courtId !== null ? row.startDate.getTime() : null
  return {
    id: row.id,
    classId: cls.id,
    className: cls.name,
    drawMatchId: resolved.id,
    stage: resolved.stage,
    group: match.group,
    round: resolved.round,
    position: resolved.position,
    home: sideName(plan, row.homeTeamId, row.homeTeamPlaceholder),
    away: sideName(plan, row.awayTeamId, row.awayTeamPlaceholder),
    status: resolved.status === 'decided' ? 'decided' : resolved.status === 'ready' ? 'ready' : 'pending',
    courtId: start === null ? null : row.courtId,
    start: start === null ? null : new Date(start).toISOString(),
    end: start === null ? null : new Date(start + cls.durationMinutes * MINUTE_MS).toISOString(),
    day: start === null ? null : dayOf(start, plan.event.timeZone),
    durationMinutes: cls.durationMinutes,
  }
}

export function conflictViews(
  plan: Plan,
  conflicts: readonly ScheduleConflict[],
): z.infer<typeof ConflictSchema>[] {
  const rowIdOf = new Map(plan.planMatches.map((m) => [m.key, m.row.id]))
  return conflicts.map((conflict) => ({
    kind: conflict.kind,
    matchIds: conflict.matchIds.flatMap((key) => {
      // Matches outside any draw (plan.occupied) are keyed by their row: `row:<id>`.
      const id = rowIdOf.get(key) ?? (key.startsWith('row:') ? Number(key.slice(4)) : undefined)
      return id === undefined ? [] : [id]
    }),
    playerId: conflict.playerId ?? null,
    playerName: conflict.playerId !== undefined ? (plan.playerNames.get(conflict.playerId) ?? null) : null,
    courtId: conflict.courtId ?? null,
    day: conflict.day ?? null,
  }))
}

/**
 * Everything the current plan breaks (of the matches still to play), including court time
 * already held by played matches and by classes without a draw (plan.occupied).
 */
export function planConflicts(
  plan: Plan,
  schedule: readonly ScheduledMatch[] = plan.current,
): ScheduleConflict[] {
  return scheduleConflicts({ schedule, input: plan.input, blocked: plan.occupied })
}

export function planView(plan: Plan): z.infer<typeof PlanView> {
  const views = plan.planMatches.map((m) => matchSlotView(plan, m))
  const scheduled = views
    .filter((v) => v.start !== null)
    .sort((a, b) => a.start!.localeCompare(b.start!) || a.courtId! - b.courtId!)
  const days = [...new Set(scheduled.map((v) => v.day!))].sort()
  const courtIds = plan.courts.map((court) => court.id)
  return {
    eventId: plan.event.id,
    timeZone: plan.event.timeZone,
    courts: plan.courts.map((court) => ({ id: court.id, name: court.name })),
    days: days.map((day) => ({
      day,
      courts: courtIds.map((courtId) => ({
        courtId,
        matches: scheduled.filter((v) => v.day === day && v.courtId === courtId),
      })),
    })),
    unscheduled: views.filter((v) => v.start === null && v.status !== 'decided'),
    conflicts: conflictViews(plan, planConflicts(plan)),
  }
}

export function courtsView(event: EventRow, courts: readonly CourtRow[]): z.infer<typeof CourtsView> {
  return {
    eventId: event.id,
    timeZone: event.timeZone,
    courts: courts.map((court) => ({
      id: court.id,
      name: court.name,
      matchCount: court.matchCount,
      windows: court.windows.map((w) => ({
        day: w.day,
        start: timeOf(w.startsAt.getTime(), event.timeZone),
        end: timeOf(w.endsAt.getTime(), event.timeZone, w.day),
        startsAt: w.startsAt.toISOString(),
        endsAt: w.endsAt.toISOString(),
      })),
    })),
  }
}
