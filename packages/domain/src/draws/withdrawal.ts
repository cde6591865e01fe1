// Withdrawals. Before play began (no result anywhere in the draw) the entry simply leaves the
// draw: its bracket line becomes a bye, or it leaves its group and the group's matches are
// drawn again without it (optionally taking an entry from the largest group to rebalance).
// After play began the draw keeps its shape: the entry is marked withdrawn and every match it
// has not played resolves as a walkover for the opponent (see resolveDraw), so standings and
// the bracket follow.
import { DomainError } from '../errors.ts'
import { groupMatches, MIN_GROUP_SIZE } from './groups.ts'
import type { Draw, DrawGroup, DrawMatch, SlotSource } from './types.ts'

export type WithdrawalOutcome = {
  draw: Draw
  mode: 'before_play' | 'after_play'
  movedEntryId: number | null
}

export function hasPlayBegun(draw: Draw): boolean {
  return draw.matches.some((match) => match.result !== null)
}

function withoutEntry(source: SlotSource, entryId: number): SlotSource {
  return source.kind === 'entry' && source.entryId === entryId ? { kind: 'bye' } : source
}

/** Replaces the matches of the given groups with freshly drawn ones for their current members. */
function redrawGroups(draw: Draw, groups: DrawGroup[], changed: readonly number[]): DrawMatch[] {
  const kept = draw.matches.filter((match) => match.stage !== 'group' || !changed.includes(match.group ?? -1))
  const fresh = changed.flatMap((index) => groupMatches(index, groups[index]?.entryIds ?? []))
  return [...fresh, ...kept]
}

export function withdrawEntry(options: {
  draw: Draw
  entryId: number
  rebalance?: boolean
}): WithdrawalOutcome {
  const { draw, entryId } = options
  const seedOf = new Map(draw.entries.map((entry) => [entry.id, entry.seed]))
  if (!seedOf.has(entryId)) throw new DomainError('unknown_entry', `Entry ${entryId} is not in the draw`)
  if (draw.withdrawn.includes(entryId))
    throw new DomainError('already_withdrawn', `Entry ${entryId} withdrew`)

  if (hasPlayBegun(draw)) {
    return {
      draw: { ...draw, withdrawn: [...draw.withdrawn, entryId] },
      mode: 'after_play',
      movedEntryId: null,
    }
  }

  const entries = draw.entries.filter((entry) => entry.id !== entryId)
  const groups = draw.groups.map((group) => ({
    ...group,
    entryIds: group.entryIds.filter((id) => id !== entryId),
  }))
  const home = draw.groups.findIndex((group) => group.entryIds.includes(entryId))
  let movedEntryId: number | null = null
  const changed = home >= 0 ? [home] : []
  if (home >= 0 && options.rebalance && groups.length > 1) {
    const sizes = groups.map((group) => group.entryIds.length)
    const largest = sizes.lastIndexOf(Math.max(...sizes))
    const own = sizes[home] ?? 0
    if ((sizes[largest] ?? 0) - own >= 2 || own < MIN_GROUP_SIZE) {
      const donor = groups[largest] as DrawGroup
      // The lowest seed of the largest group moves, so no group loses a top seed.
      const moved = donor.entryIds.at(-1)
      if (moved === undefined || donor.entryIds.length - 1 < MIN_GROUP_SIZE) {
        throw new DomainError('cannot_rebalance', 'No group can give up an entry')
      }
      donor.entryIds = donor.entryIds.slice(0, -1)
      const target = groups[home] as DrawGroup
      target.entryIds = [...target.entryIds, moved].sort(
        (a, b) => (seedOf.get(a) ?? 0) - (seedOf.get(b) ?? 0),
      )
      movedEntryId = moved
      changed.push(largest)
    }
  }
  const matches = (changed.length > 0 ? redrawGroups(draw, groups, changed) : draw.matches).map((match) => ({
    ...match,
    home: withoutEntry(match.home, entryId),
    away: withoutEntry(match.away, entryId),
  }))
  return { draw: { ...draw, entries, groups, matches }, mode: 'before_play', movedEntryId }
}
