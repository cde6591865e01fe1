// Response shapes of the class endpoints (GET /tournament/class/:id/full and
// GET /tournament/:id/player-list). Type-only; lib/types.ts re-exports them for the web app.
import type {
  MatchDecision,
  MatchFormat,
  MatchFormatDescription,
  MatchOutcome,
  RankingRuleKey,
  RoundName,
  EventType,
  StandingRow,
  WalkoverScoring,
} from '@courtside/domain'

/**
 * Spec section 3 "Player" as the class page shows it; ratings are DUPR numbers with three
 * decimals, null = not rated.
 */
export type ClassPlayer = {
  id: number
  firstName: string
  lastName: string
  avatar: string | null
  duprRatingSingles: number | null
  duprRatingDoubles: number | null
  country: string | null
}

/**
 * Every player of a class once, by id (JSON object keys are the ids as strings). Teams, match
 * sides and standing rows (through their team) refer to these ids.
 */
export type ClassPlayers = Record<number, ClassPlayer>

/** Spec section 3 "Team": an entry of the class (one player, a pair or a squad). */
export type ClassTeam = {
  id: number
  name: string
  logo: string | null
  seed: number | null
  /** Members (keys of `ClassFull.players`) in position order; captains of team classes lead. */
  userIds: number[]
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
  /**
   * Ids of each side's players by position (player 1, then player 2 if any); empty for team
   * classes and for unknown sides.
   */
  homePlayerIds: number[]
  awayPlayerIds: number[]
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

/** Spec section 3 "Group standing", computed from the stored results on every request. */
export type ClassGroupStanding = {
  id: number
  name: string
  matchIds: number[]
  /** The domain's rows, best first; `teamId` is a team of `ClassFull.teams`. */
  teams: StandingRow[]
}

export type ClassReward = {
  placement: number
  points: number
  prize: string | null
  /** A team of `ClassFull.teams`. */
  teamId: number
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
  /** Everyone entered in the class, each once. */
  players: ClassPlayers
  /** The keys of `players` by last name, first name: the order of the page's player list. */
  playerIds: number[]
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

export type PlayerListItem = ClassPlayer & { userName: string; entries: PlayerListEntry[] }

export type PlayerListResponse = {
  items: PlayerListItem[]
  total: number
  offset: number
  limit: number
}
