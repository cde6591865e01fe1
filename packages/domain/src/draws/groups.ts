// Round-robin groups: how many, who goes where (snake by seed, optional club separation) and
// the order of matches inside a group (circle method).
import { DomainError } from '../errors.ts'
import type { DrawMatch, GroupSizing, SeededEntry } from './types.ts'

export const MIN_GROUP_SIZE = 3
export const MAX_GROUP_SIZE = 6
/** One group on its own may be smaller or larger than a group among several. */
export const SINGLE_GROUP_RANGE = { min: 2, max: 16 } as const

/**
 * The number of groups for `entryCount` entries. A group size gives groups of at most that size
 * (ceil), merged down while some group would fall under the minimum; sizes differ by at most
 * one. Throws when no valid split exists.
 */
export function groupCountFor(entryCount: number, sizing: GroupSizing): number {
  let count: number
  if ('groupCount' in sizing) {
    count = sizing.groupCount
  } else {
    if (!Number.isInteger(sizing.groupSize) || sizing.groupSize < 2) {
      throw new DomainError('invalid_group_size', `Group size ${sizing.groupSize}`)
    }
    count = Math.ceil(entryCount / sizing.groupSize)
    while (count > 1 && Math.floor(entryCount / count) < MIN_GROUP_SIZE) count -= 1
  }
  if (!Number.isInteger(count) || count < 1) {
    throw new DomainError('invalid_group_count', `Group count ${count}`)
  }
  const smallest = Math.floor(entryCount / count)
  const largest = Math.ceil(entryCount / count)
  const isValid =
    count === 1
      ? entryCount >= SINGLE_GROUP_RANGE.min && entryCount <= SINGLE_GROUP_RANGE.max
      : smallest >= MIN_GROUP_SIZE && largest <= MAX_GROUP_SIZE
  if (!isValid) {
    throw new DomainError('invalid_group_size', `${entryCount} entries do not split into ${count} groups`, {
      entryCount,
      count,
    })
  }
  return count
}

/** Group names A, B, … Z, then A2, B2, … for very large classes. */
export function groupName(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26))
  const lap = Math.floor(index / 26)
  return lap === 0 ? letter : `${letter}${lap + 1}`
}

/**
 * Snake distribution: seeds 1..G go left to right into groups A..G, the next G right to left,
 * and so on. Returns the entries of each group in seed order, grouped by tier (row of the snake).
 */
export function snakeTiers(entries: readonly SeededEntry[], groupCount: number): (SeededEntry | null)[][] {
  const tiers: (SeededEntry | null)[][] = []
  for (let start = 0; start < entries.length; start += groupCount) {
    const row: (SeededEntry | null)[] = Array.from({ length: groupCount }, () => null)
    const tierIndex = tiers.length
    entries.slice(start, start + groupCount).forEach((entry, offset) => {
      row[tierIndex % 2 === 0 ? offset : groupCount - 1 - offset] = entry
    })
    tiers.push(row)
  }
  return tiers
}

function sharesClub(a: SeededEntry, b: SeededEntry): boolean {
  return a.clubs.some((club) => b.clubs.includes(club))
}

function clubClashes(group: readonly (SeededEntry | null)[]): number {
  const members = group.filter((entry): entry is SeededEntry => entry !== null)
  let clashes = 0
  for (let i = 0; i < members.length; i += 1) {
    for (let j = i + 1; j < members.length; j += 1) {
      if (sharesClub(members[i] as SeededEntry, members[j] as SeededEntry)) clashes += 1
    }
  }
  return clashes
}

/**
 * Club separation: swap entries of the same tier (same seed band) between groups while a swap
 * lowers the number of same-club pairs. The top tier stays put so group A always holds seed 1.
 * Local search, so it finds a separation whenever single swaps reach it — not a guarantee.
 */
export function separateClubs(tiers: (SeededEntry | null)[][]): void {
  const groupCount = tiers[0]?.length ?? 0
  const clashesOf = (g: number) => clubClashes(tiers.map((tier) => tier[g] ?? null))
  const clashes = Array.from({ length: groupCount }, (_, g) => clashesOf(g))
  // Only the two groups of a swap change, so compare just their clash counts.
  for (let pass = 0; pass < 10 && clashes.some((count) => count > 0); pass += 1) {
    let improved = false
    for (const tier of tiers.slice(1)) {
      for (let a = 0; a < groupCount; a += 1) {
        for (let b = a + 1; b < groupCount; b += 1) {
          const first = tier[a] ?? null
          const second = tier[b] ?? null
          // Swapping with an empty place would change group sizes; keep them as the snake made them.
          if (first === null || second === null) continue
          const before = (clashes[a] ?? 0) + (clashes[b] ?? 0)
          if (before === 0) continue
          tier[a] = second
          tier[b] = first
          const afterA = clashesOf(a)
          const afterB = clashesOf(b)
          if (afterA + afterB < before) {
            clashes[a] = afterA
            clashes[b] = afterB
            improved = true
          } else {
            tier[a] = first
            tier[b] = second
          }
        }
      }
    }
    if (!improved) break
  }
}

/**
 * Round-robin rounds by the circle method: the first entry stays, the others rotate, so every
 * entry meets every other once and nobody plays twice in a round. An odd group gets a rest slot.
 * Returns [round][match] pairs of entry ids; home/away alternate for the fixed entry.
 */
export function circleRounds(entryIds: readonly number[]): [number, number][][] {
  const slots: (number | null)[] = [...entryIds]
  if (slots.length % 2 === 1) slots.push(null)
  const n = slots.length
  const rounds: [number, number][][] = []
  for (let round = 0; round < n - 1; round += 1) {
    const pairs: [number, number][] = []
    for (let i = 0; i < n / 2; i += 1) {
      const a = slots[i] ?? null
      const b = slots[n - 1 - i] ?? null
      if (a === null || b === null) continue
      pairs.push(i === 0 && round % 2 === 1 ? [b, a] : [a, b])
    }
    rounds.push(pairs)
    // Rotate every slot but the first one place clockwise.
    const last = slots.pop() ?? null
    slots.splice(1, 0, last)
  }
  return rounds
}

/** The matches of group `group` (0-based) with ids 'G{n}-R{round}-{k}'. */
export function groupMatches(group: number, entryIds: readonly number[]): DrawMatch[] {
  return circleRounds(entryIds).flatMap((pairs, roundIndex) =>
    pairs.map(([home, away], matchIndex) => ({
      id: `G${group + 1}-R${roundIndex + 1}-${matchIndex + 1}`,
      stage: 'group' as const,
      group,
      round: roundIndex + 1,
      position: matchIndex + 1,
      home: { kind: 'entry' as const, entryId: home },
      away: { kind: 'entry' as const, entryId: away },
      result: null,
    })),
  )
}
