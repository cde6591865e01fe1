// Response shapes of the court board and "when and where do I play" (issue 15). Type-only; the
// web imports them through @courtside/api/types.
import type { CalledState } from '@courtside/db'
import type { StandingRow } from '@courtside/domain'

/** A side as the board shows it: the team's name, or the draw's placeholder ('W:QF1') while unknown. */
export type LiveSide = { name: string | null; placeholder: string | null }

export type LiveMatch = {
  id: number
  classId: number
  className: string
  home: LiveSide
  away: LiveSide
  /** The match-day state; null = not called yet (planned) or finished without the desk's states. */
  state: CalledState | null
  /** When the match entered its state (called, on court, score submitted, confirmed). */
  since: string | null
  /** The planned start (matches.start_date). */
  plannedAt: string | null
  /** The court it was called to, else the planned one. */
  court: string | null
  /** The confirmed games, or the submitted ones while the score waits for confirmation. */
  games: { home: number; away: number }[]
  decision: string | null
  /** The games are a submitted score that is not confirmed yet. */
  isPending: boolean
}

export type LiveCourt = { id: number; name: string; match: LiveMatch | null }

export type LiveStandingGroup = { id: number; name: string; rows: StandingRow[] }

export type LiveStandings = { classId: number; className: string; groups: LiveStandingGroup[] }

export type LiveBoard = {
  event: {
    id: number
    name: string
    timeZone: string
    startDate: string
    endDate: string
    /** Today (in the event's zone) is one of the event's days. */
    isToday: boolean
  }
  courts: LiveCourt[]
  onDeck: LiveMatch[]
  results: LiveMatch[]
  standings: LiveStandings[]
  /** Something is called or on court right now. */
  isLive: boolean
  /** The tournament's phone page as a QR code (SVG markup) and its address. */
  phoneUrl: string
  phoneQrSvg: string
}

/** The tournament page's "Live now" panel: the busy courts and the five latest results. */
export type LiveSummary = {
  event: { id: number; timeZone: string; isToday: boolean }
  /** Only the courts with a match called to them or playing. */
  courts: LiveCourt[]
  results: LiveMatch[]
  isLive: boolean
}

export type MyMatch = {
  id: number
  classId: number
  className: string
  home: LiveSide
  away: LiveSide
  state: CalledState | null
  plannedAt: string | null
  /** The court it was called to (when called), else the planned court. */
  court: string | null
  isCalledCourt: boolean
}

export type MyMatches = { timeZone: string; matches: MyMatch[] }
