// The TODS export read back by CourtHive's tods-competition-factory (the reference implementation
// of TODS): it must accept the record, and its own view of who won each match and how a group
// finished must equal ours. Only a test dependency: the product never runs the factory.
import { tournamentEngine } from 'tods-competition-factory'
import { describe, expect, it } from 'vitest'
import { DEFAULT_MATCH_FORMAT, MATCH_FORMAT_PRESETS } from '../match-format.ts'
import { resolveDraw } from '../draws/resolve.ts'
import { generateDraw } from '../draws/generate.ts'
import type { Draw, DrawEntryInput } from '../draws/types.ts'
import type { GameScore } from '../score.ts'
import { todsMatchUpFormat, todsOutcome } from './tods-format.ts'
import { todsTournamentRecord, type TodsClassInput, type TodsPersonInput } from './tods.ts'

/* eslint-disable @typescript-eslint/no-unsafe-assignment, @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unsafe-return -- the factory is untyped JSON in and out */

const WIN: GameScore[] = [
  { home: 11, away: 5 },
  { home: 11, away: 7 },
]
const LOSS: GameScore[] = [
  { home: 9, away: 11 },
  { home: 11, away: 8 },
  { home: 6, away: 11 },
]

const NAMES = ['Zürich', 'Göteborg', 'São Paulo', 'Málaga', 'Åre', 'Lyon']
const people: TodsPersonInput[] = NAMES.map((city, index) => ({
  id: 100 + index,
  firstName: `Ana ${city}`,
  lastName: 'Test',
  country: 'se',
  duprId: index % 2 === 0 ? `DUPR${index}` : null,
  ratingSingles: 5 - index / 10,
  ratingDoubles: null,
}))

function entries(count: number, offset = 0): DrawEntryInput[] {
  return people.slice(offset, offset + count).map((person, index) => ({
    id: 1 + offset + index,
    name: person.firstName,
    members: [{ ratingSingles: person.ratingSingles }],
  }))
}

function classOf(id: number, draw: Draw, count: number, offset = 0): TodsClassInput {
  return {
    id,
    name: `Class ${id}`,
    kind: 'singles',
    matchFormat: DEFAULT_MATCH_FORMAT,
    rankingPreset: 'usap',
    entries: people
      .slice(offset, offset + count)
      .map((person, index) => ({ id: 1 + offset + index, name: person.firstName, memberIds: [person.id] })),
    draw,
    schedule: new Map([['M-R1-2', { court: 'Court 1', startsAt: '2026-05-14T07:30:00.000Z' }]]),
  }
}

/** Plays every ready match in order; `pick` chooses the score by match id. */
function playAll(draw: Draw, pick: (id: string) => GameScore[]): Draw {
  let current = draw
  for (;;) {
    const ready = resolveDraw(current).matches.find((match) => match.status === 'ready')
    if (!ready) return current
    current = {
      ...current,
      matches: current.matches.map((match) =>
        match.id === ready.id ? { ...match, result: { results: pick(match.id) } } : match,
      ),
    }
  }
}

function load(record: unknown) {
  const state = tournamentEngine.setState(record)
  expect(state.error).toBeUndefined()
  expect(state.success).toBe(true)
  return tournamentEngine.allTournamentMatchUps({ inContext: true }).matchUps as any[]
}

describe('TODS matchUpFormat codes', () => {
  it('writes best of 3 to 11 win by 2 as SET3-S:TB11 and the other presets in the same grammar', () => {
    expect(todsMatchUpFormat(DEFAULT_MATCH_FORMAT)).toBe('SET3-S:TB11')
    expect(todsMatchUpFormat(MATCH_FORMAT_PRESETS.bo5_11)).toBe('SET5-S:TB11')
    expect(todsMatchUpFormat(MATCH_FORMAT_PRESETS.single_15)).toBe('SET1-S:TB15')
    expect(todsMatchUpFormat(MATCH_FORMAT_PRESETS.rally_bo3_21)).toBe('SET3-S:TB21@RALLY')
    expect(todsMatchUpFormat(MATCH_FORMAT_PRESETS.two_games_11)).toBe('SET2X-S:TB11')
    expect(todsMatchUpFormat({ ...DEFAULT_MATCH_FORMAT, winBy: 1 })).toBe('SET3-S:TB11NOAD')
  })

  it('mirrors scores and winner when the away entry is side 1', () => {
    const result = { results: LOSS }
    expect(todsOutcome({ result, format: DEFAULT_MATCH_FORMAT, homeIsSide1: true })).toMatchObject({
      matchUpStatus: 'COMPLETED',
      winningSide: 2,
      score: { scoreStringSide1: '[9-11] [11-8] [6-11]', scoreStringSide2: '[11-9] [8-11] [11-6]' },
    })
    const mirrored = todsOutcome({ result, format: DEFAULT_MATCH_FORMAT, homeIsSide1: false })
    expect(mirrored.winningSide).toBe(1)
    expect(mirrored.score?.sets[0]).toEqual({
      setNumber: 1,
      side1TiebreakScore: 11,
      side2TiebreakScore: 9,
      winningSide: 1,
    })
    expect(
      todsOutcome({
        result: { results: [], decision: 'walkover_away' },
        format: DEFAULT_MATCH_FORMAT,
        homeIsSide1: true,
      }),
    ).toEqual({
      matchUpStatus: 'WALKOVER',
      winningSide: 2,
    })
  })
})

describe('TODS tournament record in tods-competition-factory', () => {
  const knockout = playAll(
    generateDraw({
      entries: entries(6),
      ratingKind: 'singles',
      format: { kind: 'knockout', thirdPlace: true },
      seed: 7,
    }),
    (id) => (id === 'M-R2-1' ? LOSS : WIN),
  )
  const groups = playAll(
    generateDraw({
      entries: entries(4),
      ratingKind: 'singles',
      format: { kind: 'round_robin', groupSize: 4 },
      seed: 3,
    }),
    (id) => (id.endsWith('-1') ? LOSS : WIN),
  )
  const record = todsTournamentRecord({
    event: {
      id: 9,
      name: 'Åre Open',
      startDate: '2026-05-14',
      endDate: '2026-05-15',
      timeZone: 'Europe/Stockholm',
      venueName: 'Hallen',
      city: 'Åre',
      country: 'se',
    },
    people,
    classes: [classOf(1, knockout, 6), classOf(2, groups, 4)],
  })

  it('accepts the record: participants with DUPR ratings, one event per class, the class format', () => {
    load(record)
    const { participants } = tournamentEngine.getParticipants({ withScaleValues: true })
    const zurich = participants!.find((p: any) => p.participantId === 'P-100')
    expect(zurich!.participantName).toBe('Ana Zürich Test')
    expect(zurich!.ratings?.SINGLES?.[0]).toMatchObject({ scaleName: 'DUPR', scaleValue: 5 })
    const { events } = tournamentEngine.getEvents()
    expect(events!.map((e: any) => [e.eventName, e.matchUpFormat])).toEqual([
      ['Class 1', 'SET3-S:TB11'],
      ['Class 2', 'SET3-S:TB11'],
    ])
  })

  it('computes the same winners as resolveDraw for every knockout match, byes and third place included', () => {
    const matchUps = load(record)
    const ours = resolveDraw(knockout, { matchFormat: DEFAULT_MATCH_FORMAT })
    const played = ours.matches.filter((match) => match.status === 'decided')
    expect(played.length).toBe(6)
    for (const match of played) {
      const theirs = matchUps.find((m) => m.matchUpId === `D-1-${match.id}`)
      expect(theirs, match.id).toBeDefined()
      expect(theirs.matchUpStatus).toBe('COMPLETED')
      const winnerSide = theirs.sides.find((side: any) => side.sideNumber === theirs.winningSide)
      expect(winnerSide.participantId, match.id).toBe(`P-${99 + Number(match.winner)}`)
    }
    const scheduled = matchUps.find((m) => m.matchUpId === 'D-1-M-R1-2')
    expect(scheduled.schedule).toMatchObject({
      scheduledTime: '2026-05-14T07:30:00.000Z',
      courtName: 'Court 1',
    })
  })

  it('tallies the round-robin group to the same wins and order as our standings', () => {
    const matchUps = load(record).filter((m) => m.drawId === 'D-2')
    expect(matchUps).toHaveLength(6)
    const { participantResults } = tournamentEngine.tallyParticipantResults({
      matchUps,
      matchUpFormat: 'SET3-S:TB11',
    })
    const [standings] = resolveDraw(groups, { matchFormat: DEFAULT_MATCH_FORMAT }).standings
    expect(standings).toHaveLength(4)
    for (const row of standings ?? []) {
      const theirs = participantResults[`P-${99 + row.teamId}`]
      expect(theirs.matchUpsWon).toBe(row.matchWin)
      expect(theirs.matchUpsLost).toBe(row.matchLoss)
      expect(theirs.setsWon).toBe(row.gameWin)
      expect(theirs.groupOrder).toBe(row.rank)
    }
  })
})
