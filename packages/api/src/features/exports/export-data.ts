// Everything an export reads about one event, in one place: the event with its zone and the
// organizer's language, its classes in console order with their confirmed entries, draws and
// scheduled matches (court, start), and the players of those entries. Read-only; the exports
// map it with the pure functions of @courtside/domain (exports/).
import {
  and,
  asc,
  classes,
  courts,
  draws,
  eq,
  inArray,
  isNotNull,
  matches,
  numberOrNull,
  organizations,
  teamMembers,
  teams,
  tournaments,
  users,
} from '@courtside/db'
import {
  DEFAULT_MATCH_FORMAT,
  DEFAULT_RANKING_PRESET,
  isRankingPresetKey,
  validateMatchFormat,
  type MatchFormat,
  type TodsClassInput,
  type TodsExportInput,
  type TodsPersonInput,
} from '@courtside/domain'
import { notFound } from '../../lib/errors.ts'
import type { Executor } from '../registrations/index.ts'

export type ExportEvent = TodsExportInput['event'] & { startsAt: string; language: string }
export type ExportData = { event: ExportEvent; classes: TodsClassInput[]; people: TodsPersonInput[] }

/** Calendar date (YYYY-MM-DD) of an instant in the event's zone. */
const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at)

/** 1 singles, 2 doubles, 3 cup (singles), 4 teams. */
const kindOf = (type: number): TodsClassInput['kind'] =>
  type === 2 ? 'doubles' : type === 4 ? 'team' : 'singles'

/** `classId` narrows the classes to one (the draw sheet). */
export async function loadExportData(db: Executor, eventId: number, classId?: number): Promise<ExportData> {
  const [row] = await db
    .select({ event: tournaments, language: organizations.defaultLanguage })
    .from(tournaments)
    .innerJoin(organizations, eq(organizations.id, tournaments.organizationId))
    .where(eq(tournaments.id, eventId))
  if (!row) throw notFound('Event')
  const { event: t } = row
  const classRows = await db
    .select()
    .from(classes)
    .where(
      classId === undefined
        ? eq(classes.tournamentId, eventId)
        : and(eq(classes.tournamentId, eventId), eq(classes.id, classId)),
    )
    .orderBy(asc(classes.position), asc(classes.id))
  const classIds = classRows.map((cls) => cls.id)
  const none = classIds.length === 0
  const [memberRows, drawRows, matchRows] = none
    ? [[], [], []]
    : await Promise.all([
        db
          .select({ teamId: teams.id, classId: teams.classId, name: teams.name, userId: teamMembers.userId })
          .from(teams)
          .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
          .where(inArray(teams.classId, classIds))
          .orderBy(asc(teams.id), asc(teamMembers.position)),
        db.select().from(draws).where(inArray(draws.classId, classIds)),
        db
          .select({
            classId: matches.classId,
            drawMatchId: matches.drawMatchId,
            startDate: matches.startDate,
            court: courts.name,
          })
          .from(matches)
          .leftJoin(courts, eq(courts.id, matches.courtId))
          .where(and(inArray(matches.classId, classIds), isNotNull(matches.drawMatchId))),
      ])
  const userIds = [...new Set(memberRows.map((m) => m.userId).filter((id): id is number => id !== null))]
  const people = userIds.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          country: users.country,
          duprId: users.duprId,
          ratingSingles: users.duprRatingSingles,
          ratingDoubles: users.duprRatingDoubles,
        })
        .from(users)
        .where(inArray(users.id, userIds))
        .orderBy(asc(users.id))
    : []

  const classInputs = classRows.map((cls): TodsClassInput => {
    const entries = new Map<number, { id: number; name: string; memberIds: number[] }>()
    for (const member of memberRows.filter((m) => m.classId === cls.id)) {
      const entry = entries.get(member.teamId) ?? { id: member.teamId, name: member.name, memberIds: [] }
      if (member.userId !== null) entry.memberIds.push(member.userId)
      entries.set(member.teamId, entry)
    }
    const format = cls.matchFormat as MatchFormat
    const drawRow = drawRows.find((d) => d.classId === cls.id)
    return {
      id: cls.id,
      name: cls.name,
      kind: kindOf(cls.type),
      matchFormat: validateMatchFormat(format).ok ? format : DEFAULT_MATCH_FORMAT,
      rankingPreset: isRankingPresetKey(cls.rankingPreset) ? cls.rankingPreset : DEFAULT_RANKING_PRESET,
      entries: [...entries.values()],
      // A draft draw is the director's working copy; exports show what was locked.
      draw: drawRow && drawRow.status !== 'draft' ? drawRow.draw : null,
      schedule: new Map(
        matchRows
          .filter((m) => m.classId === cls.id && m.drawMatchId !== null)
          .map((m) => [
            m.drawMatchId as string,
            { court: m.court, startsAt: m.startDate?.toISOString() ?? null },
          ]),
      ),
    }
  })

  return {
    event: {
      id: t.id,
      name: t.name,
      startDate: localDate(t.startDate, t.timeZone),
      endDate: localDate(t.endDate, t.timeZone),
      startsAt: t.startDate.toISOString(),
      timeZone: t.timeZone,
      venueName: t.venueName,
      city: t.city,
      country: t.country,
      language: row.language,
    },
    classes: classInputs,
    people: people.map((p) => ({
      ...p,
      ratingSingles: numberOrNull(p.ratingSingles),
      ratingDoubles: numberOrNull(p.ratingDoubles),
    })),
  }
}
