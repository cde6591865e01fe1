// Response shapes of the court board and "when and where do I play" (issue 15). Type-only; the
// web imports them through @courtside/api/types.
import type { z } from '@hono/zod-openapi'
import type { CalledState } from '@courtside/db'
import type { StandingRow } from '@courtside/domain'
import type { LiveMatch as LiveMatchSchema, LiveSummary as LiveSummarySchema } from './schemas.ts'

/** A side as the board shows it: the team's name, or the draw's placeholder ('W:QF1') while unknown. */
export type LiveSide = LiveMatch['home']

/**
 * A match as the board shows it: its state (null = not called yet, or finished without the
 * desk's states), since when, the planned start, the court it was called to (else the planned
 * one), the confirmed games or the submitted ones while they wait (isPending). The schema
 * (schemas.ts) is the one definition; /bff/openapi.json describes it.
 */
export type LiveMatch = z.infer<typeof LiveMatchSchema>

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
export type LiveSummary = z.infer<typeof LiveSummarySchema>

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
