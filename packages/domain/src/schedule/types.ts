// Order-of-play data. Times are epoch milliseconds (the API converts from and to timestamps);
// durations and rest are minutes. A court window belongs to a named day ('2026-06-13') so the
// per-day limit never depends on a time zone.

export type CourtWindow = { day: string; start: number; end: number }

export type ScheduleCourt = { id: number; windows: readonly CourtWindow[] }

export type ScheduleMatch = {
  /** Unique across the event, e.g. '12:M-R2-1' (class id and draw match id). */
  id: string
  durationMinutes: number
  /**
   * Every player who may play this match: known players, or for a match whose sides are not
   * decided yet, everyone who could still reach it. Used for overlap, rest and the day limit.
   */
  players: readonly number[]
  /**
   * The players certain to play it (both sides known); the per-day limit counts only these,
   * because counting everyone who might reach a match would count a knockout player's every
   * possible round and consolation match at once. Defaults to `players`.
   */
  knownPlayers?: readonly number[]
  /** Matches that must end (plus the rest time) before this one starts. */
  after: readonly string[]
  /** Lower goes first among matches that are otherwise equal (e.g. class position). */
  priority?: number
}

export type ScheduleOptions = {
  /** Minimum minutes between two matches of the same player (default 20). */
  minRestMinutes?: number
  /** At most this many matches per player per day; null or absent: no limit. */
  maxMatchesPerPlayerPerDay?: number | null
}

export type ScheduleInput = ScheduleOptions & {
  courts: readonly ScheduleCourt[]
  matches: readonly ScheduleMatch[]
  /**
   * Slots kept as they are (a re-run that keeps what the director already planned): booked
   * before anything else, on their court and for the players of their match in `matches`; a
   * slot of a match not in `matches` (one already played) only occupies its court.
   */
  fixed?: readonly ScheduledMatch[]
}

export type ScheduledMatch = { matchId: string; courtId: number; start: number; end: number; day: string }

export type UnplacedReason = 'no_court_time' | 'dependency_unplaced'

export type ScheduleResult = {
  placed: ScheduledMatch[]
  unplaced: { matchId: string; reason: UnplacedReason }[]
}

export type ConflictKind =
  'player_overlap' | 'rest' | 'order' | 'availability' | 'court_overlap' | 'day_limit' | 'unknown_match'

export type ScheduleConflict = {
  kind: ConflictKind
  matchIds: string[]
  playerId?: number
  courtId?: number
  day?: string
}

export const DEFAULT_MIN_REST_MINUTES = 20
export const MINUTE_MS = 60_000
