// Every rule the scheduler keeps, checked on a schedule that may have been edited by hand, so
// the console can show what a move breaks before it is saved.
import { DEFAULT_MIN_REST_MINUTES, MINUTE_MS } from './types.ts'
import type { ScheduleConflict, ScheduleInput, ScheduledMatch } from './types.ts'

function overlaps(a: ScheduledMatch, b: ScheduledMatch): boolean {
  return a.start < b.end && b.start < a.end
}

export function scheduleConflicts(options: {
  schedule: readonly ScheduledMatch[]
  input: ScheduleInput
  /**
   * Court time held by matches outside the plan (played ones, classes without a draw): a planned
   * match on the same court at the same time is a court overlap; they are not judged themselves.
   */
  blocked?: readonly ScheduledMatch[]
}): ScheduleConflict[] {
  const { schedule, input } = options
  const blocked = new Set(options.blocked ?? [])
  const restMs = (input.minRestMinutes ?? DEFAULT_MIN_REST_MINUTES) * MINUTE_MS
  const dayLimit = input.maxMatchesPerPlayerPerDay ?? null
  const matchById = new Map(input.matches.map((match) => [match.id, match]))
  const courtById = new Map(input.courts.map((court) => [court.id, court]))
  const placedById = new Map(schedule.map((slot) => [slot.matchId, slot]))
  const conflicts: ScheduleConflict[] = []

  for (const slot of schedule) {
    const match = matchById.get(slot.matchId)
    if (!match) {
      conflicts.push({ kind: 'unknown_match', matchIds: [slot.matchId] })
      continue
    }
    const court = courtById.get(slot.courtId)
    const inWindow = court?.windows.some(
      (w) => w.day === slot.day && w.start <= slot.start && slot.end <= w.end,
    )
    if (!inWindow) conflicts.push({ kind: 'availability', matchIds: [slot.matchId], courtId: slot.courtId })
    for (const dep of match.after) {
      if (!matchById.has(dep)) continue
      const before = placedById.get(dep)
      if (!before || before.end > slot.start) conflicts.push({ kind: 'order', matchIds: [dep, slot.matchId] })
    }
  }

  const byCourt = new Map<number, ScheduledMatch[]>()
  const byPlayer = new Map<number, ScheduledMatch[]>()
  const dayCount = new Map<number, Map<string, string[]>>()
  for (const slot of schedule) {
    byCourt.set(slot.courtId, [...(byCourt.get(slot.courtId) ?? []), slot])
    const match = matchById.get(slot.matchId)
    for (const player of new Set(match?.players ?? [])) {
      byPlayer.set(player, [...(byPlayer.get(player) ?? []), slot])
    }
    for (const player of new Set(match?.knownPlayers ?? match?.players ?? [])) {
      const days = dayCount.get(player) ?? new Map<string, string[]>()
      days.set(slot.day, [...(days.get(slot.day) ?? []), slot.matchId])
      dayCount.set(player, days)
    }
  }
  for (const slot of blocked) byCourt.set(slot.courtId, [...(byCourt.get(slot.courtId) ?? []), slot])
  for (const [courtId, slots] of byCourt) {
    const sorted = [...slots].sort((a, b) => a.start - b.start)
    sorted.forEach((slot, i) => {
      for (const later of sorted.slice(i + 1)) {
        if (later.start >= slot.end) break
        if (blocked.has(slot) && blocked.has(later)) continue
        conflicts.push({ kind: 'court_overlap', matchIds: [slot.matchId, later.matchId], courtId })
      }
    })
  }
  for (const [playerId, slots] of byPlayer) {
    const sorted = [...slots].sort((a, b) => a.start - b.start)
    sorted.forEach((slot, i) => {
      for (const later of sorted.slice(i + 1)) {
        if (later.start >= slot.end + restMs) break
        const kind = overlaps(slot, later) ? 'player_overlap' : 'rest'
        conflicts.push({ kind, matchIds: [slot.matchId, later.matchId], playerId })
      }
    })
  }
  if (dayLimit !== null) {
    for (const [playerId, days] of dayCount) {
      for (const [day, ids] of days) {
        if (ids.length > dayLimit) conflicts.push({ kind: 'day_limit', matchIds: ids, playerId, day })
      }
    }
  }
  return conflicts
}
