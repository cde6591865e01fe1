// Derives everything that follows from a draw's structure and stored results: who plays each
// match, byes, walkovers of withdrawn entries, group standings and who advances. Pure and cheap,
// so the API can resolve on every read and every write instead of storing derived state.
import type { MatchFormat } from '../match-format.ts'
import { isWalkover, matchOutcome } from '../match.ts'
import type { MatchResult } from '../match.ts'
import { computeGroupStandings } from '../standings.ts'
import type { RankingPresetKey, StandingRow, StandingsMatch } from '../standings.ts'
import type { Draw, DrawMatch, DrawStage, SlotSource } from './types.ts'

/** An entry id, a bye (nobody will come), or null (not known yet). */
export type Participant = number | 'bye' | null

/**
 * pending: a side is not known yet; ready: both entries known, no result; bye: no match is
 * played (an entry or nobody advances); decided: a stored result or a withdrawal walkover.
 */
export type MatchStatus = 'pending' | 'ready' | 'bye' | 'decided'

export type ResolvedMatch = {
  id: string
  stage: DrawStage
  group?: number
  round: number
  position: number
  home: Participant
  away: Participant
  status: MatchStatus
  /** The result that counts: the stored one, or the walkover a withdrawal implies. */
  result: MatchResult | null
  /** True only when the match was decided on court (not a bye, not a walkover). */
  isPlayed: boolean
  /** null while undecided and for a drawn group match. */
  winner: Participant
  loser: Participant
}

export type ResolvedDraw = {
  matches: ResolvedMatch[]
  byId: ReadonlyMap<string, ResolvedMatch>
  /** Per group, the current table (partial while the group is still playing). */
  standings: StandingRow[][]
  groupComplete: boolean[]
}

export type ResolveOptions = { matchFormat?: MatchFormat; rankingPreset?: RankingPresetKey }

const STAGE_ORDER: Record<DrawStage, number> = { group: 0, main: 1, third_place: 2, consolation: 3 }

/** Matches in an order where every match comes after the matches it depends on. */
export function playOrder(matches: readonly DrawMatch[]): DrawMatch[] {
  return [...matches].sort(
    (a, b) =>
      STAGE_ORDER[a.stage] - STAGE_ORDER[b.stage] ||
      a.round - b.round ||
      (a.group ?? 0) - (b.group ?? 0) ||
      a.position - b.position,
  )
}

function hasResult(result: MatchResult | null): result is MatchResult {
  return result !== null && (result.results.length > 0 || result.decision != null)
}

export function resolveDraw(draw: Draw, options: ResolveOptions = {}): ResolvedDraw {
  const withdrawn = new Set(draw.withdrawn)
  const byId = new Map<string, ResolvedMatch>()
  const nextOf = new Map<string, string>()
  for (const match of draw.matches) {
    for (const source of [match.home, match.away]) {
      if (source.kind === 'winner') nextOf.set(source.matchId, match.id)
    }
  }
  const entryNames = new Map(draw.entries.map((entry) => [entry.id, entry.name]))
  const standings: StandingRow[][] = draw.groups.map(() => [])
  const groupComplete = draw.groups.map(() => false)
  let groupsDone = false

  const finishGroups = () => {
    groupsDone = true
    draw.groups.forEach((group, index) => {
      const resolved = [...byId.values()].filter((match) => match.stage === 'group' && match.group === index)
      groupComplete[index] = resolved.every((match) => match.status === 'decided' || match.status === 'bye')
      const matches: StandingsMatch[] = resolved
        .filter((match) => match.status === 'decided' && match.result !== null)
        .map((match, i) => ({
          id: i + 1,
          homeTeamId: match.home as number,
          awayTeamId: match.away as number,
          results: match.result?.results ?? [],
          decision: match.result?.decision ?? null,
        }))
      const teams = group.entryIds.map((id) => ({ id, name: entryNames.get(id) ?? String(id) }))
      standings[index] = computeGroupStandings({
        teams,
        matches,
        ...(options.rankingPreset ? { preset: options.rankingPreset } : {}),
        ...(options.matchFormat ? { format: options.matchFormat } : {}),
      })
    })
  }

  const participantOf = (source: SlotSource): Participant => {
    switch (source.kind) {
      case 'entry':
        return source.entryId
      case 'bye':
        return 'bye'
      case 'winner':
        return byId.get(source.matchId)?.winner ?? null
      case 'loser': {
        const loser = byId.get(source.matchId)?.loser ?? null
        return typeof loser === 'number' && withdrawn.has(loser) ? 'bye' : loser
      }
      case 'group_place': {
        if (!groupComplete[source.group]) return null
        return standings[source.group]?.[source.place - 1]?.teamId ?? 'bye'
      }
      case 'first_match_loser':
        return firstMatchLoser(source.matchId)
    }
  }

  // See SlotSource 'first_match_loser' and docs/decisions (consolation rule).
  const firstMatchLoser = (firstRoundId: string): Participant => {
    const first = byId.get(firstRoundId)
    if (!first || first.status === 'pending' || first.status === 'ready') return null
    let candidate: Participant = first.isPlayed ? first.loser : null
    if (!first.isPlayed) {
      const advanced = first.winner
      const second = byId.get(nextOf.get(firstRoundId) ?? '')
      if (typeof advanced !== 'number' || !second) return 'bye'
      if (second.status === 'pending' || second.status === 'ready') return null
      candidate = second.isPlayed && second.loser === advanced ? advanced : 'bye'
    }
    return typeof candidate === 'number' && withdrawn.has(candidate) ? 'bye' : candidate
  }

  for (const match of playOrder(draw.matches)) {
    if (!groupsDone && match.stage !== 'group') finishGroups()
    byId.set(match.id, resolveMatch(match, participantOf(match.home), participantOf(match.away)))
  }
  if (!groupsDone) finishGroups()

  function resolveMatch(match: DrawMatch, home: Participant, away: Participant): ResolvedMatch {
    const base = {
      id: match.id,
      stage: match.stage,
      ...(match.group !== undefined ? { group: match.group } : {}),
      round: match.round,
      position: match.position,
      home,
      away,
    }
    const none = { result: null, isPlayed: false, winner: null, loser: null }
    if (home === null || away === null) return { ...base, ...none, status: 'pending' }
    if (home === 'bye' || away === 'bye') {
      const other = home === 'bye' ? away : home
      const advancing = typeof other === 'number' && !withdrawn.has(other) ? other : 'bye'
      return { ...base, ...none, status: 'bye', winner: advancing, loser: 'bye' }
    }
    if (hasResult(match.result)) {
      const outcome = matchOutcome(match.result, options.matchFormat ? { format: options.matchFormat } : {})
      const winner = outcome.winner === 'home' ? home : outcome.winner === 'away' ? away : null
      const loser = outcome.winner === 'home' ? away : outcome.winner === 'away' ? home : null
      const isPlayed = !isWalkover(match.result.decision)
      return { ...base, status: 'decided', result: match.result, isPlayed, winner, loser }
    }
    const homeOut = withdrawn.has(home)
    const awayOut = withdrawn.has(away)
    if (homeOut && awayOut) return { ...base, ...none, status: 'bye', winner: 'bye', loser: 'bye' }
    if (homeOut || awayOut) {
      const result: MatchResult = { results: [], decision: homeOut ? 'walkover_away' : 'walkover_home' }
      const winner = homeOut ? away : home
      const loser = homeOut ? home : away
      return { ...base, status: 'decided', result, isPlayed: false, winner, loser }
    }
    return { ...base, ...none, status: 'ready' }
  }

  const matches = draw.matches.map((match) => byId.get(match.id) as ResolvedMatch)
  return { matches, byId, standings, groupComplete }
}
