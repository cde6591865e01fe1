// The shapes a match result is made of, shared by match.ts and match-format.ts.

export type Side = 'home' | 'away'

/** One game's score. Same shape as the `results` JSON stored on a match. */
export type GameScore = { home: number; away: number }

/**
 * How a match was settled off the scoresheet. The side named in a walkover is the side that was
 * AWARDED the match; the side named in a retirement is the side that RETIRED (and so lost).
 */
export type MatchDecision = 'walkover_home' | 'walkover_away' | 'retired_home' | 'retired_away'
