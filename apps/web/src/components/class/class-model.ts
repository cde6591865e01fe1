// Pure helpers behind the class page: lookups over the /class/:id/full payload, the views of the
// standings switcher and localisation of stored labels. No React, so they are unit-testable.
// Players come as one map by id (`cls.players`), which the page reads as it is; teams, match sides
// and standing rows (through their team) name players by id.
import type {
  ClassFull,
  ClassMatch,
  ClassPlayer,
  ClassPlayers,
  ClassRoundStanding,
  ClassTeam,
  MatchTeamRef,
} from '@courtside/api/types'
import {
  ClassType,
  formatPlaceholderKey,
  parsePlaceholder,
  roundName,
  type RoundName,
  type Side,
} from '@courtside/domain'
import type { TFunction } from 'i18next'

export type Translate = TFunction

export type RatingKind = 'singles' | 'doubles'

/** Singles and cup are played one against one, so they show the singles rating. */
export function ratingKind(classType: number): RatingKind {
  return classType === ClassType.Singles || classType === ClassType.Cup ? 'singles' : 'doubles'
}

export function ratingOf(player: ClassPlayer, kind: RatingKind): number | null {
  return kind === 'singles' ? player.duprRatingSingles : player.duprRatingDoubles
}

export function playerName(player: Pick<ClassPlayer, 'firstName' | 'lastName'>): string {
  return `${player.firstName} ${player.lastName}`
}

/** The players behind ids, in the ids' order; an id missing from the map is skipped. */
export function playersOf(ids: readonly number[], players: ClassPlayers): ClassPlayer[] {
  return ids.flatMap((id) => players[id] ?? [])
}

/** One side of a match as a card or a bracket box shows it. */
export type SideView = {
  team: MatchTeamRef | null
  placeholder: string | null
  player1: ClassPlayer | null
  player2: ClassPlayer | null
}

export function sideOf(match: ClassMatch, side: Side, players: ClassPlayers): SideView {
  const [player1 = null, player2 = null] = playersOf(
    side === 'home' ? match.homePlayerIds : match.awayPlayerIds,
    players,
  )
  return side === 'home'
    ? { team: match.homeTeam, placeholder: match.homeTeamPlaceholder, player1, player2 }
    : { team: match.awayTeam, placeholder: match.awayTeamPlaceholder, player1, player2 }
}

export type Stage =
  | { kind: 'group'; id: number; name: string }
  | { kind: 'round'; id: number; round: ClassRoundStanding }
  /** The knockout's matches outside its round rows (issue 14): third place, consolation rounds. */
  | { kind: 'third_place' }
  | { kind: 'consolation'; name: RoundName }

export type ClassLookup = {
  matchById: Map<number, ClassMatch>
  teamById: Map<number, ClassTeam>
  /** The entry a player plays for (one per class). */
  teamIdOfPlayer: Map<number, number>
  stageOfMatch: Map<number, Stage>
}

export function buildLookup(cls: ClassFull): ClassLookup {
  const teamIdOfPlayer = new Map<number, number>()
  for (const team of cls.teams) for (const userId of team.userIds) teamIdOfPlayer.set(userId, team.id)
  const stageOfMatch = new Map<number, Stage>()
  for (const group of cls.groupStandings) {
    for (const id of group.matchIds) stageOfMatch.set(id, { kind: 'group', id: group.id, name: group.name })
  }
  for (const round of cls.roundStandings) {
    for (const id of round.matchIds) stageOfMatch.set(id, { kind: 'round', id: round.id, round })
  }
  const consolationRounds = new Map<number, number[]>()
  for (const match of cls.matches) {
    if (match.knockout?.stage === 'third_place') stageOfMatch.set(match.id, { kind: 'third_place' })
    if (match.knockout?.stage !== 'consolation') continue
    const ids = consolationRounds.get(match.knockout.round) ?? []
    consolationRounds.set(match.knockout.round, [...ids, match.id])
  }
  for (const ids of consolationRounds.values()) {
    const name = roundName(ids.length)
    for (const id of ids) stageOfMatch.set(id, { kind: 'consolation', name })
  }
  return {
    matchById: new Map(cls.matches.map((match) => [match.id, match])),
    teamById: new Map(cls.teams.map((team) => [team.id, team])),
    teamIdOfPlayer,
    stageOfMatch,
  }
}

/** "g12" / "r7": the value of a standings view in the switcher and in the URL. */
export type ViewValue = `g${number}` | `r${number}`

export function groupView(id: number): ViewValue {
  return `g${id}`
}

export function roundView(id: number): ViewValue {
  return `r${id}`
}

export function parseView(value: string | undefined, cls: ClassFull): ViewValue | undefined {
  const match = /^([gr])(\d+)$/.exec(value ?? '')
  if (!match) return undefined
  const id = Number(match[2])
  const exists =
    match[1] === 'g'
      ? cls.groupStandings.some((g) => g.id === id)
      : cls.roundStandings.some((r) => r.id === id)
  return exists ? (value as ViewValue) : undefined
}

/**
 * Where the switcher starts: the latest knockout round whose sides are known (the final of a
 * finished class, the current round of a running one); before the knockout, the first group.
 */
export function defaultView(cls: ClassFull, lookup: ClassLookup): ViewValue | undefined {
  const started = cls.roundStandings.filter((round) =>
    round.matchIds.some((id) => {
      const match = lookup.matchById.get(id)
      return match !== undefined && match.homeTeam !== null && match.awayTeam !== null
    }),
  )
  const latest = started.at(-1)
  if (latest) return roundView(latest.id)
  const firstGroup = cls.groupStandings[0]
  if (firstGroup) return groupView(firstGroup.id)
  const firstRound = cls.roundStandings[0]
  return firstRound ? roundView(firstRound.id) : undefined
}

/** Stored group names are "Group A"; the letter is shown in the page's language. */
export function groupLabel(name: string, t: Translate): string {
  const match = /^Group ([A-Z0-9]{1,3})$/.exec(name)
  return match ? t('class.standings.groupName', { name: match[1] }) : name
}

/** Stored court names are "Court 3"; the number is shown in the page's language. */
export function courtLabel(name: string, t: Translate): string {
  const match = /^Court (\d+)$/.exec(name)
  return match ? t('class.match.courtNumber', { number: match[1] }) : name
}

export function roundLabel(round: Pick<ClassRoundStanding, 'name' | 'round'>, t: Translate): string {
  return round.name ? roundNameLabel(round.name, t) : t('rounds.round_number', { number: round.round })
}

export function roundNameLabel(name: RoundName, t: Translate): string {
  return name.key === 'round_n' ? t('rounds.round_n', { n: name.n }) : t(`rounds.${name.key}`)
}

export function stageLabel(stage: Stage | undefined, t: Translate): string {
  if (!stage) return ''
  if (stage.kind === 'third_place') return t('class.bracket.thirdPlace')
  if (stage.kind === 'consolation') {
    return t('class.bracket.consolationRound', { round: roundNameLabel(stage.name, t) })
  }
  return stage.kind === 'group' ? groupLabel(stage.name, t) : roundLabel(stage.round, t)
}

/**
 * "W:QF1" → "Winner QF1", "G:A:1" → "1. Group A". The seed writes rounds before the quarterfinal
 * as "W:R16-3" (domain form "W:R163"); the dash is dropped so the domain parser reads it.
 * Unreadable text is shown as is.
 */
export function placeholderLabel(text: string | null, t: Translate): string {
  if (!text) return t('rounds.placeholder.unknown')
  // A bracket line without an entry (draws made in the console, issue 14).
  if (text === 'BYE') return t('rounds.placeholder.bye')
  // A consolation match's winner ("W:C-R1-2", public-copy.ts): named by round and match number.
  const consolation = /^W:C-R(\d+)-(\d+)$/.exec(text)
  if (consolation) {
    return t('rounds.placeholder.consolationWinner', { round: consolation[1], index: consolation[2] })
  }
  const parsed = parsePlaceholder(text) ?? parsePlaceholder(text.replace(/^([WL]:R\d+)-(\d+)$/i, '$1$2'))
  if (!parsed) return text
  // "Winner R163" would be unreadable: early rounds are written out ("Winner of Round of 16, match 3").
  if (parsed.kind !== 'group' && parsed.round.startsWith('round_of_')) {
    const key = parsed.kind === 'winner' ? 'rounds.placeholder.winnerLong' : 'rounds.placeholder.loserLong'
    return t(key, { round: t(`rounds.${parsed.round}`), index: parsed.index })
  }
  const { key, params } = formatPlaceholderKey(parsed)
  const roundCode = typeof params.roundCode === 'string' ? t(`rounds.codes.${params.roundCode}`) : undefined
  return t(`rounds.${key}`, { ...params, ...(roundCode ? { roundCode } : {}) })
}

/** A team's matches across groups and rounds in time order (unscheduled last). */
export function matchesOfTeam(cls: ClassFull, teamId: number): ClassMatch[] {
  return cls.matches
    .filter((match) => match.homeTeam?.id === teamId || match.awayTeam?.id === teamId)
    .sort(byStartDate)
}

export function byStartDate(a: ClassMatch, b: ClassMatch): number {
  if (a.startDate === b.startDate) return a.id - b.id
  if (a.startDate === null) return 1
  if (b.startDate === null) return -1
  return a.startDate < b.startDate ? -1 : 1
}

/** A label for an entry: the team name for team classes, else the players' names. */
export function entryLabel(team: ClassTeam, classType: number, players: ClassPlayers): string {
  const members = playersOf(team.userIds, players)
  if (classType === ClassType.Teams || members.length === 0) return team.name
  return members.map(playerName).join(' / ')
}
