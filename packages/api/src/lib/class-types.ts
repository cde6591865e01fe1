// Response shapes of the class endpoints (GET /tournament/class/:id/full and
// GET /tournament/:id/player-list). Type-only, re-exported by types.ts for the web app.
import type {
  MatchDecision,
  MatchFormat,
  MatchFormatDescription,
  MatchOutcome,
  RankingRuleKey,
  RoundName,
  EventType,
  WalkoverScoring,
} from '@courtside/domain'

/** Spec section 3 "Player"; ratings are DUPR numbers with three decimals, null = not rated. */
export type ClassPlayer = {
  id: number
  firstName: string
  lastName: string
  userName: string
  avatar: string | null
  duprRatingSingles: number | null
  duprRatingDoubles: number | null
  country: string | null
}

/** Spec section 3 "Team": an entry of the class (one player, a pair or a squad). */
export type ClassTeam = {
  id: number
  name: string
  logo: string | null
  seed: number | null
  /** Members in position order (player 1 first); captains of team classes lead. */
  userIds: number[]
  users: ClassPlayer[]
  captainUserId: number | null
}

/** The side of a match as a card shows it. */
export type MatchTeamRef = { id: number; name: string; logo: string | null }

/** One game; the spec names each side's score after the side. */
export type ClassMatchGame = { homeTeam: number; awayTeam: number }

export type ClassMatch = {
  id: number
  startDate: string | null
  court: { name: string } | null
  /** Players of each side by position; null for team classes and for unknown sides. */
  homePlayer1: ClassPlayer | null
  homePlayer2: ClassPlayer | null
  awayPlayer1: ClassPlayer | null
  awayPlayer2: ClassPlayer | null
  homeTeam: MatchTeamRef | null
  awayTeam: MatchTeamRef | null
  /** Stored text form of an unknown side, e.g. "W:QF1" (domain parsePlaceholder). */
  homeTeamPlaceholder: string | null
  awayTeamPlaceholder: string | null
  results: ClassMatchGame[]
  decision: MatchDecision | null
  /** Computed by the domain's matchOutcome with the class's match format. */
  outcome: MatchOutcome
  groupId: number | null
  roundId: number | null
  bracketPosition: number | null
  /** Its place in a knockout bracket (issue 14); null for group matches. */
  knockout: ClassKnockoutSlot | null
}

/** The brackets of a knockout: the main draw, its third-place match and the consolation draw. */
export type KnockoutStage = 'main' | 'third_place' | 'consolation'

/**
 * A knockout match's place: its round within its stage (1 = first round; the third-place match
 * has the final's round) and its 1-based position in bracket order (null when not known).
 */
export type ClassKnockoutSlot = { stage: KnockoutStage; round: number; position: number | null }

/** Spec section 3 "Round standing": a knockout round with its matches in bracket order. */
export type ClassRoundStanding = {
  id: number
  round: number
  /** i18n key (and n for "Round of n") from the domain's roundName; null for an empty round. */
  name: RoundName | null
  matchIds: number[]
}

export type ClassStandingRow = {
  id: number
  name: string
  logo: string | null
  userIds: number[]
  rank: number
  countMatches: number
  matchWin: number
  matchLoss: number
  matchDraw: number
  gameWin: number
  gameLoss: number
  /** Points (rallies) won. */
  points: number
  pointsAgainst: number
  pointDiff: number
  walkoversConceded: number
  /** The rule that separated this team from the next one down; '' for the last. */
  tiebreak: RankingRuleKey | ''
}

/** Spec section 3 "Group standing", computed from the stored results on every request. */
export type ClassGroupStanding = {
  id: number
  name: string
  matchIds: number[]
  teams: ClassStandingRow[]
}

export type ClassReward = {
  placement: number
  points: number
  prize: string | null
  team: ClassTeam
}

export type ClassRankingPreset = {
  key: string
  /** Rules for the whole table and for two tied teams, in order. */
  rules: RankingRuleKey[]
  /** Rules for three or more tied teams. */
  multiTieRules: RankingRuleKey[]
  walkoverScoring: WalkoverScoring
}

export type ClassTournamentRef = {
  id: number
  name: string
  timeZone: string
  eventType: EventType
  startDate: string
  endDate: string
  progress: number
}

export type ClassFull = {
  id: number
  name: string
  /** 1 singles, 2 doubles, 3 cup, 4 teams. */
  type: number
  gender: string
  capacity: number
  startsAt: string | null
  matchFormat: MatchFormat
  matchFormatDescription: MatchFormatDescription
  rankingPreset: ClassRankingPreset
  isCompleted: boolean
  tournament: ClassTournamentRef
  /** Everyone entered in the class, by last name. */
  players: ClassPlayer[]
  teams: ClassTeam[]
  rewards: ClassReward[]
  matches: ClassMatch[]
  roundStandings: ClassRoundStanding[]
  groupStandings: ClassGroupStanding[]
}

export type PlayerListEntry = {
  classId: number
  className: string
  classType: number
  team: MatchTeamRef | null
}

export type PlayerListItem = ClassPlayer & { entries: PlayerListEntry[] }

export type PlayerListResponse = {
  items: PlayerListItem[]
  total: number
  offset: number
  limit: number
}
