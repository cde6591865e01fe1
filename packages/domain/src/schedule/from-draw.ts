// Turns a locked draw into scheduler input: which matches still need a court, what each one
// waits for, and every player who could still turn up in it.
import type { ResolveOptions } from '../draws/resolve.ts'
import { playOrder, resolveDraw } from '../draws/resolve.ts'
import type { Draw, SlotSource } from '../draws/types.ts'
import type { ScheduleMatch } from './types.ts'

/**
 * Scheduling input for the matches of `draw` that still have to be played (byes and decided
 * matches are left out). Ids are `${prefix}${drawMatchId}`. Dependencies: a knockout match
 * waits for the matches that feed it (through byes), a group round for the group's previous
 * round, a group qualifier's match for its whole group, a consolation line for the first-round
 * match (and, after a bye there, the second-round match) it is fed from.
 */
export function drawScheduleMatches(options: {
  draw: Draw
  prefix: string
  durationMinutes: number
  /** The players (user ids) of an entry. */
  playersOf: (entryId: number) => readonly number[]
  priority?: number
  resolve?: ResolveOptions
}): ScheduleMatch[] {
  const { draw, prefix, durationMinutes, playersOf } = options
  const resolved = resolveDraw(draw, options.resolve ?? {})
  const byId = new Map(draw.matches.map((match) => [match.id, match]))
  const nextOf = new Map<string, string>()
  for (const match of draw.matches) {
    for (const source of [match.home, match.away])
      if (source.kind === 'winner') nextOf.set(source.matchId, match.id)
  }
  const needsCourt = (id: string) => {
    const status = resolved.byId.get(id)?.status
    return status === 'pending' || status === 'ready'
  }
  const groupMatchIds = (group: number) =>
    draw.matches.filter((match) => match.stage === 'group' && match.group === group).map((match) => match.id)

  const feederIds = (source: SlotSource): string[] => {
    switch (source.kind) {
      case 'winner':
      case 'loser':
        return [source.matchId]
      case 'first_match_loser': {
        const first = resolved.byId.get(source.matchId)
        const second = nextOf.get(source.matchId)
        return first?.status === 'bye' && second ? [source.matchId, second] : [source.matchId]
      }
      case 'group_place':
        return groupMatchIds(source.group)
      default:
        return []
    }
  }
  // A bye match is never played: whoever depends on it waits for what it waits for.
  const dependencies = (id: string, seen = new Set<string>()): string[] => {
    const match = byId.get(id)
    if (!match || seen.has(id)) return []
    seen.add(id)
    const direct = [...feederIds(match.home), ...feederIds(match.away)]
    if (match.stage === 'group' && match.round > 1) {
      direct.push(
        ...draw.matches
          .filter(
            (other) =>
              other.stage === 'group' && other.group === match.group && other.round === match.round - 1,
          )
          .map((other) => other.id),
      )
    }
    return direct.flatMap((dep) => (needsCourt(dep) ? [dep] : dependencies(dep, seen)))
  }

  const potential = new Map<string, Set<number>>()
  const entryPlayers = (entryId: number) => new Set(playersOf(entryId))
  const playersOfSource = (source: SlotSource): Set<number> => {
    if (source.kind === 'entry') return entryPlayers(source.entryId)
    if (source.kind === 'bye') return new Set()
    if (source.kind === 'group_place') {
      return new Set((draw.groups[source.group]?.entryIds ?? []).flatMap((id) => [...entryPlayers(id)]))
    }
    return potential.get(source.matchId) ?? new Set()
  }
  for (const source of playOrder(draw.matches)) {
    const match = resolved.byId.get(source.id)
    if (!match) continue
    // Known participants narrow the set; otherwise everyone who could arrive.
    const side = (participant: typeof match.home, from: SlotSource) =>
      typeof participant === 'number'
        ? entryPlayers(participant)
        : participant === 'bye'
          ? new Set<number>()
          : playersOfSource(from)
    potential.set(match.id, new Set([...side(match.home, source.home), ...side(match.away, source.away)]))
  }

  return resolved.matches
    .filter((match) => needsCourt(match.id))
    .map((match) => ({
      id: `${prefix}${match.id}`,
      durationMinutes,
      players: [...(potential.get(match.id) ?? [])],
      knownPlayers: [match.home, match.away].flatMap((side) =>
        typeof side === 'number' ? [...entryPlayers(side)] : [],
      ),
      after: [...new Set(dependencies(match.id))].map((dep) => `${prefix}${dep}`),
      ...(options.priority !== undefined ? { priority: options.priority } : {}),
    }))
}
