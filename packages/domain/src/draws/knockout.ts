// Knockout structure: the main bracket from its line sources, an optional third-place match and
// an optional consolation bracket for first-match losers.
import { DomainError } from '../errors.ts'
import { bracketSeedOrder, nextPowerOfTwo } from './bracket-positions.ts'
import type { DrawMatch, DrawStage, SeededEntry, SlotSource } from './types.ts'

/** Line sources for a seeded bracket: each entry on its seed's line, byes on the missing seeds'. */
export function seededLines(entries: readonly SeededEntry[]): SlotSource[] {
  if (entries.length < 2) throw new DomainError('too_few_entries', 'A knockout needs two entries')
  const bySeed = new Map(entries.map((entry) => [entry.seed, entry]))
  return bracketSeedOrder(nextPowerOfTwo(entries.length)).map((seed) => {
    const entry = bySeed.get(seed)
    return entry ? { kind: 'entry', entryId: entry.id } : { kind: 'bye' }
  })
}

/** A bracket from its first-round sources (two per match), each later match fed by winners. */
function bracket(prefix: string, stage: DrawStage, lines: readonly SlotSource[]): DrawMatch[] {
  const matches: DrawMatch[] = []
  let previous: DrawMatch[] = []
  for (let round = 1; round === 1 || previous.length > 1; round += 1) {
    const count = round === 1 ? lines.length / 2 : previous.length / 2
    const current: DrawMatch[] = []
    for (let position = 1; position <= count; position += 1) {
      const feeder = (offset: number): SlotSource => {
        if (round === 1) return lines[(position - 1) * 2 + offset] ?? { kind: 'bye' }
        const match = previous[(position - 1) * 2 + offset]
        return match ? { kind: 'winner', matchId: match.id } : { kind: 'bye' }
      }
      current.push({
        id: `${prefix}-R${round}-${position}`,
        stage,
        round,
        position,
        home: feeder(0),
        away: feeder(1),
        result: null,
      })
    }
    matches.push(...current)
    previous = current
  }
  return matches
}

export type KnockoutOptions = { thirdPlace?: boolean; consolation?: boolean }

/**
 * The knockout matches for `lines` (a power of two, at least 2). Main bracket 'M-R{r}-{p}';
 * third place 'P3' between the semi-final losers (needs 4+ lines); consolation 'C-R{r}-{p}',
 * whose line i is the first-match loser of main first-round match i (needs 4+ lines).
 */
export function knockoutMatches(lines: readonly SlotSource[], options: KnockoutOptions = {}): DrawMatch[] {
  if (lines.length < 2 || nextPowerOfTwo(lines.length) !== lines.length) {
    throw new DomainError('invalid_bracket_size', `Bracket of ${lines.length} lines`)
  }
  const main = bracket('M', 'main', lines)
  const matches = [...main]
  const rounds = Math.log2(lines.length)
  if (options.thirdPlace && rounds >= 2) {
    const semis = main.filter((match) => match.round === rounds - 1)
    const [first, second] = semis
    if (first && second) {
      matches.push({
        id: 'P3',
        stage: 'third_place',
        round: rounds,
        position: 1,
        home: { kind: 'loser', matchId: first.id },
        away: { kind: 'loser', matchId: second.id },
        result: null,
      })
    }
  }
  if (options.consolation && rounds >= 2) {
    const firstRound = main.filter((match) => match.round === 1)
    const consolationLines: SlotSource[] = firstRound.map((match) => ({
      kind: 'first_match_loser',
      matchId: match.id,
    }))
    matches.push(...bracket('C', 'consolation', consolationLines))
  }
  return matches
}
