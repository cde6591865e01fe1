import type { ClassFull, ClassMatch, ClassPlayer, ClassTeam } from '@courtside/api/types'
import i18next from 'i18next'
import { beforeAll, describe, expect, it } from 'vitest'
import pending from '../../locales/en.json'
import {
  buildLookup,
  byStartDate,
  courtLabel,
  defaultView,
  entryLabel,
  groupLabel,
  matchesOfTeam,
  parseView,
  placeholderLabel,
  playersOf,
  ratingKind,
  roundLabel,
  sideOf,
  stageLabel,
  type Translate,
} from './class-model.ts'

let t: Translate
beforeAll(async () => {
  const instance = i18next.createInstance()
  await instance.init({
    lng: 'en',
    resources: { en: { translation: pending } },
    interpolation: { escapeValue: false },
  })
  t = instance.t.bind(instance)
})

const player = (id: number, firstName: string, lastName: string): ClassPlayer => ({
  id,
  firstName,
  lastName,
  avatar: null,
  duprRatingSingles: null,
  duprRatingDoubles: 4.25,
  country: 'DE',
})

const team = (id: number, users: ClassPlayer[]): ClassTeam => ({
  id,
  name: users.map((u) => u.lastName).join(' / '),
  logo: null,
  seed: null,
  userIds: users.map((u) => u.id),
  captainUserId: null,
})

const match = (id: number, overrides: Partial<ClassMatch>): ClassMatch => ({
  id,
  startDate: null,
  court: null,
  homePlayerIds: [],
  awayPlayerIds: [],
  homeTeam: null,
  awayTeam: null,
  homeTeamPlaceholder: null,
  awayTeamPlaceholder: null,
  results: [],
  decision: null,
  outcome: { winner: null, homeGames: 0, awayGames: 0, homePoints: 0, awayPoints: 0, isPlayed: false },
  groupId: null,
  roundId: null,
  knockout: null,
  ...overrides,
})

const anna = player(11, 'Anna', 'Müller')
const lena = player(12, 'Lena', 'Schmidt')
const sara = player(21, 'Sara', 'Berg')
const maja = player(22, 'Maja', 'Ek')

function sampleClass(): ClassFull {
  const a = team(1, [anna, lena])
  const b = team(2, [sara, maja])
  const ref = (x: ClassTeam) => ({ id: x.id, name: x.name, logo: x.logo })
  return {
    id: 5,
    name: 'Mixed Doubles',
    type: 2,
    gender: 'mixed',
    capacity: 8,
    startsAt: null,
    matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
    matchFormatDescription: {
      kind: 'best_of',
      games: 3,
      pointsToWin: 11,
      winBy: 2,
      cap: null,
      scoring: 'side_out',
    },
    rankingPreset: {
      key: 'usap',
      rules: ['matches_won'],
      multiTieRules: ['matches_won'],
      walkoverScoring: 'full_score',
    },
    isCompleted: false,
    tournament: {
      id: 9,
      name: 'Open',
      timeZone: 'Europe/Berlin',
      eventType: 'tournaments',
      startDate: '2026-11-21T08:00:00.000Z',
      endDate: '2026-11-22T18:00:00.000Z',
      progress: 1,
    },
    players: { 11: anna, 12: lena, 21: sara, 22: maja },
    playerIds: [21, 22, 11, 12],
    teams: [a, b],
    rewards: [],
    matches: [
      match(100, {
        groupId: 40,
        homeTeam: ref(a),
        awayTeam: ref(b),
        homePlayerIds: [11, 12],
        awayPlayerIds: [21, 22],
        startDate: '2026-11-21T11:00:00.000Z',
      }),
      match(101, {
        groupId: 40,
        homeTeam: ref(b),
        awayTeam: ref(a),
        homePlayerIds: [21, 22],
        awayPlayerIds: [11, 12],
        startDate: '2026-11-21T09:00:00.000Z',
      }),
      match(200, {
        roundId: 70,
        homeTeamPlaceholder: 'W:SF1',
        awayTeamPlaceholder: 'W:SF2',
      }),
    ],
    roundStandings: [{ id: 70, round: 1, name: { key: 'final' }, matchIds: [200] }],
    groupStandings: [{ id: 40, name: 'Group A', matchIds: [100, 101], teams: [] }],
  }
}

describe('class page model', () => {
  it('shows singles ratings for singles and cup, doubles ratings otherwise', () => {
    expect([1, 2, 3, 4].map(ratingKind)).toEqual(['singles', 'doubles', 'singles', 'doubles'])
  })

  it('localises stored group, court and round names and keeps anything else', () => {
    expect(groupLabel('Group AF', t)).toBe('Group AF')
    expect(groupLabel('Pool Nord', t)).toBe('Pool Nord')
    expect(courtLabel('Court 12', t)).toBe('Court 12')
    expect(courtLabel('Centre Court', t)).toBe('Centre Court')
    expect(roundLabel({ name: { key: 'quarterfinal' }, round: 2 }, t)).toBe('Quarterfinal')
    expect(roundLabel({ name: { key: 'round_n', n: 12 }, round: 1 }, t)).toBe('Round of 12')
    expect(roundLabel({ name: null, round: 3 }, t)).toBe('Round 3')
  })

  it('turns stored placeholders into readable text, including the seed’s dashed round codes', () => {
    expect(placeholderLabel('W:QF1', t)).toBe('Winner QF1')
    expect(placeholderLabel('L:SF2', t)).toBe('Loser SF2')
    expect(placeholderLabel('BYE', t)).toBe('Bye')
    expect(placeholderLabel('G:B:2', t)).toBe('2. Group B')
    expect(placeholderLabel('W:R16-3', t)).toBe('Winner of Round of 16, match 3')
    expect(placeholderLabel('L:R64-12', t)).toBe('Loser of Round of 64, match 12')
    expect(placeholderLabel('W:R163', t)).toBe('Winner of Round of 16, match 3')
    expect(placeholderLabel(null, t)).toBe('To be decided')
    expect(placeholderLabel('Bye', t)).toBe('Bye')
  })

  it('lists a team’s matches in time order with unscheduled ones last', () => {
    const cls = sampleClass()
    expect(matchesOfTeam(cls, 1).map((m) => m.id)).toEqual([101, 100])
    const unscheduled = match(1, {})
    const early = match(2, { startDate: '2026-01-01T00:00:00.000Z' })
    expect([unscheduled, early].sort(byStartDate).map((m) => m.id)).toEqual([2, 1])
  })

  it('starts on the latest round with both sides known, else the first group', () => {
    const cls = sampleClass()
    const lookup = buildLookup(cls)
    expect(defaultView(cls, lookup)).toBe('g40')
    const decided = sampleClass()
    const final = decided.matches[2] as ClassMatch
    final.homeTeam = { id: 1, name: 'A', logo: null }
    final.awayTeam = { id: 2, name: 'B', logo: null }
    expect(defaultView(decided, buildLookup(decided))).toBe('r70')
  })

  it('accepts only views that exist in the class', () => {
    const cls = sampleClass()
    expect(parseView('g40', cls)).toBe('g40')
    expect(parseView('r70', cls)).toBe('r70')
    expect(parseView('g41', cls)).toBeUndefined()
    expect(parseView('x40', cls)).toBeUndefined()
    expect(parseView(undefined, cls)).toBeUndefined()
  })

  it('maps players to their entry and labels entries by their players', () => {
    const cls = sampleClass()
    const lookup = buildLookup(cls)
    expect(lookup.teamIdOfPlayer.get(22)).toBe(2)
    expect(lookup.stageOfMatch.get(200)?.kind).toBe('round')
    expect(entryLabel(cls.teams[0] as ClassTeam, 2, cls.players)).toBe('Anna Müller / Lena Schmidt')
    expect(entryLabel(cls.teams[0] as ClassTeam, 4, cls.players)).toBe('Müller / Schmidt')
    // An entry whose players are not known (yet) is labelled by its name.
    const unknown = { ...(cls.teams[1] as ClassTeam), userIds: [99] }
    expect(entryLabel(unknown, 2, cls.players)).toBe('Berg / Ek')
  })

  it('reads a match side’s players from the players map by id, in position order', () => {
    const cls = sampleClass()
    const first = cls.matches[0] as ClassMatch
    expect(sideOf(first, 'home', cls.players)).toEqual({
      team: { id: 1, name: 'Müller / Schmidt', logo: null },
      placeholder: null,
      player1: anna,
      player2: lena,
    })
    expect(sideOf(first, 'away', cls.players)).toMatchObject({ player1: sara, player2: maja })
    // A singles side has no player 2; an unknown side keeps its placeholder and has no players.
    expect(sideOf({ ...first, awayPlayerIds: [22] }, 'away', cls.players)).toMatchObject({
      player1: maja,
      player2: null,
    })
    expect(sideOf(cls.matches[2] as ClassMatch, 'home', cls.players)).toEqual({
      team: null,
      placeholder: 'W:SF1',
      player1: null,
      player2: null,
    })
    expect(playersOf([22, 404, 11], cls.players)).toEqual([maja, anna])
  })
})

describe('third-place and consolation matches (issue 14)', () => {
  it('names them where they are listed outside the bracket', () => {
    const cls = sampleClass()
    cls.matches.push(
      match(300, { knockout: { stage: 'third_place', round: 1, position: 1 } }),
      match(301, { knockout: { stage: 'consolation', round: 1, position: 1 } }),
      match(302, { knockout: { stage: 'consolation', round: 1, position: 2 } }),
      match(303, { knockout: { stage: 'consolation', round: 2, position: 1 } }),
    )
    const lookup = buildLookup(cls)
    const label = (id: number) => stageLabel(lookup.stageOfMatch.get(id), t)
    expect(label(300)).toBe('Third place')
    expect(label(301)).toBe('Consolation – Semifinal')
    expect(label(303)).toBe('Consolation – Final')
    expect(label(200)).toBe('Final')
  })

  it('reads the placeholder of a consolation winner', () => {
    expect(placeholderLabel('W:C-R1-2', t)).toBe('Winner of consolation round 1, match 2')
  })
})
