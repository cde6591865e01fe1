import { describe, expect, it } from 'vitest'
import { DEFAULT_MATCH_FORMAT } from '../match-format.ts'
import { generateDraw } from '../draws/generate.ts'
import type { Draw } from '../draws/types.ts'
import { duprSubmissionPlan } from './dupr-api.ts'
import { playedMatches } from './results.ts'
import type { TodsClassInput, TodsPersonInput } from './tods.ts'

const people: TodsPersonInput[] = ['Ana', 'Bea', 'Cai', 'Dan'].map((firstName, index) => ({
  id: 10 + index,
  firstName,
  lastName: 'Silva',
  country: null,
  duprId: `D${index}`,
  ratingSingles: 5 - index / 10,
  ratingDoubles: null,
}))

function drawWith(results: Record<string, NonNullable<Draw['matches'][number]['result']>>): Draw {
  const draw = generateDraw({
    entries: people.map((person, index) => ({
      id: index + 1,
      name: person.firstName,
      members: [{ ratingSingles: person.ratingSingles }],
    })),
    ratingKind: 'singles',
    format: { kind: 'knockout' },
    seed: 1,
  })
  return {
    ...draw,
    matches: draw.matches.map((m) => {
      const result = results[m.id]
      return result ? { ...m, result } : m
    }),
  }
}

const classOf = (draw: Draw, overrides: Partial<TodsClassInput> = {}): TodsClassInput => ({
  id: 3,
  name: 'Open',
  kind: 'singles',
  matchFormat: DEFAULT_MATCH_FORMAT,
  rankingPreset: 'usap',
  entries: people.map((p, index) => ({ id: index + 1, name: p.firstName, memberIds: [p.id] })),
  draw,
  schedule: new Map([['M-R1-1', { court: 'Court 2', startsAt: '2026-03-28T23:30:00.000Z' }]]),
  ...overrides,
})

const plan = (cls: TodsClassInput, who = people) =>
  duprSubmissionPlan({
    eventId: 9,
    eventName: 'Spring Cup',
    eventStart: '2026-03-28T08:00:00.000Z',
    timeZone: 'Europe/Madrid',
    location: 'Pavilhão, Lisboa, PT',
    matches: playedMatches([cls], who),
  })

const semi = {
  results: [
    { home: 11, away: 3 },
    { home: 5, away: 11 },
    { home: 12, away: 10 },
  ],
}

describe('DUPR submission plan', () => {
  it('writes DUPR’s create-match object with a stable identifier and the local date', () => {
    const { items } = plan(classOf(drawWith({ 'M-R1-1': semi })))
    expect(items).toHaveLength(1)
    expect(items[0]!.request).toEqual({
      identifier: 'courtside-9-3-M-R1-1',
      format: 'SINGLES',
      // 23:30 UTC on the 28th is already the 29th in Madrid.
      matchDate: '2026-03-29',
      location: 'Pavilhão, Lisboa, PT',
      matchSource: 'TOURNAMENT',
      matchType: 'SIDEOUT',
      event: 'Spring Cup',
      bracket: 'Open – Semifinal',
      teamA: { player1: 'D0', game1: 11, game2: 5, game3: 12, game4: null, game5: null },
      teamB: { player1: 'D3', game1: 3, game2: 11, game3: 10, game4: null, game5: null },
    })
    expect(items[0]!.label).toBe('Open · Semifinal: Ana – Dan')
  })

  it('keeps the identifier and changes the fingerprint when a result is corrected', () => {
    const [before] = plan(classOf(drawWith({ 'M-R1-1': semi }))).items
    const [after] = plan(
      classOf(
        drawWith({
          'M-R1-1': {
            results: [
              { home: 11, away: 3 },
              { home: 11, away: 9 },
            ],
          },
        }),
      ),
    ).items
    expect(after!.request.identifier).toBe(before!.request.identifier)
    expect(after!.fingerprint).not.toBe(before!.fingerprint)
    const [again] = plan(classOf(drawWith({ 'M-R1-1': semi }))).items
    expect(again!.fingerprint).toBe(before!.fingerprint)
  })

  it('counts what DUPR cannot rate instead of sending it', () => {
    const draw = drawWith({ 'M-R1-1': semi, 'M-R1-2': { results: [], decision: 'walkover_away' } })
    const unlinked = people.map((p, i) => (i === 3 ? { ...p, duprId: null } : p))
    expect(plan(classOf(draw), unlinked)).toMatchObject({
      items: [],
      excludedNoDuprId: 1,
      excludedNotPlayedOut: 1,
      excludedTeams: 0,
    })
    expect(plan(classOf(draw, { kind: 'team' }))).toMatchObject({ items: [], excludedTeams: 2 })
    expect(plan(classOf(draw, { kind: 'doubles' })).items[0]!.request.format).toBe('DOUBLES')
  })
})
