import { DomainError } from './errors.ts'

/** Knockout rounds with their own name, keyed by how many matches the round has. */
const NAMED_ROUNDS = [
  { key: 'final', matchCount: 1, code: 'F' },
  { key: 'semifinal', matchCount: 2, code: 'SF' },
  { key: 'quarterfinal', matchCount: 4, code: 'QF' },
  { key: 'round_of_16', matchCount: 8, code: 'R16' },
  { key: 'round_of_32', matchCount: 16, code: 'R32' },
  { key: 'round_of_64', matchCount: 32, code: 'R64' },
] as const

export type NamedRoundKey = (typeof NAMED_ROUNDS)[number]['key']
export type RoundCode = (typeof NAMED_ROUNDS)[number]['code']

/** An i18n key for a round; `round_n` ("Round of {n}") covers sizes without a name. */
export type RoundName = { key: NamedRoundKey } | { key: 'round_n'; n: number }

/** The round's name follows from its match count, never from its number (see db rounds). */
export function roundName(matchCount: number): RoundName {
  if (!Number.isInteger(matchCount) || matchCount < 1) {
    throw new DomainError('invalid_match_count', `A round needs at least one match (${matchCount})`)
  }
  const named = NAMED_ROUNDS.find((round) => round.matchCount === matchCount)
  // A round with n matches is played by 2n entries, hence "Round of 2n".
  return named ? { key: named.key } : { key: 'round_n', n: matchCount * 2 }
}

export function roundCode(round: NamedRoundKey): RoundCode {
  const named = NAMED_ROUNDS.find((candidate) => candidate.key === round)
  if (!named) throw new DomainError('unknown_round', `Unknown round ${String(round)}`)
  return named.code
}

/**
 * A not-yet-known side of a match, stored as structured data. Text form (in the match's
 * placeholder column): 'W:QF1' winner of quarterfinal 1, 'L:SF2' loser of semifinal 2,
 * 'G:A:1' first of group A.
 */
export type Placeholder =
  | { kind: 'winner'; round: NamedRoundKey; index: number }
  | { kind: 'loser'; round: NamedRoundKey; index: number }
  | { kind: 'group'; group: string; position: number }

const MATCH_PLACEHOLDER = /^([WL]):(F|SF|QF|R16|R32|R64)([1-9]\d*)$/
const GROUP_PLACEHOLDER = /^G:([A-Z0-9]+):([1-9]\d*)$/

/** Parses the stored text form; null when it is not a well-formed placeholder. */
export function parsePlaceholder(text: string): Placeholder | null {
  const normalized = text.trim().toUpperCase()
  const groupMatch = GROUP_PLACEHOLDER.exec(normalized)
  if (groupMatch) {
    const [, group = '', position = ''] = groupMatch
    return { kind: 'group', group, position: Number(position) }
  }
  const match = MATCH_PLACEHOLDER.exec(normalized)
  if (!match) return null
  const [, side, code, indexText = ''] = match
  const round = NAMED_ROUNDS.find((candidate) => candidate.code === code)
  const index = Number(indexText)
  // "QF5" cannot exist: a quarterfinal round has four matches.
  if (!round || index > round.matchCount) return null
  return { kind: side === 'W' ? 'winner' : 'loser', round: round.key, index }
}

/** The stored text form, the inverse of {@link parsePlaceholder}. */
export function placeholderCode(placeholder: Placeholder): string {
  if (placeholder.kind === 'group') return `G:${placeholder.group}:${placeholder.position}`
  const side = placeholder.kind === 'winner' ? 'W' : 'L'
  return `${side}:${roundCode(placeholder.round)}${placeholder.index}`
}

export type PlaceholderKey = {
  key: 'placeholder.winner' | 'placeholder.loser' | 'placeholder.group'
  params: Record<string, string | number>
}

/**
 * i18n key and params for a placeholder, e.g. en "Winner {{roundCode}}{{index}}" → "Winner QF1",
 * "{{position}}. Group {{group}}". `round` is a round key the UI can also translate in full.
 */
export function formatPlaceholderKey(placeholder: Placeholder): PlaceholderKey {
  if (placeholder.kind === 'group') {
    return {
      key: 'placeholder.group',
      params: { group: placeholder.group, position: placeholder.position },
    }
  }
  return {
    key: placeholder.kind === 'winner' ? 'placeholder.winner' : 'placeholder.loser',
    params: {
      round: placeholder.round,
      roundCode: roundCode(placeholder.round),
      index: placeholder.index,
    },
  }
}

/** English fallback label (logs, exports); the UI should use {@link formatPlaceholderKey}. */
export function placeholderLabel(placeholder: Placeholder): string {
  if (placeholder.kind === 'group') return `Group ${placeholder.group} #${placeholder.position}`
  const side = placeholder.kind === 'winner' ? 'Winner' : 'Loser'
  return `${side} ${roundCode(placeholder.round)}${placeholder.index}`
}

/**
 * Bracket display order: by bracketPosition, matches without a position last, then by id so
 * the order is the same on every render.
 */
export function sortBracket<T extends { bracketPosition: number | null | undefined; id?: number }>(
  matches: readonly T[],
): T[] {
  const positionOf = (match: T) => match.bracketPosition ?? Number.POSITIVE_INFINITY
  return [...matches].sort((a, b) => {
    const byPosition = positionOf(a) - positionOf(b)
    if (byPosition !== 0 && !Number.isNaN(byPosition)) return byPosition
    return (a.id ?? 0) - (b.id ?? 0)
  })
}
