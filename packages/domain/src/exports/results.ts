// The played matches of an event as flat rows, for the results CSV and the DUPR upload file.
// Resolved from each class's draw (resolveDraw), so walkovers of withdrawn entries, corrections
// and advancing winners are exactly what the site shows.
import { decisionWinner, isRetirement, isWalkover, matchOutcome, type MatchDecision } from '../match.ts'
import { resolveDraw, type ResolvedMatch } from '../draws/resolve.ts'
import type { DrawMatch } from '../draws/types.ts'
import { roundName } from '../rounds.ts'
import type { GameScore } from '../score.ts'
import type { TodsClassInput, TodsPersonInput } from './tods.ts'

export type ExportPlayer = { name: string; duprId: string | null }

export type PlayedMatch = {
  classId: number
  className: string
  classKind: TodsClassInput['kind']
  scoring: TodsClassInput['matchFormat']['scoring']
  drawMatchId: string
  /** English, e.g. "Group A, round 2", "Semifinal", "Consolation final". */
  roundLabel: string
  home: { name: string; players: ExportPlayer[] }
  away: { name: string; players: ExportPlayer[] }
  games: readonly GameScore[]
  decision: MatchDecision | null
  winner: 'home' | 'away' | null
  court: string | null
  startsAt: string | null
}

const ROUND_LABEL: Record<string, string> = {
  final: 'Final',
  semifinal: 'Semifinal',
  quarterfinal: 'Quarterfinal',
  round_of_16: 'Round of 16',
  round_of_32: 'Round of 32',
  round_of_64: 'Round of 64',
}

/** The round's English name; knockout names follow from the round's match count. */
export function roundLabel(match: DrawMatch, matches: readonly DrawMatch[], groupName?: string): string {
  if (match.stage === 'group') return `Group ${groupName ?? ''}, round ${match.round}`
  if (match.stage === 'third_place') return 'Third place'
  const count = matches.filter((m) => m.stage === match.stage && m.round === match.round).length
  const name = roundName(count)
  const label = name.key === 'round_n' ? `Round of ${name.n}` : (ROUND_LABEL[name.key] ?? name.key)
  return match.stage === 'consolation' ? `Consolation ${label.toLowerCase()}` : label
}

/** Every decided match with both sides known (walkovers included), by start time then class. */
export function playedMatches(
  classes: readonly TodsClassInput[],
  people: readonly TodsPersonInput[],
): PlayedMatch[] {
  const personById = new Map(people.map((person) => [person.id, person]))
  const rows: PlayedMatch[] = []
  for (const cls of classes) {
    if (!cls.draw) continue
    const draw = cls.draw
    const resolved = resolveDraw(draw, { matchFormat: cls.matchFormat, rankingPreset: cls.rankingPreset })
    const entryById = new Map(cls.entries.map((entry) => [entry.id, entry]))
    const side = (entryId: number) => {
      const entry = entryById.get(entryId)
      const players = (entry?.memberIds ?? []).map((id): ExportPlayer => {
        const person = personById.get(id)
        return {
          name: person ? `${person.firstName} ${person.lastName}`.trim() : '',
          duprId: person?.duprId ?? null,
        }
      })
      return { name: entry?.name ?? draw.entries.find((e) => e.id === entryId)?.name ?? '', players }
    }
    for (const match of draw.matches) {
      const state = resolved.byId.get(match.id) as ResolvedMatch
      if (state.status !== 'decided' || !state.result) continue
      if (typeof state.home !== 'number' || typeof state.away !== 'number') continue
      const outcome = matchOutcome(state.result, { format: cls.matchFormat })
      const decision = state.result.decision ?? null
      const winner = decisionWinner(decision) ?? (outcome.winner === 'draw' ? null : outcome.winner)
      const slot = cls.schedule.get(match.id)
      rows.push({
        classId: cls.id,
        className: cls.name,
        classKind: cls.kind,
        scoring: cls.matchFormat.scoring,
        drawMatchId: match.id,
        roundLabel: roundLabel(
          match,
          draw.matches,
          match.group !== undefined ? draw.groups[match.group]?.name : undefined,
        ),
        home: side(state.home),
        away: side(state.away),
        games: state.result.results,
        decision,
        winner,
        court: slot?.court ?? null,
        startsAt: slot?.startsAt ?? null,
      })
    }
  }
  // Unscheduled matches last; ISO strings sort by time.
  return rows.sort(
    (a, b) =>
      (a.startsAt ?? '\uffff').localeCompare(b.startsAt ?? '\uffff') ||
      a.classId - b.classId ||
      a.drawMatchId.localeCompare(b.drawMatchId),
  )
}

/** "2026-05-14 09:30" in `timeZone` (24-hour clock), for files read by people at the venue. */
export function zonedDateTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso))
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`
}

export const RESULTS_CSV_HEADER = [
  'class',
  'round',
  'match',
  'home',
  'away',
  'score',
  'winner',
  'decision',
  'court',
  'time',
] as const

/** One row per played match (header in English: stable column names for spreadsheets and scripts). */
export function resultsRows(matches: readonly PlayedMatch[], timeZone: string): (string | number)[][] {
  return matches.map((match) => [
    match.className,
    match.roundLabel,
    match.drawMatchId,
    match.home.name,
    match.away.name,
    match.games.map((game) => `${game.home}-${game.away}`).join(' '),
    match.winner === null ? '' : match[match.winner].name,
    match.decision ?? '',
    match.court ?? '',
    match.startsAt ? zonedDateTime(match.startsAt, timeZone) : '',
  ])
}

/**
 * DUPR's bulk match upload template. DUPR publishes it only inside the club dashboard; the
 * column list is the one public tournament tools fill (e.g. the generate_dupr_csv.js scripts on
 * GitHub that produce DUPR upload files): matchType S/D, scoreType SIDEOUT/RALLY, event, date
 * (MM/DD/YYYY), four players with their DUPR ids (A1, A2 vs B1, B2; the 2s empty in singles),
 * then up to five games as teamAGameN/teamBGameN.
 */
export const DUPR_CSV_HEADER = [
  'matchType',
  'scoreType',
  'event',
  'date',
  'playerA1',
  'playerA1DuprId',
  'playerA2',
  'playerA2DuprId',
  'playerB1',
  'playerB1DuprId',
  'playerB2',
  'playerB2DuprId',
  ...[1, 2, 3, 4, 5].flatMap((n) => [`teamAGame${n}`, `teamBGame${n}`]),
] as const

export type DuprFile = {
  rows: (string | number)[][]
  /** Matches left out because a player has no linked DUPR id (DUPR rejects such rows). */
  excludedNoDuprId: number
  /** Walkovers and retirements: DUPR rates only games played to the end. */
  excludedNotPlayedOut: number
  /** Team-class matches: DUPR rates singles and doubles only. */
  excludedTeams: number
}

/**
 * Why DUPR cannot rate a match, or null when it can: team classes (DUPR rates singles and
 * doubles), walkovers and retirements (only games played to the end), players without a linked
 * DUPR id (DUPR rejects the match). Shared by the upload file and the direct submission.
 */
export function duprExclusion(
  match: PlayedMatch,
): 'excludedTeams' | 'excludedNotPlayedOut' | 'excludedNoDuprId' | null {
  if (match.classKind === 'team') return 'excludedTeams'
  if (isWalkover(match.decision) || isRetirement(match.decision) || match.games.length === 0)
    return 'excludedNotPlayedOut'
  const players = [...match.home.players, ...match.away.players]
  if (players.length === 0 || players.some((player) => !player.duprId)) return 'excludedNoDuprId'
  return null
}

/** Date of play as DUPR reads it (MM/DD/YYYY in the event's zone); the event's start if unscheduled. */
function duprDate(iso: string, timeZone: string): string {
  const [date] = zonedDateTime(iso, timeZone).split(' ')
  const [year, month, day] = (date ?? '').split('-')
  return `${month}/${day}/${year}`
}

export function duprRows(options: {
  matches: readonly PlayedMatch[]
  eventName: string
  eventStart: string
  timeZone: string
}): DuprFile {
  const file: DuprFile = { rows: [], excludedNoDuprId: 0, excludedNotPlayedOut: 0, excludedTeams: 0 }
  for (const match of options.matches) {
    const excluded = duprExclusion(match)
    if (excluded !== null) {
      file[excluded] += 1
      continue
    }
    const slot = (side: 'home' | 'away', index: number): string[] => {
      const player = match[side].players[index]
      return player ? [player.name, player.duprId ?? ''] : ['', '']
    }
    const games = [0, 1, 2, 3, 4].flatMap((i): (string | number)[] => {
      const game = match.games[i]
      return game ? [game.home, game.away] : ['', '']
    })
    file.rows.push([
      match.classKind === 'singles' ? 'S' : 'D',
      match.scoring === 'rally' ? 'RALLY' : 'SIDEOUT',
      `${options.eventName} – ${match.className}`,
      duprDate(match.startsAt ?? options.eventStart, options.timeZone),
      ...slot('home', 0),
      ...slot('home', 1),
      ...slot('away', 0),
      ...slot('away', 1),
      ...games,
    ])
  }
  return file
}
