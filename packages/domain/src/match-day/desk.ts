// The court desk on match day (issue 15): which matches can be called now, which court is free,
// which court is overdue. Pure: the API reads the event (draws, match_day rows, check-ins) into
// these shapes and writes what the desk decides. Times are epoch milliseconds.
//
// Check-in rule: an event "uses check-in" once its check-in deadline is set or any player of it
// has a check_ins row (the desk started checking people in). Then every player of both sides
// must be checked in before their match is ready; otherwise check-in is not asked for.

export type DeskMatchState = 'called' | 'on_court' | 'score_pending' | 'disputed' | 'confirmed'

export type DeskMatch = {
  /** The public match row id. */
  id: number
  /** Order of the class in the event (its position), then of the match in the draw. */
  classOrder: number
  stageOrder: number
  round: number
  position: number
  plannedStart: number | null
  plannedCourtId: number | null
  /** The players (user ids) of each side; null while the side is not known. */
  home: readonly number[] | null
  away: readonly number[] | null
  /** A result (score, decision or walkover) stands in the draw. */
  decided: boolean
  /** The desk's state; null = not called (in the queue once ready). */
  state: DeskMatchState | null
  /** The court the match was called to. */
  courtId: number | null
  onCourtAt: number | null
  /** When the result was confirmed (the rest of its players counts from here). */
  finishedAt: number | null
  /** Matches that must be finished before this one (the draw's feeding matches). */
  feeders: readonly number[]
}

export type DeskRules = {
  minRestMinutes: number
  /** See the check-in rule above. */
  checkInRequired: boolean
  checkedIn: ReadonlySet<number>
}

export type DeskCourt = { id: number }

const MINUTE_MS = 60_000
const ACTIVE: ReadonlySet<DeskMatchState> = new Set(['called', 'on_court', 'score_pending', 'disputed'])

export const isFinished = (match: DeskMatch): boolean => match.decided || match.state === 'confirmed'

/** Called or on a court and not finished: it holds its court and its players. */
export const isActive = (match: DeskMatch): boolean =>
  !isFinished(match) && match.state !== null && ACTIVE.has(match.state)

const playersOf = (match: DeskMatch): number[] => [...(match.home ?? []), ...(match.away ?? [])]

/** Why a match is not ready, or null when it may be called now. */
export type NotReadyReason =
  'sides_unknown' | 'finished' | 'called' | 'feeders' | 'busy' | 'resting' | 'not_checked_in'

export function notReadyReason(
  match: DeskMatch,
  all: readonly DeskMatch[],
  rules: DeskRules,
  now: number,
): NotReadyReason | null {
  if (!match.home?.length || !match.away?.length) return 'sides_unknown'
  if (isFinished(match)) return 'finished'
  if (match.state !== null) return 'called'
  const byId = new Map(all.map((m) => [m.id, m]))
  if (
    match.feeders.some((id) => {
      const feeder = byId.get(id)
      return !feeder || !isFinished(feeder)
    })
  )
    return 'feeders'
  const players = new Set(playersOf(match))
  const others = all.filter((m) => m.id !== match.id && playersOf(m).some((p) => players.has(p)))
  if (others.some(isActive)) return 'busy'
  const restMs = rules.minRestMinutes * MINUTE_MS
  if (others.some((m) => isFinished(m) && m.finishedAt !== null && now - m.finishedAt < restMs))
    return 'resting'
  if (rules.checkInRequired && [...players].some((p) => !rules.checkedIn.has(p))) return 'not_checked_in'
  return null
}

const nullsLast = (a: number | null, b: number | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b

/** Queue order: planned start, planned court, then class, stage, round and position. */
export function compareQueue(a: DeskMatch, b: DeskMatch): number {
  return (
    nullsLast(a.plannedStart, b.plannedStart) ||
    nullsLast(a.plannedCourtId, b.plannedCourtId) ||
    a.classOrder - b.classOrder ||
    a.stageOrder - b.stageOrder ||
    a.round - b.round ||
    a.position - b.position ||
    a.id - b.id
  )
}

/** The matches that can be called now, in the order the desk should call them. */
export function readyQueue(all: readonly DeskMatch[], rules: DeskRules, now: number): DeskMatch[] {
  return all.filter((m) => notReadyReason(m, all, rules, now) === null).sort(compareQueue)
}

/** Courts with nothing called to them or on them, in the given order. */
export function freeCourts(courts: readonly DeskCourt[], all: readonly DeskMatch[]): DeskCourt[] {
  const busy = new Set(all.filter(isActive).map((m) => m.courtId))
  return courts.filter((court) => !busy.has(court.id))
}

/** The court to call `match` to: its planned court when free, else the first free court. */
export function nextFreeCourt(
  courts: readonly DeskCourt[],
  all: readonly DeskMatch[],
  match?: Pick<DeskMatch, 'plannedCourtId'>,
): number | null {
  const free = freeCourts(courts, all)
  const planned = free.find((court) => court.id === match?.plannedCourtId)
  return (planned ?? free[0])?.id ?? null
}

/** On court longer than `overdueMinutes` with no score submitted. */
export function isOverdue(match: DeskMatch, overdueMinutes: number, now: number): boolean {
  return (
    match.state === 'on_court' &&
    !isFinished(match) &&
    match.onCourtAt !== null &&
    now - match.onCourtAt > overdueMinutes * MINUTE_MS
  )
}

/**
 * What auto call does: every free court gets the next ready match (its planned court preferred),
 * one after another, so a match called here makes its players busy for the next pick.
 */
export function autoCalls(
  courts: readonly DeskCourt[],
  all: readonly DeskMatch[],
  rules: DeskRules,
  now: number,
): { matchId: number; courtId: number }[] {
  let state = [...all]
  const calls: { matchId: number; courtId: number }[] = []
  for (;;) {
    const queue = readyQueue(state, rules, now)
    const free = freeCourts(courts, state)
    if (queue.length === 0 || free.length === 0) return calls
    const pick = queue[0]!
    const courtId = nextFreeCourt(free, state, pick)!
    calls.push({ matchId: pick.id, courtId })
    state = state.map((m) => (m.id === pick.id ? { ...m, state: 'called' as const, courtId } : m))
  }
}
