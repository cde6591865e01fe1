// The shapes of a draw. A Draw is plain JSON: the API stores it as it is (one jsonb per class)
// and everything else — who plays whom, byes, walkovers, standings, placements — is derived
// from it by resolveDraw(), so a corrected result can never leave a stale copy behind.
import type { MatchResult } from '../match.ts'

export type RatingKind = 'singles' | 'doubles'

/** One member of an entry as the draw needs it: ratings and club for seeding and separation. */
export type DrawMemberInput = {
  ratingSingles?: number | null
  ratingDoubles?: number | null
  club?: string | null
}

/** A confirmed entry (a team row: one player, a pair or a squad). */
export type DrawEntryInput = {
  id: number
  name: string
  members: readonly DrawMemberInput[]
}

/** An entry after seeding. `seed` is 1-based; `rating` is null for unrated entries. */
export type SeededEntry = {
  id: number
  name: string
  seed: number
  rating: number | null
  clubs: string[]
}

/** Where a side of a match comes from. Participants are resolved from these, never stored. */
export type SlotSource =
  | { kind: 'entry'; entryId: number }
  | { kind: 'bye' }
  | { kind: 'winner'; matchId: string }
  | { kind: 'loser'; matchId: string }
  /**
   * Consolation feed (see docs/decisions): the loser of main-draw first-round match `matchId`,
   * or, when that match was not played (a bye or a walkover), its winner if that entry then
   * loses its next match; otherwise a bye.
   */
  | { kind: 'first_match_loser'; matchId: string }
  /** The entry that finished `place` (1-based) in group `group` (0-based index). */
  | { kind: 'group_place'; group: number; place: number }

export type DrawStage = 'group' | 'main' | 'third_place' | 'consolation'

export type DrawMatch = {
  /** Stable within the draw: 'G1-R2-3', 'M-R1-4', 'P3', 'C-R1-2'. */
  id: string
  stage: DrawStage
  /** 0-based group index for group matches. */
  group?: number
  /** 1-based round within its stage (group round, or knockout round). */
  round: number
  /** 1-based position within the round (bracket order for knockout rounds). */
  position: number
  home: SlotSource
  away: SlotSource
  /** The stored result; null until entered. */
  result: MatchResult | null
}

export type DrawGroup = { name: string; entryIds: number[] }

export type GroupSizing = { groupSize: number } | { groupCount: number }

export type DrawFormat =
  | ({ kind: 'round_robin'; separateClubs?: boolean } & GroupSizing)
  | { kind: 'knockout'; thirdPlace?: boolean; consolation?: boolean }
  | ({
      kind: 'groups_knockout'
      qualifiersPerGroup: number
      separateClubs?: boolean
      thirdPlace?: boolean
      consolation?: boolean
    } & GroupSizing)

export type Draw = {
  version: 1
  /** The seed of the random generator (shown to the director, stored to reproduce the draw). */
  seed: number
  format: DrawFormat
  /** In seed order. */
  entries: SeededEntry[]
  groups: DrawGroup[]
  matches: DrawMatch[]
  /** Entries withdrawn after play began: their unplayed matches resolve as walkovers. */
  withdrawn: number[]
}
