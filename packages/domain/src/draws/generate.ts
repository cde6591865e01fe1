// Draw generation: seed the entries, then build groups and/or a bracket. Everything random comes
// from the one seeded generator, so the same entries, format and seed give the same draw.
import { DomainError } from '../errors.ts'
import { groupCountFor, groupMatches, groupName, separateClubs, snakeTiers } from './groups.ts'
import { groupQualifierLines } from './groups-knockout.ts'
import { knockoutMatches, seededLines } from './knockout.ts'
import { createRandom } from './random.ts'
import { seedEntries } from './seeding.ts'
import type {
  Draw,
  DrawEntryInput,
  DrawFormat,
  DrawGroup,
  DrawMatch,
  RatingKind,
  SeededEntry,
} from './types.ts'

function buildGroups(entries: readonly SeededEntry[], groupCount: number, clubs: boolean): DrawGroup[] {
  const tiers = snakeTiers(entries, groupCount)
  if (clubs) separateClubs(tiers)
  return Array.from({ length: groupCount }, (_, g) => ({
    name: groupName(g),
    entryIds: tiers
      .map((tier) => tier[g] ?? null)
      .filter((entry): entry is SeededEntry => entry !== null)
      .sort((a, b) => a.seed - b.seed)
      .map((entry) => entry.id),
  }))
}

function allGroupMatches(groups: readonly DrawGroup[]): DrawMatch[] {
  return groups.flatMap((group, index) => groupMatches(index, group.entryIds))
}

export function generateDraw(options: {
  entries: readonly DrawEntryInput[]
  ratingKind: RatingKind
  format: DrawFormat
  seed: number
}): Draw {
  const { format, seed } = options
  const random = createRandom(seed)
  const entries = seedEntries({ entries: options.entries, ratingKind: options.ratingKind, random })
  if (entries.length < 2) throw new DomainError('too_few_entries', 'A draw needs at least two entries')
  const base = { version: 1 as const, seed, format, entries, withdrawn: [] }

  switch (format.kind) {
    case 'knockout': {
      const matches = knockoutMatches(seededLines(entries), format)
      return { ...base, groups: [], matches }
    }
    case 'round_robin': {
      const groupCount = groupCountFor(entries.length, format)
      const groups = buildGroups(entries, groupCount, format.separateClubs === true)
      return { ...base, groups, matches: allGroupMatches(groups) }
    }
    case 'groups_knockout': {
      const groupCount = groupCountFor(entries.length, format)
      const groups = buildGroups(entries, groupCount, format.separateClubs === true)
      const smallest = Math.min(...groups.map((group) => group.entryIds.length))
      if (format.qualifiersPerGroup > smallest - 1 && groupCount === 1) {
        throw new DomainError('invalid_qualifiers', 'One group needs fewer qualifiers than entries')
      }
      if (format.qualifiersPerGroup > smallest) {
        throw new DomainError(
          'invalid_qualifiers',
          `Groups of ${smallest} cannot send ${format.qualifiersPerGroup}`,
        )
      }
      const lines = groupQualifierLines(groupCount, format.qualifiersPerGroup)
      return { ...base, groups, matches: [...allGroupMatches(groups), ...knockoutMatches(lines, format)] }
    }
  }
}
