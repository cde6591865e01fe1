// Recording and correcting results. Because participants are derived (resolveDraw), storing a
// result is enough to move the winner on — and a correction moves the right player. What needs
// care is a later match that was already played by the player the correction removes: its
// result no longer makes sense, so the caller must confirm undoing it first.
import { validateMatchScore } from '../match-format.ts'
import type { MatchScoreCode } from '../match-format.ts'
import type { MatchFormat } from '../match-format.ts'
import { matchOutcome } from '../match.ts'
import type { MatchResult } from '../match.ts'
import { resolveDraw } from './resolve.ts'
import type { ResolveOptions, ResolvedDraw } from './resolve.ts'
import type { Draw } from './types.ts'

export type RecordResultOutcome =
  | { ok: true; draw: Draw; undone: string[] }
  | { ok: false; code: 'unknown_match' | 'match_not_ready' | 'draw_in_knockout' }
  | { ok: false; code: MatchScoreCode; gameIndex?: number }
  /** Later matches played with an entry the change removes; pass confirmUndo to clear them. */
  | { ok: false; code: 'later_matches_affected'; matchIds: string[] }

function sameSides(a: ResolvedDraw, b: ResolvedDraw, id: string): boolean {
  const before = a.byId.get(id)
  const after = b.byId.get(id)
  return before?.home === after?.home && before?.away === after?.away
}

function withResult(draw: Draw, matchIds: ReadonlySet<string>, result: MatchResult | null): Draw {
  return {
    ...draw,
    matches: draw.matches.map((match) => (matchIds.has(match.id) ? { ...match, result } : match)),
  }
}

/**
 * Stores (or, with `result: null`, clears) the result of a match whose two entries are known.
 * Scores are validated against the class's match format; a walkover or retirement is a
 * decision with its games, never a score. Returns the new draw and the matches whose results
 * were undone (only with confirmUndo).
 */
export function recordResult(options: {
  draw: Draw
  matchId: string
  result: MatchResult | null
  matchFormat: MatchFormat
  rankingPreset?: ResolveOptions['rankingPreset']
  confirmUndo?: boolean
}): RecordResultOutcome {
  const { draw, matchId, result, matchFormat } = options
  const resolveOptions: ResolveOptions = {
    matchFormat,
    ...(options.rankingPreset ? { rankingPreset: options.rankingPreset } : {}),
  }
  const before = resolveDraw(draw, resolveOptions)
  const target = before.byId.get(matchId)
  if (!target) return { ok: false, code: 'unknown_match' }
  if (typeof target.home !== 'number' || typeof target.away !== 'number') {
    return { ok: false, code: 'match_not_ready' }
  }
  if (result !== null) {
    const validation = validateMatchScore({
      format: matchFormat,
      results: result.results,
      decision: result.decision ?? null,
    })
    if (!validation.ok) return validation
    const outcome = matchOutcome(result, { format: matchFormat })
    if (outcome.winner === null) return { ok: false, code: 'match_incomplete' }
    if (outcome.winner === 'draw' && target.stage !== 'group') return { ok: false, code: 'draw_in_knockout' }
  }

  const stored = result === null ? null : { results: [...result.results], decision: result.decision ?? null }
  let next = withResult(draw, new Set([matchId]), stored)
  // Undo to a fixed point: clearing one later result can change who plays the match after it.
  const undone = new Set<string>()
  for (;;) {
    const after = resolveDraw(next, resolveOptions)
    const stale = draw.matches
      .filter((match) => match.id !== matchId && !undone.has(match.id) && match.result !== null)
      .filter((match) => !sameSides(before, after, match.id))
      .map((match) => match.id)
    if (stale.length === 0) break
    stale.forEach((id) => undone.add(id))
    next = withResult(next, new Set(stale), null)
  }
  const undoneIds = draw.matches.filter((match) => undone.has(match.id)).map((match) => match.id)
  if (undoneIds.length > 0 && !options.confirmUndo) {
    return { ok: false, code: 'later_matches_affected', matchIds: undoneIds }
  }
  return { ok: true, draw: next, undone: undoneIds }
}
