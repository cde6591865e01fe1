import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MATCH_FORMAT_PRESETS } from '../match-format.ts'
import type { MatchResult } from '../match.ts'
import { generateDraw } from './generate.ts'
import { recordResult } from './progression.ts'
import { resolveDraw } from './resolve.ts'
import { entriesArb, makeEntries, seedArb } from './test-entries.ts'
import type { Draw } from './types.ts'

const format = MATCH_FORMAT_PRESETS.bo3_11
const homeWins: MatchResult = {
  results: [
    { home: 11, away: 5 },
    { home: 11, away: 9 },
  ],
}
const awayWins: MatchResult = {
  results: [
    { home: 5, away: 11 },
    { home: 9, away: 11 },
  ],
}

function record(draw: Draw, matchId: string, result: MatchResult | null, confirmUndo = false): Draw {
  const outcome = recordResult({ draw, matchId, result, matchFormat: format, confirmUndo })
  if (!outcome.ok) throw new Error(`${matchId}: ${outcome.code}`)
  return outcome.draw
}

const eight = () =>
  generateDraw({
    entries: makeEntries(8),
    ratingKind: 'singles',
    format: { kind: 'knockout', thirdPlace: true },
    seed: 9,
  })

describe('recordResult', () => {
  it('moves the winner into the next match and the semi-final losers into the third-place match', () => {
    let draw = eight()
    // First round: 1–8, 5–4, 3–6, 7–2; home wins everywhere except 7–2.
    draw = record(draw, 'M-R1-1', homeWins)
    draw = record(draw, 'M-R1-2', homeWins)
    draw = record(draw, 'M-R1-3', homeWins)
    draw = record(draw, 'M-R1-4', awayWins)
    let resolved = resolveDraw(draw)
    expect(resolved.byId.get('M-R2-1')).toMatchObject({ home: 1, away: 5, status: 'ready' })
    expect(resolved.byId.get('M-R2-2')).toMatchObject({ home: 3, away: 2, status: 'ready' })
    draw = record(draw, 'M-R2-1', awayWins)
    draw = record(draw, 'M-R2-2', homeWins)
    resolved = resolveDraw(draw)
    expect(resolved.byId.get('M-R3-1')).toMatchObject({ home: 5, away: 3 })
    expect(resolved.byId.get('P3')).toMatchObject({ home: 1, away: 2 })
  })

  it('validates scores against the format: 11–9 counts, 11–10 does not, walkover is a decision', () => {
    const draw = eight()
    const tryResult = (result: MatchResult) =>
      recordResult({ draw, matchId: 'M-R1-1', result, matchFormat: format })
    expect(
      tryResult({
        results: [
          { home: 11, away: 9 },
          { home: 11, away: 9 },
        ],
      }).ok,
    ).toBe(true)
    expect(
      tryResult({
        results: [
          { home: 11, away: 10 },
          { home: 11, away: 9 },
        ],
      }),
    ).toMatchObject({ ok: false, code: 'game_incomplete' })
    expect(tryResult({ results: [], decision: 'walkover_away' }).ok).toBe(true)
    expect(tryResult({ results: [{ home: 11, away: 0 }], decision: 'walkover_home' })).toMatchObject({
      ok: false,
      code: 'walkover_with_games',
    })
    expect(tryResult({ results: [{ home: 11, away: 3 }] })).toMatchObject({
      ok: false,
      code: 'match_incomplete',
    })
    const to15 = recordResult({
      draw,
      matchId: 'M-R1-1',
      result: { results: [{ home: 16, away: 14 }] },
      matchFormat: MATCH_FORMAT_PRESETS.single_15,
    })
    expect(to15.ok).toBe(true)
    expect(recordResult({ draw, matchId: 'M-R2-1', result: homeWins, matchFormat: format })).toMatchObject({
      ok: false,
      code: 'match_not_ready',
    })
  })

  it('carries a correction through and refuses until the director confirms undoing later matches', () => {
    let draw = eight()
    draw = record(draw, 'M-R1-1', homeWins) // 1 beats 8
    draw = record(draw, 'M-R1-2', homeWins) // 5 beats 4
    draw = record(draw, 'M-R2-1', homeWins) // 1 beats 5
    // Correction: 8 actually beat 1. The semi-final was played by 1, so it must be undone first.
    const refused = recordResult({ draw, matchId: 'M-R1-1', result: awayWins, matchFormat: format })
    expect(refused).toEqual({ ok: false, code: 'later_matches_affected', matchIds: ['M-R2-1'] })
    const confirmed = recordResult({
      draw,
      matchId: 'M-R1-1',
      result: awayWins,
      matchFormat: format,
      confirmUndo: true,
    })
    if (!confirmed.ok) throw new Error(confirmed.code)
    expect(confirmed.undone).toEqual(['M-R2-1'])
    const semi = resolveDraw(confirmed.draw).byId.get('M-R2-1')
    expect(semi).toMatchObject({ home: 8, away: 5, status: 'ready', result: null })
  })

  it('changes a score without touching later matches when the winner stays the same', () => {
    let draw = eight()
    draw = record(draw, 'M-R1-1', homeWins)
    draw = record(draw, 'M-R1-2', homeWins)
    draw = record(draw, 'M-R2-1', homeWins)
    const outcome = recordResult({
      draw,
      matchId: 'M-R1-1',
      result: {
        results: [
          { home: 11, away: 1 },
          { home: 11, away: 2 },
        ],
      },
      matchFormat: format,
    })
    expect(outcome).toMatchObject({ ok: true, undone: [] })
  })

  it('after any random corrections, every later match is played by the winners of its feeders', () => {
    fc.assert(
      fc.property(
        entriesArb(2, 40),
        seedArb,
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { maxLength: 60 }),
        (entries, seed, steps) => {
          let draw = generateDraw({
            entries,
            ratingKind: 'singles',
            format: { kind: 'knockout', thirdPlace: true, consolation: true },
            seed,
          })
          for (const [pick, homeSide] of steps) {
            const candidates = resolveDraw(draw).matches.filter(
              (match) => match.status === 'ready' || (match.status === 'decided' && match.isPlayed),
            )
            const match = candidates[pick % Math.max(1, candidates.length)]
            if (!match) break
            const outcome = recordResult({
              draw,
              matchId: match.id,
              result: homeSide ? homeWins : awayWins,
              matchFormat: format,
              confirmUndo: true,
            })
            if (!outcome.ok) throw new Error(outcome.code)
            draw = outcome.draw
          }
          const resolved = resolveDraw(draw)
          for (const match of draw.matches) {
            const side = (source: typeof match.home) =>
              source.kind === 'winner'
                ? resolved.byId.get(source.matchId)?.winner
                : source.kind === 'loser'
                  ? resolved.byId.get(source.matchId)?.loser
                  : undefined
            const current = resolved.byId.get(match.id)
            if (match.home.kind === 'winner') expect(current?.home).toBe(side(match.home))
            if (match.away.kind === 'winner') expect(current?.away).toBe(side(match.away))
            // A stored result always belongs to a match whose two entries are known.
            if (match.result)
              expect([typeof current?.home, typeof current?.away]).toEqual(['number', 'number'])
          }
          // Nobody plays twice in one round of the main draw.
          const byRound = new Map<number, number[]>()
          for (const match of resolved.matches.filter((m) => m.stage === 'main')) {
            const ids = [match.home, match.away].filter((p): p is number => typeof p === 'number')
            byRound.set(match.round, [...(byRound.get(match.round) ?? []), ...ids])
          }
          for (const ids of byRound.values()) expect(new Set(ids).size).toBe(ids.length)
        },
      ),
      { seed: 1419, numRuns: 80 },
    )
  })
})

describe('consolation for first-match losers', () => {
  // Six entries in an 8 bracket: seeds 1 and 2 have byes. Lines: 1–bye, 5–4, 3–6, bye–2.
  const six = () =>
    generateDraw({
      entries: makeEntries(6),
      ratingKind: 'singles',
      format: { kind: 'knockout', consolation: true },
      seed: 2,
    })

  it('feeds first-round losers, and a bye player who loses the first match actually played', () => {
    let draw = six()
    draw = record(draw, 'M-R1-2', homeWins) // 5 beats 4 → 4 to consolation line 2
    draw = record(draw, 'M-R1-3', awayWins) // 6 beats 3 → 3 to consolation line 3
    let resolved = resolveDraw(draw)
    // Line 1 waits: seed 1 had a bye, so its first match is the semi-final against 5.
    expect(resolved.byId.get('C-R1-1')).toMatchObject({ home: null, away: 4, status: 'pending' })
    draw = record(draw, 'M-R2-1', awayWins) // 5 beats 1: seed 1 lost its first match played
    draw = record(draw, 'M-R2-2', homeWins) // 6 beats 2: seed 2 too
    resolved = resolveDraw(draw)
    expect(resolved.byId.get('C-R1-1')).toMatchObject({ home: 1, away: 4, status: 'ready' })
    expect(resolved.byId.get('C-R1-2')).toMatchObject({ home: 3, away: 2, status: 'ready' })
  })

  it('gives the consolation line a bye when the bye player wins its first match', () => {
    let draw = six()
    draw = record(draw, 'M-R1-2', homeWins)
    draw = record(draw, 'M-R2-1', homeWins) // 1 beats 5: 1 stays in the main draw
    const resolved = resolveDraw(draw)
    expect(resolved.byId.get('C-R1-1')).toMatchObject({ home: 'bye', away: 4, status: 'bye', winner: 4 })
  })
})
