// Manual swaps in a draft draw: the director exchanges two entries' places before locking
// (two bracket lines, or two entries of different groups). Refused once play began: then the
// draw is changed only through results and withdrawals.
import { DomainError } from '../errors.ts'
import { groupMatches } from './groups.ts'
import { hasPlayBegun } from './withdrawal.ts'
import type { Draw, SlotSource } from './types.ts'

function swapped(source: SlotSource, a: number, b: number): SlotSource {
  if (source.kind !== 'entry') return source
  if (source.entryId === a) return { kind: 'entry', entryId: b }
  if (source.entryId === b) return { kind: 'entry', entryId: a }
  return source
}

export function swapEntries(options: { draw: Draw; entryA: number; entryB: number }): Draw {
  const { draw, entryA, entryB } = options
  if (hasPlayBegun(draw)) throw new DomainError('play_begun', 'Entries cannot be swapped after play began')
  const known = new Set(draw.entries.map((entry) => entry.id))
  if (!known.has(entryA) || !known.has(entryB)) {
    throw new DomainError('unknown_entry', 'Both entries must be in the draw')
  }
  if (draw.groups.length === 0) {
    const matches = draw.matches.map((match) => ({
      ...match,
      home: swapped(match.home, entryA, entryB),
      away: swapped(match.away, entryA, entryB),
    }))
    return { ...draw, matches }
  }
  const groupOf = (id: number) => draw.groups.findIndex((group) => group.entryIds.includes(id))
  const [groupA, groupB] = [groupOf(entryA), groupOf(entryB)]
  if (groupA === groupB) return draw
  const seedOf = new Map(draw.entries.map((entry) => [entry.id, entry.seed]))
  const groups = draw.groups.map((group) => ({
    ...group,
    entryIds: group.entryIds
      .map((id) => (id === entryA ? entryB : id === entryB ? entryA : id))
      .sort((x, y) => (seedOf.get(x) ?? 0) - (seedOf.get(y) ?? 0)),
  }))
  const changed = [groupA, groupB]
  const kept = draw.matches.filter((match) => match.stage !== 'group' || !changed.includes(match.group ?? -1))
  const fresh = changed.flatMap((index) => groupMatches(index, groups[index]?.entryIds ?? []))
  return { ...draw, groups, matches: [...fresh, ...kept] }
}
