// Client-safe enums: the numeric values are the ones stored in the database (see packages/db
// schema), so they must never be renumbered.
import { DomainError } from './errors.ts'

export const ClassType = { Singles: 1, Doubles: 2, Cup: 3, Teams: 4 } as const
export type ClassType = (typeof ClassType)[keyof typeof ClassType]

export const TeamType = { Single: 1, Double: 2, Team: 4 } as const
export type TeamType = (typeof TeamType)[keyof typeof TeamType]

export const Progress = { NotStarted: 0, Started: 1, Finished: 2 } as const
export type Progress = (typeof Progress)[keyof typeof Progress]

/** Event type codes (legacy feed values) that are tournaments and travel events respectively. */
export const TOURNAMENT_TYPE_CODES = [1, 13] as const
export const TRAVEL_TYPE_CODES = [3, 15] as const

export type StandingsColumnKind = 'player' | 'players' | 'team'

const CLASS_TYPES: readonly number[] = Object.values(ClassType)

export function isClassType(value: number): value is ClassType {
  return CLASS_TYPES.includes(value)
}

function assertClassType(value: number): asserts value is ClassType {
  if (!isClassType(value)) {
    throw new DomainError('unknown_class_type', `Unknown class type ${value}`, { value })
  }
}

/** The kind of entry a class takes. A cup is played one player per entry, like singles. */
export function teamTypeForClassType(classType: number): TeamType {
  assertClassType(classType)
  switch (classType) {
    case ClassType.Singles:
    case ClassType.Cup:
      return TeamType.Single
    case ClassType.Doubles:
      return TeamType.Double
    case ClassType.Teams:
      return TeamType.Team
  }
}

/** What the name column of a standings table shows: one player, a pair, or a team name. */
export function standingsColumnKind(classType: number): StandingsColumnKind {
  assertClassType(classType)
  switch (classType) {
    case ClassType.Singles:
    case ClassType.Cup:
      return 'player'
    case ClassType.Doubles:
      return 'players'
    case ClassType.Teams:
      return 'team'
  }
}

export function isTournamentTypeCode(typeCode: number): boolean {
  return (TOURNAMENT_TYPE_CODES as readonly number[]).includes(typeCode)
}

export function isTravelTypeCode(typeCode: number): boolean {
  return (TRAVEL_TYPE_CODES as readonly number[]).includes(typeCode)
}
