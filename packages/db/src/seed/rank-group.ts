// Group tables and match winners for the seed's knockout draw and final placements, using the
// same rules the site shows (@courtside/domain), so a seeded bracket always agrees with the
// standings table on the class page. Callers only use these two functions.
import { computeGroupStandings, isRankingPresetKey, matchOutcome } from '@courtside/domain'
import type { GameScore, MatchDecision, MatchFormatJson } from '../schema.ts'

export type RankableMatch = {
  id: number
  homeTeamId: number | null
  awayTeamId: number | null
  results: GameScore[]
  decision?: MatchDecision | null
}

export type RankGroupInput = {
  teams: { id: number; name: string }[]
  matches: RankableMatch[]
  preset: string
  format: MatchFormatJson
}

/** Team ids in rank order (first = group winner). */
export function rankGroup(input: RankGroupInput): number[] {
  return computeGroupStandings({
    teams: input.teams,
    matches: input.matches,
    preset: isRankingPresetKey(input.preset) ? input.preset : 'usap',
    format: input.format,
  })
    .sort((a, b) => a.rank - b.rank)
    .map((row) => row.teamId)
}

/** Winner of a played match (walkovers and retirements included), or null when unplayed. */
export function matchWinner(match: RankableMatch, format: MatchFormatJson): 'home' | 'away' | null {
  const { winner } = matchOutcome(match, { format })
  return winner === 'home' || winner === 'away' ? winner : null
}
