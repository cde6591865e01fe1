import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { generateDraw } from '../draws/generate.ts'
import { entriesArb, makeEntries, seedArb } from '../draws/test-entries.ts'
import type { DrawFormat } from '../draws/types.ts'
import { scheduleConflicts } from './conflicts.ts'
import { drawScheduleMatches } from './from-draw.ts'
import { scheduleMatches } from './scheduler.ts'
import type { ScheduleCourt, ScheduleInput, ScheduleMatch, ScheduledMatch } from './types.ts'

const DAY1 = Date.UTC(2026, 5, 13, 8)
const DAY2 = Date.UTC(2026, 5, 14, 8)
const HOUR = 3_600_000
const MIN = 60_000

function courts(count: number, hours = 10): ScheduleCourt[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    windows: [
      { day: '2026-06-13', start: DAY1, end: DAY1 + hours * HOUR },
      { day: '2026-06-14', start: DAY2, end: DAY2 + hours * HOUR },
    ],
  }))
}

const match = (id: string, players: number[], after: string[] = [], durationMinutes = 30): ScheduleMatch => ({
  id,
  players,
  after,
  durationMinutes,
})

describe('scheduleMatches', () => {
  it('keeps the rest between two matches of a player and puts a match after the ones feeding it', () => {
    const input: ScheduleInput = {
      courts: courts(3),
      matches: [
        match('a', [1, 2]),
        match('b', [1, 3]),
        match('c', [4, 5]),
        match('d', [1, 2, 4, 5], ['a', 'c']),
      ],
    }
    const { placed, unplaced } = scheduleMatches(input)
    expect(unplaced).toEqual([])
    const at = (id: string) => placed.find((slot) => slot.matchId === id) as ScheduledMatch
    expect(at('a').start).toBe(DAY1)
    expect(at('c').start).toBe(DAY1)
    expect(at('b').start).toBe(DAY1 + 50 * MIN) // 30 minutes of play + 20 rest for player 1
    expect(at('d').start).toBe(DAY1 + 100 * MIN) // after b (player 1) plus rest
    expect(scheduleConflicts({ schedule: placed, input })).toEqual([])
  })

  it('reports a planned match on court time held by a match outside the plan', () => {
    const input: ScheduleInput = { courts: courts(2), matches: [match('a', [1, 2]), match('b', [3, 4])] }
    const held: ScheduledMatch[] = [
      { matchId: 'played', courtId: 1, start: DAY1, end: DAY1 + 30 * MIN, day: '2026-06-13' },
      { matchId: 'seeded', courtId: 1, start: DAY1 + 10 * MIN, end: DAY1 + 40 * MIN, day: '2026-06-13' },
    ]
    const schedule: ScheduledMatch[] = [
      { matchId: 'a', courtId: 1, start: DAY1 + 20 * MIN, end: DAY1 + 50 * MIN, day: '2026-06-13' },
      { matchId: 'b', courtId: 2, start: DAY1, end: DAY1 + 30 * MIN, day: '2026-06-13' },
    ]
    expect(scheduleConflicts({ schedule, input })).toEqual([])
    // Only the planned match is reported, against both holders; the holders' own overlap is not ours.
    expect(scheduleConflicts({ schedule, input, blocked: held })).toEqual([
      { kind: 'court_overlap', matchIds: ['played', 'a'], courtId: 1 },
      { kind: 'court_overlap', matchIds: ['seeded', 'a'], courtId: 1 },
    ])
  })

  it('reports what does not fit and what waits for it', () => {
    const input: ScheduleInput = {
      courts: [{ id: 1, windows: [{ day: '2026-06-13', start: DAY1, end: DAY1 + HOUR }] }],
      matches: [
        match('a', [1, 2]),
        match('b', [3, 4]),
        match('c', [5, 6]),
        match('d', [1, 2, 3, 4], ['a', 'b']),
      ],
    }
    const { placed, unplaced } = scheduleMatches(input)
    expect(placed.map((slot) => slot.matchId)).toEqual(['a', 'b'])
    expect(unplaced).toEqual([
      { matchId: 'c', reason: 'no_court_time' },
      { matchId: 'd', reason: 'no_court_time' },
    ])
  })

  it('moves a match to the next day when a player reached the daily limit', () => {
    const input: ScheduleInput = {
      courts: courts(2),
      matches: [match('a', [1, 2]), match('b', [1, 3])],
      maxMatchesPerPlayerPerDay: 1,
    }
    const { placed } = scheduleMatches(input)
    expect(placed.map((slot) => [slot.matchId, slot.day])).toEqual([
      ['a', '2026-06-13'],
      ['b', '2026-06-14'],
    ])
  })

  it('keeps fixed slots and plans the rest around them (court, rest, order)', () => {
    const kept = {
      matchId: 'a',
      courtId: 1,
      start: DAY1 + HOUR,
      end: DAY1 + HOUR + 30 * MIN,
      day: '2026-06-13',
    }
    const played = { matchId: 'old', courtId: 1, start: DAY1, end: DAY1 + 30 * MIN, day: '2026-06-13' }
    const input: ScheduleInput = {
      courts: courts(1),
      matches: [match('a', [1, 2]), match('b', [1, 3]), match('c', [4, 5]), match('d', [1, 2], ['a'])],
      fixed: [kept, played],
    }
    const { placed, unplaced } = scheduleMatches(input)
    expect(unplaced).toEqual([])
    const at = (id: string) => placed.find((slot) => slot.matchId === id) as ScheduledMatch
    expect(at('a')).toEqual(kept)
    expect(placed.some((slot) => slot.matchId === 'old')).toBe(false)
    expect(at('c').start).toBe(DAY1 + 30 * MIN) // after the played match on the only court
    expect(at('b').start).toBe(DAY1 + HOUR + 50 * MIN) // player 1 rests after the kept match
    expect(at('d').start).toBeGreaterThanOrEqual(at('b').end + 20 * MIN)
    expect(scheduleConflicts({ schedule: placed, input })).toEqual([])
  })

  it('refuses a dependency cycle', () => {
    expect(() =>
      scheduleMatches({ courts: courts(1), matches: [match('a', [1], ['b']), match('b', [2], ['a'])] }),
    ).toThrow()
  })
})

describe('scheduleConflicts', () => {
  it('lists every kind of violation in a hand-edited schedule', () => {
    const input: ScheduleInput = {
      courts: courts(2),
      matches: [match('a', [1, 2]), match('b', [1, 3]), match('c', [4, 5]), match('d', [6, 7], ['c'])],
      maxMatchesPerPlayerPerDay: 1,
    }
    const slot = (
      matchId: string,
      courtId: number,
      startMinutes: number,
      day = '2026-06-13',
    ): ScheduledMatch => ({
      matchId,
      courtId,
      start: DAY1 + startMinutes * MIN,
      end: DAY1 + (startMinutes + 30) * MIN,
      day,
    })
    const kinds = (schedule: ScheduledMatch[]) =>
      scheduleConflicts({ schedule, input })
        .map((c) => c.kind)
        .sort()
    expect(kinds([slot('a', 1, 0), slot('b', 2, 10)])).toEqual(['day_limit', 'player_overlap'])
    expect(kinds([slot('a', 1, 0), slot('b', 2, 40, '2026-06-14')])).toEqual(['availability', 'rest'])
    expect(kinds([slot('c', 1, 0), slot('d', 1, 20)])).toEqual(['court_overlap', 'order'])
    expect(kinds([slot('d', 1, 0)])).toEqual(['order'])
    expect(kinds([slot('a', 1, -30)])).toEqual(['availability'])
    expect(kinds([slot('a', 1, 0), slot('c', 2, 0)])).toEqual([])
  })
})

describe('scheduling the draws of an event', () => {
  it('takes the matches of a locked draw with their feeders and possible players', () => {
    const draw = generateDraw({
      entries: makeEntries(6),
      ratingKind: 'singles',
      format: { kind: 'knockout' },
      seed: 1,
    })
    const matches = drawScheduleMatches({
      draw,
      prefix: '7:',
      durationMinutes: 25,
      playersOf: (id) => [id * 10],
    })
    // Two first-round matches (the byes need no court), two semis, the final.
    expect(matches.map((m) => m.id)).toEqual(['7:M-R1-2', '7:M-R1-3', '7:M-R2-1', '7:M-R2-2', '7:M-R3-1'])
    expect(matches.find((m) => m.id === '7:M-R2-1')).toMatchObject({
      after: ['7:M-R1-2'],
      players: [10, 50, 40],
    })
    expect(matches.find((m) => m.id === '7:M-R3-1')?.players).toHaveLength(6)
  })

  const formats: DrawFormat[] = [
    { kind: 'knockout', thirdPlace: true, consolation: true },
    { kind: 'round_robin', groupSize: 4 },
    { kind: 'groups_knockout', groupSize: 4, qualifiersPerGroup: 2, thirdPlace: true },
  ]

  it('never books a player twice at once, keeps rest and round order, and places or reports every match', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(entriesArb(6, 24), fc.constantFrom(...formats), seedArb), {
          minLength: 1,
          maxLength: 3,
        }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 2, max: 10 }),
        fc.option(fc.integer({ min: 2, max: 5 })),
        (classes, courtCount, hours, dayLimit) => {
          // Entry ids are player ids too, so classes share players whenever their ids collide.
          const matches = classes.flatMap(([entries, format, seed], index) =>
            drawScheduleMatches({
              draw: generateDraw({ entries, ratingKind: 'singles', format, seed }),
              prefix: `${index}:`,
              durationMinutes: 20 + index * 5,
              playersOf: (id) => [id],
            }),
          )
          const input: ScheduleInput = {
            courts: courts(courtCount, hours),
            matches,
            maxMatchesPerPlayerPerDay: dayLimit,
          }
          const { placed, unplaced } = scheduleMatches(input)
          expect(placed.length + unplaced.length).toBe(matches.length)
          expect(scheduleConflicts({ schedule: placed, input })).toEqual([])
          // Independent check of rest and order, not through scheduleConflicts.
          const slotOf = new Map(placed.map((slot) => [slot.matchId, slot]))
          for (const m of matches) {
            const slot = slotOf.get(m.id)
            if (!slot) continue
            for (const dep of m.after)
              expect((slotOf.get(dep)?.end ?? Infinity) + 20 * MIN).toBeLessThanOrEqual(slot.start)
          }
          const byPlayer = new Map<number, ScheduledMatch[]>()
          for (const m of matches) {
            const slot = slotOf.get(m.id)
            if (slot) for (const p of new Set(m.players)) byPlayer.set(p, [...(byPlayer.get(p) ?? []), slot])
          }
          for (const slots of byPlayer.values()) {
            const sorted = [...slots].sort((a, b) => a.start - b.start)
            sorted
              .slice(1)
              .forEach((slot, i) =>
                expect(slot.start).toBeGreaterThanOrEqual((sorted[i]?.end ?? 0) + 20 * MIN),
              )
          }
        },
      ),
      { seed: 1420, numRuns: 60 },
    )
  })
})
