import { DEFAULT_LOCALE, isLocale } from '@courtside/domain'
import {
  classes,
  courts,
  eq,
  inArray,
  matchDay,
  matches,
  pushSubscriptions,
  teamMembers,
  teams,
  tournaments,
  users,
  type Executor,
} from '@courtside/db'
import { enqueue, type MessagePayload } from '../messages/index.ts'

export type MatchNoticeKind = 'match_called' | 'court_changed' | 'score_to_confirm'
type Side = 'home' | 'away'

export type MatchNotice = {
  kind: MatchNoticeKind
  matchId: number
  /** What makes this notice new: a second call of the same match needs another key (e.g. the
   * match_day version); the same key twice writes nothing (a retried request). */
  occasion: string | number
  /** Only these sides (score_to_confirm goes to the side that has to confirm); default both. */
  sides?: readonly Side[]
  /** When it happened (ISO); default now. */
  at?: string
  /** score_to_confirm: the score as shown, and when it confirms itself (ISO). */
  score?: string
  deadline?: string
  /** The page the message links to, per side (e.g. that side's scoring link); default the event. */
  pathFor?: (side: Side) => string
}

/** Writes the notice for every player of the match's sides; the ids of the rows written. */
export async function noticeMatchPlayers(tx: Executor, notice: MatchNotice): Promise<number[]> {
  const [match] = await tx
    .select({
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
      plannedCourtId: matches.courtId,
      calledCourtId: matchDay.courtId,
      className: classes.name,
      tournamentId: tournaments.id,
      tournament: tournaments.name,
      timeZone: tournaments.timeZone,
    })
    .from(matches)
    .innerJoin(classes, eq(classes.id, matches.classId))
    .innerJoin(tournaments, eq(tournaments.id, classes.tournamentId))
    .leftJoin(matchDay, eq(matchDay.matchId, matches.id))
    .where(eq(matches.id, notice.matchId))
  if (!match?.homeTeamId || !match.awayTeamId) return []
  const courtId = match.calledCourtId ?? match.plannedCourtId
  const [court] = courtId
    ? await tx.select({ name: courts.name }).from(courts).where(eq(courts.id, courtId))
    : []
  const sides = { home: match.homeTeamId, away: match.awayTeamId }
  const teamRows = await tx
    .select({ id: teams.id, name: teams.name })
    .from(teams)
    .where(inArray(teams.id, [sides.home, sides.away]))
  const teamName = new Map(teamRows.map((row) => [row.id, row.name]))
  const players = await tx
    .select({
      teamId: teamMembers.teamId,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.preferredLanguage,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, [sides.home, sides.away]))
  const subscriptions = players.length
    ? await tx
        .select({ userId: pushSubscriptions.userId, endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(
          inArray(
            pushSubscriptions.userId,
            players.map((player) => player.userId),
          ),
        )
    : []

  const ids: number[] = []
  const subjectKey = `match:${notice.matchId}:${notice.occasion}`
  for (const side of notice.sides ?? (['home', 'away'] as const)) {
    const own = sides[side]
    const other = side === 'home' ? sides.away : sides.home
    for (const player of players.filter((p) => p.teamId === own)) {
      const locale = isLocale(player.language) ? player.language : DEFAULT_LOCALE
      const payload: MessagePayload = {
        name: player.firstName,
        tournament: match.tournament,
        className: match.className,
        timeZone: match.timeZone,
        court: court?.name ?? '',
        opponents: teamName.get(other) ?? '',
        at: notice.at ?? new Date().toISOString(),
        path: notice.pathFor?.(side) ?? `/tournament/${match.tournamentId}`,
        ...(notice.score ? { score: notice.score } : {}),
        ...(notice.deadline ? { deadline: notice.deadline } : {}),
      }
      const base = {
        kind: notice.kind,
        subjectKey,
        userId: player.userId,
        tournamentId: match.tournamentId,
        locale,
        payload,
      }
      if (player.email) {
        const id = await enqueue(tx, { ...base, recipient: player.email })
        if (id !== null) ids.push(id)
      }
      for (const subscription of subscriptions.filter((s) => s.userId === player.userId)) {
        const id = await enqueue(tx, { ...base, channel: 'push', recipient: subscription.endpoint })
        if (id !== null) ids.push(id)
      }
    }
  }
  return ids
}
