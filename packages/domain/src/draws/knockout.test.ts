import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { meetingRound, nextPowerOfTwo } from './bracket-positions.ts'
import { generateDraw } from './generate.ts'
import { resolveDraw } from './resolve.ts'
import { entriesArb, makeEntries, seedArb } from './test-entries.ts'
import type { Draw, DrawFormat, SlotSource } from './types.ts'

function firstRoundLines(draw: Draw): SlotSource[] {
  return draw.matches
    .filter((match) => match.stage === 'main' && match.round === 1)
    .sort((a, b) => a.position - b.position)
    .flatMap((match) => [match.home, match.away])
}

describe('single elimination', () => {
  it('gives the byes of a 6-entry draw to seeds 1 and 2', () => {
    const draw = generateDraw({
      entries: makeEntries(6),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 3,
    })
    const resolved = resolveDraw(draw)
    const byes = resolved.matches.filter((match) => match.status === 'bye')
    expect(byes.map((match) => match.winner).sort()).toEqual([1, 2])
    // Seed 1 meets the winner of 4–5 in the semi-final, seed 2 the winner of 3–6.
    expect(resolved.byId.get('M-R1-2')).toMatchObject({ home: 5, away: 4, status: 'ready' })
    expect(resolved.byId.get('M-R2-1')).toMatchObject({ home: 1, away: null, status: 'pending' })
  })

  it('keeps seeds apart, byes for top seeds only, every entry once — for any field', () => {
    fc.assert(
      fc.property(entriesArb(2, 130), seedArb, (entries, seed) => {
        const draw = generateDraw({ entries, ratingKind: 'singles', format: { kind: 'knockout' }, seed })
        const lines = firstRoundLines(draw)
        const size = nextPowerOfTwo(entries.length)
        expect(lines).toHaveLength(size)
        const ids = lines.flatMap((line) => (line.kind === 'entry' ? [line.entryId] : []))
        expect([...ids].sort((a, b) => a - b)).toEqual(entries.map((entry) => entry.id).sort((a, b) => a - b))
        const seedOf = new Map(draw.entries.map((entry) => [entry.id, entry.seed]))
        const lineOfSeed = (seed: number) =>
          lines.findIndex((line) => line.kind === 'entry' && seedOf.get(line.entryId) === seed)
        if (size >= 2) expect(meetingRound(lineOfSeed(1), lineOfSeed(2))).toBe(Math.log2(size))
        if (entries.length >= 4) {
          const quarters = [1, 2, 3, 4].map((s) => Math.floor(lineOfSeed(s) / (size / 4)))
          expect(new Set(quarters).size).toBe(4)
        }
        const byeCount = size - entries.length
        for (let line = 0; line < size; line += 2) {
          const pair = [lines[line], lines[line + 1]]
          expect(pair.every((side) => side?.kind === 'bye')).toBe(false)
          const opponent = pair.find((side) => side?.kind === 'entry')
          if (pair.some((side) => side?.kind === 'bye') && opponent?.kind === 'entry') {
            expect(seedOf.get(opponent.entryId)).toBeLessThanOrEqual(byeCount)
          }
        }
      }),
      { seed: 1417, numRuns: 150 },
    )
  })

  it('regenerates the same draw from the same seed, in every format', () => {
    const formats = fc.constantFrom<DrawFormat>(
      { kind: 'knockout', thirdPlace: true, consolation: true },
      { kind: 'round_robin', groupSize: 4, separateClubs: true },
      { kind: 'groups_knockout', groupSize: 4, qualifiersPerGroup: 2, separateClubs: true, thirdPlace: true },
    )
    fc.assert(
      fc.property(entriesArb(8, 70), seedArb, formats, (entries, seed, format) => {
        const once = generateDraw({ entries, ratingKind: 'doubles', format, seed })
        const again = generateDraw({ entries: [...entries].reverse(), ratingKind: 'doubles', format, seed })
        expect(again).toEqual(once)
        expect(once.seed).toBe(seed)
      }),
      { seed: 1418, numRuns: 60 },
    )
  })

  it('adds a third-place match between the semi-final losers and a consolation for first-round losers', () => {
    const draw = generateDraw({
      entries: makeEntries(8),
      ratingKind: 'singles',
      format: { kind: 'knockout', thirdPlace: true, consolation: true },
      seed: 1,
    })
    expect(draw.matches.find((match) => match.id === 'P3')).toMatchObject({
      home: { kind: 'loser', matchId: 'M-R2-1' },
      away: { kind: 'loser', matchId: 'M-R2-2' },
    })
    expect(draw.matches.filter((match) => match.stage === 'consolation').map((match) => match.id)).toEqual([
      'C-R1-1',
      'C-R1-2',
      'C-R2-1',
    ])
  })
})

describe('groups followed by a knockout', () => {
  it('puts group winners on the seed lines and each runner-up in the other half from its winner', () => {
    for (const groupCount of [2, 4, 8]) {
      const draw = generateDraw({
        entries: makeEntries(groupCount * 4),
        ratingKind: 'singles',
        format: { kind: 'groups_knockout', groupCount, qualifiersPerGroup: 2 },
        seed: 5,
      })
      const lines = firstRoundLines(draw)
      const size = lines.length
      expect(size).toBe(groupCount * 2)
      for (let group = 0; group < groupCount; group += 1) {
        const lineOf = (place: number) =>
          lines.findIndex(
            (line) => line.kind === 'group_place' && line.group === group && line.place === place,
          )
        expect(meetingRound(lineOf(1), lineOf(2))).toBe(Math.log2(size))
      }
    }
  })

  it('sends byes to group winners when the qualifiers do not fill the bracket', () => {
    const draw = generateDraw({
      entries: makeEntries(12),
      ratingKind: 'singles',
      format: { kind: 'groups_knockout', groupCount: 3, qualifiersPerGroup: 2 },
      seed: 5,
    })
    const lines = firstRoundLines(draw)
    for (let line = 0; line < lines.length; line += 2) {
      const pair = [lines[line], lines[line + 1]]
      const qualifier = pair.find((side) => side?.kind === 'group_place')
      if (pair.some((side) => side?.kind === 'bye') && qualifier?.kind === 'group_place')
        expect(qualifier.place).toBe(1)
    }
  })
})
