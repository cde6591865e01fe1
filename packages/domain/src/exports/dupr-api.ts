// The played matches of an event as DUPR's match API takes them (POST /match/v1.0/batch, the
// "Bulk Create Match" of DUPR's partner API reference): one request object per match DUPR can
// rate, with a stable identifier so a repeated submission is recognised, and a fingerprint of
// what DUPR stores, so a corrected result can be sent again (delete, then create).
import { duprExclusion, zonedDateTime, type DuprFile, type PlayedMatch } from './results.ts'

export type DuprApiTeam = {
  player1: string
  player2?: string
  game1: number | null
  game2: number | null
  game3: number | null
  game4: number | null
  game5: number | null
}

export type DuprApiMatch = {
  identifier: string
  format: 'SINGLES' | 'DOUBLES'
  /** yyyy-MM-dd in the event's zone. */
  matchDate: string
  location: string
  matchSource: 'TOURNAMENT'
  matchType: 'SIDEOUT' | 'RALLY'
  event: string
  bracket: string
  teamA: DuprApiTeam
  teamB: DuprApiTeam
}

export type DuprSubmissionItem = {
  request: DuprApiMatch
  /** Changes whenever anything DUPR stores changes (players, games, date, format). */
  fingerprint: string
  /** For people reading a refusal: "Open Singles · Semifinal: Ana Silva – Rui Costa". */
  label: string
}

export type DuprSubmissionPlan = Omit<DuprFile, 'rows'> & { items: DuprSubmissionItem[] }

/** DUPR's identifier for a match of this site: event, class and the match's id in its draw. */
export const duprIdentifier = (eventId: number, match: Pick<PlayedMatch, 'classId' | 'drawMatchId'>) =>
  `courtside-${eventId}-${match.classId}-${match.drawMatchId}`

function team(match: PlayedMatch, side: 'home' | 'away'): DuprApiTeam {
  const [first, second] = match[side].players
  const game = (i: number) => match.games[i]?.[side] ?? null
  return {
    player1: first?.duprId ?? '',
    ...(second ? { player2: second.duprId ?? '' } : {}),
    game1: game(0),
    game2: game(1),
    game3: game(2),
    game4: game(3),
    game5: game(4),
  }
}

export function duprSubmissionPlan(options: {
  eventId: number
  eventName: string
  eventStart: string
  timeZone: string
  location: string
  matches: readonly PlayedMatch[]
}): DuprSubmissionPlan {
  const plan: DuprSubmissionPlan = {
    items: [],
    excludedNoDuprId: 0,
    excludedNotPlayedOut: 0,
    excludedTeams: 0,
  }
  for (const match of options.matches) {
    const excluded = duprExclusion(match)
    if (excluded !== null) {
      plan[excluded] += 1
      continue
    }
    const [matchDate = ''] = zonedDateTime(match.startsAt ?? options.eventStart, options.timeZone).split(' ')
    const request: DuprApiMatch = {
      identifier: duprIdentifier(options.eventId, match),
      format: match.classKind === 'singles' ? 'SINGLES' : 'DOUBLES',
      matchDate,
      location: options.location,
      matchSource: 'TOURNAMENT',
      matchType: match.scoring === 'rally' ? 'RALLY' : 'SIDEOUT',
      event: options.eventName,
      bracket: `${match.className} – ${match.roundLabel}`,
      teamA: team(match, 'home'),
      teamB: team(match, 'away'),
    }
    const { format, matchDate: date, matchType, teamA, teamB } = request
    plan.items.push({
      request,
      fingerprint: JSON.stringify([format, date, matchType, teamA, teamB]),
      label: `${match.className} · ${match.roundLabel}: ${match.home.name} – ${match.away.name}`,
    })
  }
  return plan
}
