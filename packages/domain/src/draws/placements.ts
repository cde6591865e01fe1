// Final placements of a finished class, for rewards and tour ranking points.
// Knockout: 1 the final's winner, 2 its loser; 3 and 4 from the third-place match, or both
// semi-final losers share 3; losers of an earlier round share the first place after everyone
// who went further (quarter-final losers 5, round-of-16 losers 9, …); a walkover loss counts
// like any loss in that round.
// Groups: places are shared across groups — all group winners share 1, all runners-up share
// G + 1, … — and with a knockout after the groups the qualifiers are placed by the knockout and
// the rest by their group place after all qualifiers. The consolation bracket does not change
// placements (it is extra play, not a better finish).
import { resolveDraw } from './resolve.ts'
import type { ResolveOptions, ResolvedMatch } from './resolve.ts'
import type { Draw } from './types.ts'

export type Placement = { entryId: number; placement: number }

function knockoutPlacements(
  main: readonly ResolvedMatch[],
  third: ResolvedMatch | undefined,
): Placement[] | null {
  const rounds = Math.max(...main.map((match) => match.round))
  const final = main.find((match) => match.round === rounds)
  if (!final || (final.status !== 'decided' && final.status !== 'bye')) return null
  if (third && third.status !== 'decided' && third.status !== 'bye') return null
  const placements: Placement[] = []
  const placed = new Set<number>()
  const add = (entry: unknown, placement: number) => {
    if (typeof entry === 'number' && !placed.has(entry)) {
      placed.add(entry)
      placements.push({ entryId: entry, placement })
    }
  }
  add(final.winner, 1)
  add(final.loser, 2)
  if (third) {
    add(third.winner, 3)
    add(third.loser, 4)
  }
  // Losers of round r share the place after the 2^(rounds-r) entries that reached round r + 1.
  for (let round = rounds - 1; round >= 1; round -= 1) {
    const placement = 2 ** (rounds - round) + 1
    for (const match of main.filter((candidate) => candidate.round === round)) add(match.loser, placement)
  }
  return placements
}

/** Null while the class is not finished (a match is still to play). */
export function computePlacements(draw: Draw, options: ResolveOptions = {}): Placement[] | null {
  const resolved = resolveDraw(draw, options)
  const main = resolved.matches.filter((match) => match.stage === 'main')
  const third = resolved.matches.find((match) => match.stage === 'third_place')
  if (draw.groups.length === 0) return knockoutPlacements(main, third)

  if (!resolved.groupComplete.every(Boolean)) return null
  const knockout = main.length > 0 ? knockoutPlacements(main, third) : []
  if (knockout === null) return null
  const placed = new Set(knockout.map((placement) => placement.entryId))
  const qualifiers = draw.format.kind === 'groups_knockout' ? draw.format.qualifiersPerGroup : 0
  const groupCount = draw.groups.length
  const rest: Placement[] = []
  resolved.standings.forEach((table) => {
    for (const row of table) {
      if (placed.has(row.teamId)) continue
      // Shared by group place, counted after the knockout's qualifiers.
      rest.push({
        entryId: row.teamId,
        placement: (row.rank - 1 - qualifiers) * groupCount + placed.size + 1,
      })
    }
  })
  return [...knockout, ...rest].sort((a, b) => a.placement - b.placement || a.entryId - b.entryId)
}
