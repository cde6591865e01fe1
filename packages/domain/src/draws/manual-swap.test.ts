import { describe, expect, it } from 'vitest'
import { MATCH_FORMAT_PRESETS } from '../match-format.ts'
import { generateDraw } from './generate.ts'
import { swapEntries } from './manual-swap.ts'
import { recordResult } from './progression.ts'
import { resolveDraw } from './resolve.ts'
import { makeEntries } from './test-entries.ts'

describe('swapEntries', () => {
  it('exchanges two bracket lines in a draft knockout', () => {
    const draw = generateDraw({
      entries: makeEntries(8),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 1,
    })
    const swapped = resolveDraw(swapEntries({ draw, entryA: 8, entryB: 4 }))
    expect(swapped.byId.get('M-R1-1')).toMatchObject({ home: 1, away: 4 })
    expect(swapped.byId.get('M-R1-2')).toMatchObject({ home: 5, away: 8 })
  })

  it('moves entries between groups and draws both groups again', () => {
    const draw = generateDraw({
      entries: makeEntries(8),
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupCount: 2 },
      seed: 1,
    })
    const swapped = swapEntries({ draw, entryA: 4, entryB: 3 })
    expect(swapped.groups.map((group) => group.entryIds)).toEqual([
      [1, 3, 5, 8],
      [2, 4, 6, 7],
    ])
    const groupA = swapped.matches.filter((match) => match.group === 0)
    expect(groupA).toHaveLength(6)
    expect(groupA.some((match) => match.home.kind === 'entry' && match.home.entryId === 4)).toBe(false)
  })

  it('is refused once a result exists', () => {
    const draw = generateDraw({
      entries: makeEntries(4),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 1,
    })
    const played = recordResult({
      draw,
      matchId: 'M-R1-1',
      result: {
        results: [
          { home: 11, away: 3 },
          { home: 11, away: 4 },
        ],
      },
      matchFormat: MATCH_FORMAT_PRESETS.bo3_11,
    })
    if (!played.ok) throw new Error(played.code)
    expect(() => swapEntries({ draw: played.draw, entryA: 1, entryB: 2 })).toThrow('after play began')
  })
})
