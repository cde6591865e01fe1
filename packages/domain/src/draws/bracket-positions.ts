// Seed positions in a knockout bracket. The usual recursive pattern: start from [1, 2] and
// double the bracket by giving every seed s the opponent (2·size + 1 − s), alternating which of
// the two goes on top. Result for 8: 1 8 5 4 3 6 7 2 — seed 1 on line 1, seed 2 on the last
// line, seeds 3 and 4 in the other two quarters, 5–8 in the other eighths, and in round one seed
// s always meets seed size + 1 − s. Seeds above the number of entries are byes, so byes fall to
// the top seeds automatically.
import { DomainError } from '../errors.ts'

export function nextPowerOfTwo(n: number): number {
  let size = 1
  while (size < n) size *= 2
  return size
}

/** The seed number on each line of a bracket of `size` lines (index 0 = line 1). */
export function bracketSeedOrder(size: number): number[] {
  if (!Number.isInteger(size) || size < 1 || nextPowerOfTwo(size) !== size) {
    throw new DomainError('invalid_bracket_size', `Bracket size must be a power of two (${size})`)
  }
  let order = [1]
  while (order.length < size) {
    const doubled = order.length * 2
    order = order.flatMap((seed, index) => {
      const opponent = doubled + 1 - seed
      return index % 2 === 0 ? [seed, opponent] : [opponent, seed]
    })
  }
  return order
}

/** The round (1 = first) in which bracket lines a and b (0-based) can meet. */
export function meetingRound(lineA: number, lineB: number): number {
  let difference = lineA ^ lineB
  let round = 0
  while (difference > 0) {
    round += 1
    difference >>= 1
  }
  return round
}
