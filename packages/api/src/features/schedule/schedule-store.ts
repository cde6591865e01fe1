// Everything the order of play is computed from, read in one place: the event (its time zone,
// locked FOR UPDATE inside a write so two directors cannot plan at once), its courts and windows,
// its settings, and the scheduler input built from every locked or published draw of the event
// (drawScheduleMatches per class) with the public match rows found by (class_id, draw_match_id).
import {
  asc,
  classes,
  courts,
  courtWindows,
  draws,
  eq,
  inArray,
  matches,
  scheduleSettings,
  teamMembers,
  teams,
  tournaments,
  users,
} from '@courtside/db'
import {
  DEFAULT_MATCH_FORMAT,
  DEFAULT_MIN_REST_MINUTES,
  DEFAULT_RANKING_PRESET,
  MINUTE_MS,
  dayOf,
  drawScheduleMatches,
  isRankingPresetKey,
  matchDurationMinutes,
  resolveDraw,
  validateMatchFormat,
  type Draw,
  type MatchFormat,
  type RankingPresetKey,
  type ResolvedMatch,
  type ScheduleCourt,
  type ScheduleInput,
  type ScheduledMatch,
} from '@courtside/domain'
import { notFound } from '../../lib/errors.ts'
import type { Executor } from '../registrations/index.ts'

export type EventRow = { id: number; timeZone: string }

export async function loadEvent(db: Executor, eventId: number, forUpdate = false): Promise<EventRow> {
  const query = db
    .select({ id: tournaments.id, timeZone: tournaments.timeZone })
    .from(tournaments)
    .where(eq(tournaments.id, eventId))
  const [row] = forUpdate ? await query.for('update') : await query
  if (!row) throw notFound('Event')
  return row
}

export type CourtRow = {
  id: number
  name: string
  matchCount: number
  windows: { day: string; startsAt: Date; endsAt: Date }[]
}

export async function loadCourts(db: Executor, eventId: number): Promise<CourtRow[]> {
  const rows = await db
    .select({ id: courts.id, name: courts.name })
    .from(courts)
    .where(eq(courts.tournamentId, eventId))
    .orderBy(asc(courts.id))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const windows = await db
    .select()
    .from(courtWindows)
    .where(inArray(courtWindows.courtId, ids))
    .orderBy(asc(courtWindows.day), asc(courtWindows.startsAt))
  const used = await db
    .select({ courtId: matches.courtId })
    .from(matches)
    .where(inArray(matches.courtId, ids))
  return rows.map((row) => ({
    ...row,
    matchCount: used.filter((m) => m.courtId === row.id).length,
    windows: windows
      .filter((w) => w.courtId === row.id)
      .map((w) => ({ day: w.day, startsAt: w.startsAt, endsAt: w.endsAt })),
  }))
}

export type Settings = {
  minRestMinutes: number
  maxMatchesPerPlayerPerDay: number | null
  durations: Partial<Record<string, number>>
}

export async function loadSettings(db: Executor, eventId: number): Promise<Settings> {
  const [row] = await db.select().from(scheduleSettings).where(eq(scheduleSettings.tournamentId, eventId))
  return {
    minRestMinutes: row?.minRestMinutes ?? DEFAULT_MIN_REST_MINUTES,
    maxMatchesPerPlayerPerDay: row?.maxMatchesPerPlayerPerDay ?? null,
    durations: row?.durations ?? {},
  }
}

export type EventClass = {
  id: number
  name: string
  matchFormat: MatchFormat
  rankingPreset: RankingPresetKey
  durationMinutes: number
}

export async function loadClasses(db: Executor, eventId: number, settings: Settings): Promise<EventClass[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      matchFormat: classes.matchFormat,
      rankingPreset: classes.rankingPreset,
    })
    .from(classes)
    .where(eq(classes.tournamentId, eventId))
    .orderBy(asc(classes.position), asc(classes.id))
  return rows.map((row) => {
    const format = row.matchFormat as MatchFormat
    const matchFormat = validateMatchFormat(format).ok ? format : DEFAULT_MATCH_FORMAT
    return {
      id: row.id,
      name: row.name,
      matchFormat,
      rankingPreset: isRankingPresetKey(row.rankingPreset) ? row.rankingPreset : DEFAULT_RANKING_PRESET,
      durationMinutes: matchDurationMinutes(matchFormat, settings.durations),
    }
  })
}

export type MatchRow = {
  id: number
  classId: number
  drawMatchId: string | null
  startDate: Date | null
  courtId: number | null
  homeTeamId: number | null
  awayTeamId: number | null
  homeTeamPlaceholder: string | null
  awayTeamPlaceholder: string | null
}

/** A draw match as the plan shows it: its row, its class, its state in the draw. */
export type PlanMatch = {
  key: string
  row: MatchRow
  cls: EventClass
  resolved: ResolvedMatch
  group: string | null
  plannable: boolean
}

export type Plan = {
  event: EventRow
  settings: Settings
  courts: CourtRow[]
  input: ScheduleInput
  /** Draw matches with a public row, bye lines left out. */
  planMatches: PlanMatch[]
  byRowId: Map<number, PlanMatch>
  /** Slots of plannable matches that have a court and a time. */
  current: ScheduledMatch[]
  /** Other matches of the event on a court (played, or made outside a draw): they hold the court. */
  occupied: ScheduledMatch[]
  teamNames: Map<number, string>
  playerNames: Map<number, string>
}

export const keyOf = (classId: number, drawMatchId: string) => `${classId}:${drawMatchId}`

export function slotOf(row: MatchRow, key: string, minutes: number, timeZone: string): ScheduledMatch | null {
  if (!row.startDate || row.courtId === null) return null
  const start = row.startDate.getTime()
  return {
    matchId: key,
    courtId: row.courtId,
    start,
    end: start + minutes * MINUTE_MS,
    day: dayOf(start, timeZone),
  }
}

export function scheduleCourts(rows: readonly CourtRow[]): ScheduleCourt[] {
  return rows.map((court) => ({
    id: court.id,
    windows: court.windows.map((w) => ({ day: w.day, start: w.startsAt.getTime(), end: w.endsAt.getTime() })),
  }))
}

export async function loadPlan(db: Executor, eventId: number, forUpdate = false): Promise<Plan> {
  const event = await loadEvent(db, eventId, forUpdate)
  const settings = await loadSettings(db, eventId)
  const courtRows = await loadCourts(db, eventId)
  const classRows = await loadClasses(db, eventId, settings)
  const classIds = classRows.map((cls) => cls.id)
  const none = classIds.length === 0
  const drawRows = none
    ? []
    : await db
        .select({ classId: draws.classId, status: draws.status, draw: draws.draw })
        .from(draws)
        .where(inArray(draws.classId, classIds))
  const matchRows: MatchRow[] = none
    ? []
    : await db
        .select({
          id: matches.id,
          classId: matches.classId,
          drawMatchId: matches.drawMatchId,
          startDate: matches.startDate,
          courtId: matches.courtId,
          homeTeamId: matches.homeTeamId,
          awayTeamId: matches.awayTeamId,
          homeTeamPlaceholder: matches.homeTeamPlaceholder,
          awayTeamPlaceholder: matches.awayTeamPlaceholder,
        })
        .from(matches)
        .where(inArray(matches.classId, classIds))
        .orderBy(asc(matches.id))
  const members = none
    ? []
    : await db
        .select({
          teamId: teams.id,
          teamName: teams.name,
          userId: teamMembers.userId,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(teams)
        .leftJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .leftJoin(users, eq(users.id, teamMembers.userId))
        .where(inArray(teams.classId, classIds))
  const teamNames = new Map<number, string>()
  const playersOfTeam = new Map<number, number[]>()
  const playerNames = new Map<number, string>()
  for (const m of members) {
    teamNames.set(m.teamId, m.teamName)
    if (m.userId === null) continue
    playersOfTeam.set(m.teamId, [...(playersOfTeam.get(m.teamId) ?? []), m.userId])
    playerNames.set(m.userId, `${m.firstName ?? ''} ${m.lastName ?? ''}`.trim())
  }

  const rowByKey = new Map<string, MatchRow>()
  for (const row of matchRows) if (row.drawMatchId) rowByKey.set(keyOf(row.classId, row.drawMatchId), row)
  const scheduleMatches: ScheduleInput['matches'][number][] = []
  const planMatches: PlanMatch[] = []
  classRows.forEach((cls, priority) => {
    const drawRow = drawRows.find((d) => d.classId === cls.id)
    if (!drawRow || drawRow.status === 'draft') return
    const draw: Draw = drawRow.draw
    const resolve = { matchFormat: cls.matchFormat, rankingPreset: cls.rankingPreset }
    const resolved = resolveDraw(draw, resolve)
    const input = drawScheduleMatches({
      draw,
      prefix: `${cls.id}:`,
      durationMinutes: cls.durationMinutes,
      playersOf: (entryId) => playersOfTeam.get(entryId) ?? [],
      priority,
      resolve,
    })
    const plannable = new Set(input.map((m) => m.id))
    scheduleMatches.push(...input.filter((m) => rowByKey.has(m.id)))
    for (const match of resolved.matches) {
      const key = keyOf(cls.id, match.id)
      const row = rowByKey.get(key)
      if (!row || match.status === 'bye') continue
      const group = match.group !== undefined ? (draw.groups[match.group]?.name ?? null) : null
      planMatches.push({ key, row, cls, resolved: match, group, plannable: plannable.has(key) })
    }
  })

  const minutesOf = new Map(classRows.map((cls) => [cls.id, cls.durationMinutes]))
  const current: ScheduledMatch[] = []
  const occupied: ScheduledMatch[] = []
  const inPlan = new Set(planMatches.filter((m) => m.plannable).map((m) => m.key))
  for (const row of matchRows) {
    const key = row.drawMatchId ? keyOf(row.classId, row.drawMatchId) : `row:${row.id}`
    const slot = slotOf(row, key, minutesOf.get(row.classId) ?? 40, event.timeZone)
    if (!slot) continue
    if (inPlan.has(key)) current.push(slot)
    else occupied.push(slot)
  }
  return {
    event,
    settings,
    courts: courtRows,
    input: {
      courts: scheduleCourts(courtRows),
      matches: scheduleMatches,
      minRestMinutes: settings.minRestMinutes,
      maxMatchesPerPlayerPerDay: settings.maxMatchesPerPlayerPerDay,
    },
    planMatches,
    byRowId: new Map(planMatches.map((m) => [m.row.id, m])),
    current,
    occupied,
    teamNames,
    playerNames,
  }
}
