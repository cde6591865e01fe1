// Where a knockout match sits in a bracket, for the public class page's bracket view (issue 14).
// No column stores it: a console draw names its matches ('M-R2-1' main, 'P3' third place,
// 'C-R1-2' consolation, 'G1-R2-3' group; packages/domain draws/knockout.ts), and the seed's
// classes have knockout rounds with bracket positions and no draw ids. Both read the same here.
import type { ClassKnockoutSlot } from './types.ts'

const BRACKET_MATCH_ID = /^([MC])-R([1-9]\d*)-([1-9]\d*)$/

export function knockoutSlot(options: {
  drawMatchId: string | null
  /** The match's knockout round number (rounds.number), when it has a round row. */
  roundNumber: number | null
  bracketPosition: number | null
  /** The last main round's number: the third-place match is played beside the final. */
  finalRound: number
}): ClassKnockoutSlot | null {
  const { drawMatchId, roundNumber, bracketPosition } = options
  if (drawMatchId !== null) {
    if (drawMatchId === 'P3') return { stage: 'third_place', round: options.finalRound, position: 1 }
    const parsed = BRACKET_MATCH_ID.exec(drawMatchId)
    if (parsed) {
      return {
        stage: parsed[1] === 'M' ? 'main' : 'consolation',
        round: Number(parsed[2]),
        position: Number(parsed[3]),
      }
    }
    // Group matches ('G1-R2-3') and ids of a newer draw version are not bracket matches.
    if (roundNumber === null) return null
  }
  return roundNumber === null ? null : { stage: 'main', round: roundNumber, position: bracketPosition }
}
