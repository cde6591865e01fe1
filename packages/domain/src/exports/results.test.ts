import { describe, expect, it } from 'vitest'
import { DEFAULT_MATCH_FORMAT } from '../match-format.ts'
import { generateDraw } from '../draws/generate.ts'
import type { Draw } from '../draws/types.ts'
import { duprRows, playedMatches, resultsRows, zonedDateTime } from './results.ts'
import type { TodsClassInput, TodsPersonInput } from './tods.ts'

const people: TodsPersonInput[] = ['Åre', 'Málaga', 'Zürich', 'Lyon'].map((city, index) => ({
  id: 10 + index,
  firstName: city,
  lastName: 'Spieler',
  country: null,
  duprId: index === 3 ? null : `D${index}`,
  ratingSingles: 5 - index / 10,
  ratingDoubles: null,
}))

function knockout(): Draw {
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
  // Semi-final 1 played out, semi-final 2 a walkover.
  return {
    ...draw,
    matches: draw.matches.map((match) =>
      match.id === 'M-R1-1'
        ? {
            ...match,
            result: {
              results: [
                { home: 11, away: 3 },
                { home: 5, away: 11 },
                { home: 12, away: 10 },
              ],
            },
          }
        : match.id === 'M-R1-2'
          ? { ...match, result: { results: [], decision: 'walkover_away' as const } }
          : match,
    ),
  }
}

const cls: TodsClassInput = {
  id: 3,
  name: 'Open',
  kind: 'singles',
  matchFormat: DEFAULT_MATCH_FORMAT,
  rankingPreset: 'usap',
  entries: people.map((person, index) => ({ id: index + 1, name: person.firstName, memberIds: [person.id] })),
  draw: knockout(),
  schedule: new Map([['M-R1-1', { court: 'Court 2', startsAt: '2026-03-29T07:30:00.000Z' }]]),
}

describe('results rows', () => {
  it('lists each decided match once, scheduled first, with the time in the event zone', () => {
    const rows = resultsRows(playedMatches([cls], people), 'Europe/Madrid')
    expect(rows).toEqual([
      [
        'Open',
        'Semifinal',
        'M-R1-1',
        'Åre',
        'Lyon',
        '11-3 5-11 12-10',
        'Åre',
        '',
        'Court 2',
        '2026-03-29 09:30',
      ],
      ['Open', 'Semifinal', 'M-R1-2', 'Zürich', 'Málaga', '', 'Málaga', 'walkover_away', '', ''],
    ])
  })

  it('formats across a daylight-saving change in the zone', () => {
    expect(zonedDateTime('2026-03-29T00:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-29 01:30')
    expect(zonedDateTime('2026-03-29T01:30:00.000Z', 'Europe/Madrid')).toBe('2026-03-29 03:30')
  })
})

describe('DUPR rows', () => {
  it('leaves out walkovers and matches with a player without a DUPR id, and counts them', () => {
    const file = duprRows({
      matches: playedMatches([cls], people),
      eventName: 'Spring Cup',
      eventStart: '2026-03-28T08:00:00.000Z',
      timeZone: 'Europe/Madrid',
    })
    expect(file.excludedNoDuprId).toBe(1)
    expect(file.excludedNotPlayedOut).toBe(1)
    expect(file.rows).toEqual([])
    const linked = people.map((person) => ({ ...person, duprId: person.duprId ?? 'D3' }))
    const withIds = duprRows({
      matches: playedMatches([cls], linked),
      eventName: 'Spring Cup',
      eventStart: '2026-03-28T08:00:00.000Z',
      timeZone: 'Europe/Madrid',
    })
    expect(withIds.rows).toEqual([
      [
        'S',
        'SIDEOUT',
        'Spring Cup – Open',
        '03/29/2026',
        'Åre Spieler',
        'D0',
        '',
        '',
        'Lyon Spieler',
        'D3',
        '',
        '',
        11,
        3,
        5,
        11,
        12,
        10,
        '',
        '',
        '',
        '',
      ],
    ])
  })
})
