// Everything the court desk is computed from, read in one place: the event's plan (features/
// schedule loadPlan: courts, locked draws resolved, planned court and time per match), the
// match_day rows, the players of every team, check-ins and the match-day settings. Inside a write
// the event row is locked FOR UPDATE (loadPlan), so two desk screens never call to one court.
import {
  calledState,
  checkIns,
  eq,
  inArray,
  matchDay,
  matchDaySettings,
  teamMembers,
  type Executor,
} from '@courtside/db'
import { isActive, type DeskMatch, type DeskRules } from '@courtside/domain'
import { loadPlan, type Plan, type PlanMatch } from '../schedule/index.ts'

export type MatchDayRow = typeof matchDay.$inferSelect

export type DeskSettings = { autoCall: boolean; overdueMinutes: number; autoConfirmMinutes: number }

export const DEFAULT_DESK_SETTINGS: DeskSettings = {
  autoCall: false,
  overdueMinutes: 45,
  autoConfirmMinutes: 10,
}

export type Desk = {
  plan: Plan
  now: Date
  /** The desk's view of every match of a locked draw (bye lines left out). */
  matches: DeskMatch[]
  byId: Map<number, { desk: DeskMatch; plan: PlanMatch; row: MatchDayRow | null }>
  rules: DeskRules
  settings: DeskSettings
}

const STAGE_ORDER = { group: 0, main: 1, third_place: 2, consolation: 3 } as const

const settingsOf = (row: typeof matchDaySettings.$inferSelect | undefined): DeskSettings =>
  row
    ? {
        autoCall: row.autoCall,
        overdueMinutes: row.overdueMinutes,
        autoConfirmMinutes: row.autoConfirmMinutes,
      }
    : DEFAULT_DESK_SETTINGS

export async function loadDesk(db: Executor, eventId: number, now: Date, forUpdate = false): Promise<Desk> {
  const plan = await loadPlan(db, eventId, forUpdate)
  const [settingsRow] = await db
    .select()
    .from(matchDaySettings)
    .where(eq(matchDaySettings.tournamentId, eventId))
  const settings = settingsOf(settingsRow)
  const rows = await db.select().from(matchDay).where(eq(matchDay.tournamentId, eventId))
  const rowOf = new Map(rows.map((row) => [row.matchId, row]))
  const checked = await db
    .select({ userId: checkIns.userId })
    .from(checkIns)
    .where(eq(checkIns.tournamentId, eventId))
  const teamIds = [
    ...new Set(
      plan.planMatches.flatMap((m) =>
        [m.resolved.home, m.resolved.away].filter((side): side is number => typeof side === 'number'),
      ),
    ),
  ]
  const members =
    teamIds.length === 0
      ? []
      : await db
          .select({ teamId: teamMembers.teamId, userId: teamMembers.userId })
          .from(teamMembers)
          .where(inArray(teamMembers.teamId, teamIds))
  const playersOf = (side: number | 'bye' | null): number[] | null =>
    typeof side === 'number' ? members.filter((m) => m.teamId === side).map((m) => m.userId) : null

  const rowIdOfKey = new Map(plan.planMatches.map((m) => [m.key, m.row.id]))
  const afterOf = new Map(plan.input.matches.map((m) => [m.id, m.after]))
  const classOrder = new Map<number, number>()
  for (const m of plan.planMatches) if (!classOrder.has(m.cls.id)) classOrder.set(m.cls.id, classOrder.size)

  const byId: Desk['byId'] = new Map()
  const matches = plan.planMatches.map((m) => {
    const row = rowOf.get(m.row.id) ?? null
    const decided = m.resolved.status === 'decided'
    const desk: DeskMatch = {
      id: m.row.id,
      classOrder: classOrder.get(m.cls.id) ?? 0,
      stageOrder: STAGE_ORDER[m.resolved.stage],
      round: m.resolved.round,
      position: m.resolved.position,
      plannedStart: m.row.startDate?.getTime() ?? null,
      plannedCourtId: m.row.courtId,
      home: playersOf(m.resolved.home),
      away: playersOf(m.resolved.away),
      decided,
      state: calledState(row?.state),
      courtId: row?.courtId ?? null,
      onCourtAt: row?.onCourtAt?.getTime() ?? null,
      // A result entered at the results form while the match was on court has no confirmation
      // time until the next desk write settles it; its players rest from now until then.
      finishedAt: row?.confirmedAt?.getTime() ?? (decided && calledState(row?.state) ? now.getTime() : null),
      feeders: (afterOf.get(m.key) ?? []).map((key) => rowIdOfKey.get(key) ?? -1),
    }
    byId.set(desk.id, { desk, plan: m, row })
    return desk
  })
  const rules: DeskRules = {
    minRestMinutes: plan.settings.minRestMinutes,
    checkInRequired: settingsRow?.checkInDeadline != null || checked.length > 0,
    checkedIn: new Set(checked.map((c) => c.userId)),
  }
  return { plan, now, matches, byId, rules, settings }
}

/**
 * Matches the desk still holds on a court although the draw already has their result (entered
 * through the results form, or confirmed by scoring) are marked confirmed now, which frees the
 * court and starts the players' rest. Returns the ids settled.
 */
export async function settleDecided(tx: Executor, desk: Desk): Promise<number[]> {
  const stale = desk.matches.filter(
    (m) => m.decided && m.state !== null && m.state !== 'confirmed' && desk.byId.get(m.id)?.row,
  )
  for (const m of stale) {
    await tx
      .update(matchDay)
      .set({
        state: 'confirmed',
        confirmedAt: desk.now,
        version: (desk.byId.get(m.id)!.row!.version ?? 0) + 1,
        updatedAt: desk.now,
      })
      .where(eq(matchDay.matchId, m.id))
  }
  return stale.map((m) => m.id)
}

/** The version a desk screen saw for a match (0 while it has no match-day row). */
export const versionOf = (desk: Desk, matchId: number): number => desk.byId.get(matchId)?.row?.version ?? 0

export const activeOnCourt = (desk: Desk, courtId: number): DeskMatch | undefined =>
  desk.matches.find((m) => isActive(m) && m.courtId === courtId)
