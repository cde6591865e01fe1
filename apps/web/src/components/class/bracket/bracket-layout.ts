// Pure layout of a knockout bracket for the class page (issue 14): which slot each match takes
// in its round's column, and which match of the next round it feeds. No React, unit-tested.
import type { ClassMatch, KnockoutStage } from '@courtside/api/types'
import { roundName, type RoundName } from '@courtside/domain'

export type BracketColumn = {
  /** Round within its stage, as the API numbers it (1 = first round). */
  round: number
  /** The round's name follows from its size: 1 final, 2 semi-final, 4 quarter-final, 8 round of 16… */
  name: RoundName
  /** Match ids in bracket order; null where a match of a full bracket is missing. */
  slots: (number | null)[]
}

export type BracketLayout = {
  columns: BracketColumn[]
  /**
   * Every round has half the slots of the one before it and the last has one, so slot i of a
   * column feeds slot ⌊i/2⌋ of the next (connectors are drawn). False for data that does not
   * form a bracket: its columns are plain lists in bracket order.
   */
  isConnected: boolean
}

type Placed = Pick<ClassMatch, 'id'> & { round: number; position: number | null }

/** Bracket order: by position, matches without one after them, then by id (stable). */
function inBracketOrder(matches: Placed[]): Placed[] {
  return [...matches].sort(
    (a, b) =>
      (a.position ?? Number.POSITIVE_INFINITY) - (b.position ?? Number.POSITIVE_INFINITY) || a.id - b.id,
  )
}

/** The slots of a round of `size`: positioned matches on their line, the others in free ones. */
function fillSlots(matches: Placed[], size: number): (number | null)[] {
  const slots: (number | null)[] = Array.from({ length: size }, () => null)
  const loose: number[] = []
  for (const match of matches) {
    const index = match.position === null ? -1 : match.position - 1
    if (index >= 0 && index < size && slots[index] === null) slots[index] = match.id
    else loose.push(match.id)
  }
  for (const id of loose) {
    const free = slots.indexOf(null)
    if (free >= 0) slots[free] = id
  }
  return slots
}

export function layoutBracket(matches: readonly Placed[]): BracketLayout {
  const byRound = new Map<number, Placed[]>()
  for (const match of matches) byRound.set(match.round, [...(byRound.get(match.round) ?? []), match])
  const rounds = [...byRound.keys()].sort((a, b) => a - b)
  const sizes = rounds.map((round) => {
    const inRound = byRound.get(round) ?? []
    return Math.max(inRound.length, ...inRound.map((m) => m.position ?? 0))
  })
  const isConnected =
    sizes.length > 0 &&
    sizes.at(-1) === 1 &&
    sizes.every((size, i) => i === 0 || (sizes[i - 1] ?? 0) === size * 2)
  const columns = rounds.map((round, i): BracketColumn => {
    const inRound = inBracketOrder(byRound.get(round) ?? [])
    const size = isConnected ? (sizes[i] ?? 1) : inRound.length
    return { round, name: roundName(size), slots: fillSlots(inRound, size) }
  })
  return { columns, isConnected }
}

/** The slot a match's winner moves on to: index in the next column, or null after the last. */
export function feedsSlot(layout: BracketLayout, column: number, slot: number): number | null {
  if (!layout.isConnected || column >= layout.columns.length - 1) return null
  return Math.floor(slot / 2)
}

/** The knockout matches of one stage, ready for {@link layoutBracket}. */
export function stageMatches(matches: readonly ClassMatch[], stage: KnockoutStage): Placed[] {
  return matches.flatMap((match) =>
    match.knockout?.stage === stage
      ? [{ id: match.id, round: match.knockout.round, position: match.knockout.position }]
      : [],
  )
}

/**
 * Which column a phone shows first: the latest round in which a match has both sides known (the
 * final of a finished class, the current round of a running one), else the first.
 */
export function currentColumn(layout: BracketLayout, matchById: ReadonlyMap<number, ClassMatch>): number {
  for (let i = layout.columns.length - 1; i >= 0; i -= 1) {
    const isStarted = layout.columns[i]?.slots.some((id) => {
      const match = id === null ? undefined : matchById.get(id)
      return match !== undefined && match.homeTeam !== null && match.awayTeam !== null
    })
    if (isStarted) return i
  }
  return 0
}
