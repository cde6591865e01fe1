// Groups followed by a knockout: which bracket line each group qualifier takes.
// Group winners take the top seed lines in group order (group A holds seed 1, so its winner is
// seed 1); the qualifiers of each further place take the next band of seed lines, assigned so
// that entries of the same group meet as late as possible (with two qualifiers per group and a
// power-of-two number of groups: the runner-up lands in the other half from its group winner).
// Byes, when the qualifiers do not fill a power of two, fall to the top seed lines as usual.
import { DomainError } from '../errors.ts'
import { bracketSeedOrder, meetingRound, nextPowerOfTwo } from './bracket-positions.ts'
import type { SlotSource } from './types.ts'

/** Exhaustive search up to this many groups (6! = 720 orders per place), greedy above. */
const EXHAUSTIVE_LIMIT = 6

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]]
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  )
}

/** How late a line meets the lines already holding the same group's qualifiers. */
function separation(line: number, placed: readonly number[], size: number): number {
  const rounds = Math.log2(size)
  return placed.reduce((earliest, other) => Math.min(earliest, meetingRound(line, other)), rounds + 1)
}

function assignBand(band: readonly number[], placedByGroup: number[][], size: number): number[] {
  const groupCount = placedByGroup.length
  if (groupCount <= EXHAUSTIVE_LIMIT) {
    let best: number[] = [...band]
    let bestScore = [-1, -1]
    for (const order of permutations(band)) {
      const separations = order.map((line, group) => separation(line, placedByGroup[group] ?? [], size))
      const score = [Math.min(...separations), separations.reduce((a, b) => a + b, 0)]
      const [worst = 0, sum = 0] = score
      const [bestWorst = 0, bestSum = 0] = bestScore
      if (worst > bestWorst || (worst === bestWorst && sum > bestSum)) {
        best = order
        bestScore = score
      }
    }
    return best
  }
  const free = [...band]
  return placedByGroup.map((placed) => {
    let bestIndex = 0
    free.forEach((line, index) => {
      const current = free[bestIndex] ?? line
      if (separation(line, placed, size) > separation(current, placed, size)) bestIndex = index
    })
    const [line] = free.splice(bestIndex, 1)
    return line ?? 0
  })
}

/** Bracket lines for `groupCount` groups with `qualifiersPerGroup` qualifiers each. */
export function groupQualifierLines(groupCount: number, qualifiersPerGroup: number): SlotSource[] {
  const qualifiers = groupCount * qualifiersPerGroup
  if (!Number.isInteger(qualifiersPerGroup) || qualifiersPerGroup < 1 || qualifiers < 2) {
    throw new DomainError('invalid_qualifiers', `${qualifiersPerGroup} qualifiers from ${groupCount} groups`)
  }
  const size = nextPowerOfTwo(qualifiers)
  const order = bracketSeedOrder(size)
  const lineOfSeed = (seed: number) => order.indexOf(seed)
  const lines: SlotSource[] = order.map(() => ({ kind: 'bye' }))
  const placedByGroup: number[][] = Array.from({ length: groupCount }, () => [])
  for (let place = 1; place <= qualifiersPerGroup; place += 1) {
    const band = Array.from({ length: groupCount }, (_, g) => lineOfSeed((place - 1) * groupCount + g + 1))
    const assigned = place === 1 ? band : assignBand(band, placedByGroup, size)
    assigned.forEach((line, group) => {
      lines[line] = { kind: 'group_place', group, place }
      placedByGroup[group]?.push(line)
    })
  }
  return lines
}
