// "When and where do I play" (GET /bff/tournament/{id}/my-matches): the signed-in player's
// matches of the event that are still to be played, with the planned time and the court they were
// called to (else the planned court). Personal: never kept by a shared cache.
import { eq, teamMembers, type Db } from '@courtside/db'
import { loadEventMatches, loadPublishedEvent } from './board-store.ts'
import type { MyMatches } from './types.ts'

export async function getMyMatches(options: {
  db: Db
  eventId: number
  userId: number
  now: Date
}): Promise<MyMatches> {
  const { db, eventId, userId, now } = options
  const event = await loadPublishedEvent(db, eventId)
  const [{ matches }, myTeams] = await Promise.all([
    loadEventMatches(db, eventId, now),
    db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId)),
  ])
  const mine = new Set(myTeams.map((team) => team.id))
  const isMine = (teamId: number | null) => teamId !== null && mine.has(teamId)
  return {
    timeZone: event.timeZone,
    matches: matches
      .filter(
        (m) => (isMine(m.homeTeamId) || isMine(m.awayTeamId)) && !m.hasResult && m.state !== 'confirmed',
      )
      .map((m) => ({
        id: m.id,
        classId: m.classId,
        className: m.className,
        home: m.home,
        away: m.away,
        state: m.state,
        plannedAt: m.plannedAt,
        court: m.court,
        isCalledCourt: m.state !== null && m.state !== 'confirmed',
      })),
  }
}
