import { describe, expect, it } from 'vitest'
import {
  ClassType,
  isTournamentTypeCode,
  isTravelTypeCode,
  Progress,
  standingsColumnKind,
  TeamType,
  teamTypeForClassType,
  TOURNAMENT_TYPE_CODES,
  TRAVEL_TYPE_CODES,
} from './enums.ts'
import { DomainError } from './errors.ts'

describe('enums', () => {
  it('keeps the stored numeric values', () => {
    expect(ClassType).toEqual({ Singles: 1, Doubles: 2, Cup: 3, Teams: 4 })
    expect(TeamType).toEqual({ Single: 1, Double: 2, Team: 4 })
    expect(Progress).toEqual({ NotStarted: 0, Started: 1, Finished: 2 })
    expect(TOURNAMENT_TYPE_CODES).toEqual([1, 13])
    expect(TRAVEL_TYPE_CODES).toEqual([3, 15])
  })

  it.each([
    [ClassType.Singles, TeamType.Single, 'player'],
    [ClassType.Doubles, TeamType.Double, 'players'],
    [ClassType.Cup, TeamType.Single, 'player'],
    [ClassType.Teams, TeamType.Team, 'team'],
  ] as const)('class type %i → team type %i, standings column %s', (classType, teamType, column) => {
    expect(teamTypeForClassType(classType)).toBe(teamType)
    expect(standingsColumnKind(classType)).toBe(column)
  })

  it.each([0, 5, 2.5, Number.NaN])('rejects unknown class type %s', (classType) => {
    expect(() => teamTypeForClassType(classType)).toThrow(DomainError)
    expect(() => standingsColumnKind(classType)).toThrow(
      expect.objectContaining({ code: 'unknown_class_type' }),
    )
  })

  it('tells tournament and travel type codes apart', () => {
    expect([1, 13, 3, 15, 2].map(isTournamentTypeCode)).toEqual([true, true, false, false, false])
    expect([1, 13, 3, 15, 2].map(isTravelTypeCode)).toEqual([false, false, true, true, false])
  })
})
