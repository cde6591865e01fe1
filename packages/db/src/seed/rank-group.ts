// Group ranking for the seed's knockout draw and final placements.
//
// The real rules live in @courtside/domain (computeGroupStandings, being written in parallel).
// Until it is exported this local fallback ranks by matches won, then (games_points preset) game
// difference, then point difference, then the entry's id so the result is total and stable.
// Swap the body for computeGroupStandings once available; callers only use rankGroup().
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

/** Winner of a played match, or null when it has no result yet. See scores.ts for decisions. */
export function matchWinner(match: RankableMatch): 'home' | 'away' | null {
  switch (match.decision) {
    case 'walkover_home':
    case 'retired_home':
      return 'away'
    case 'walkover_away':
    case 'retired_away':
      return 'home'
    default: {
      let home = 0
      let away = 0
      for (const game of match.results) {
        if (game.home > game.away) home++
        else if (game.away > game.home) away++
      }
      if (home === away) return null
      return home > away ? 'home' : 'away'
    }
  }
}

/** Team ids in rank order (first = group winner). */
export function rankGroup(input: RankGroupInput): number[] {
  const stats = new Map(
    input.teams.map((team) => [team.id, { won: 0, gameDiff: 0, pointDiff: 0 }]),
  )
  for (const match of input.matches) {
    if (match.homeTeamId === null || match.awayTeamId === null) continue
    const winner = matchWinner(match)
    if (!winner) continue
    const home = stats.get(match.homeTeamId)
    const away = stats.get(match.awayTeamId)
    if (!home || !away) continue
    if (winner === 'home') home.won++
    else away.won++
    for (const game of match.results) {
      const sign = Math.sign(game.home - game.away)
      home.gameDiff += sign
      away.gameDiff -= sign
      home.pointDiff += game.home - game.away
      away.pointDiff -= game.home - game.away
    }
  }
  const useGames = input.preset === 'games_points'
  return [...stats.entries()]
    .sort(([idA, a], [idB, b]) => {
      if (a.won !== b.won) return b.won - a.won
      if (useGames && a.gameDiff !== b.gameDiff) return b.gameDiff - a.gameDiff
      if (a.pointDiff !== b.pointDiff) return b.pointDiff - a.pointDiff
      return idA - idB
    })
    .map(([id]) => id)
}
