// The desk screen's answer: every court with what holds it (state, since when, overdue), the ready
// queue in calling order, the called list and the latest confirmed results, names resolved.
import { isActive, isFinished, isOverdue, readyQueue, type DeskMatch } from '@courtside/domain'
import type { z } from '@hono/zod-openapi'
import type { DeskView, DeskMatchView } from './contract.ts'
import type { Desk } from './desk-store.ts'

const RECENT = 8

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null

function sideName(desk: Desk, side: number | 'bye' | null, placeholder: string | null): string | null {
  return typeof side === 'number' ? (desk.plan.teamNames.get(side) ?? null) : placeholder
}

function matchView(desk: Desk, match: DeskMatch): z.infer<typeof DeskMatchView> {
  const { plan, row } = desk.byId.get(match.id)!
  const result = plan.resolved.result
  const since = row?.pendingAt ?? row?.onCourtAt ?? row?.calledAt ?? null
  return {
    id: match.id,
    classId: plan.cls.id,
    className: plan.cls.name,
    stage: plan.resolved.stage,
    group: plan.group,
    round: plan.resolved.round,
    home: sideName(desk, plan.resolved.home, plan.row.homeTeamPlaceholder),
    away: sideName(desk, plan.resolved.away, plan.row.awayTeamPlaceholder),
    state: isFinished(match) && row ? 'confirmed' : match.state,
    version: row?.version ?? 0,
    courtId: match.courtId,
    plannedCourtId: match.plannedCourtId,
    plannedStart: iso(plan.row.startDate),
    calledAt: iso(row?.calledAt),
    onCourtAt: iso(row?.onCourtAt),
    confirmedAt: iso(row?.confirmedAt),
    since: iso(since),
    overdue: isOverdue(match, desk.settings.overdueMinutes, desk.now.getTime()),
    score: result ? result.results.map((g) => `${g.home}–${g.away}`).join(', ') || null : null,
  }
}

export function deskView(desk: Desk): z.infer<typeof DeskView> {
  const active = desk.matches.filter(isActive)
  const recent = desk.matches
    .filter((m) => isFinished(m) && desk.byId.get(m.id)?.row)
    .sort((a, b) => (b.finishedAt ?? 0) - (a.finishedAt ?? 0) || b.id - a.id)
    .slice(0, RECENT)
  return {
    eventId: desk.plan.event.id,
    timeZone: desk.plan.event.timeZone,
    now: desk.now.toISOString(),
    settings: desk.settings,
    checkInRequired: desk.rules.checkInRequired,
    courts: desk.plan.courts.map((court) => {
      const match = active.find((m) => m.courtId === court.id)
      return { id: court.id, name: court.name, match: match ? matchView(desk, match) : null }
    }),
    queue: readyQueue(desk.matches, desk.rules, desk.now.getTime()).map((m) => matchView(desk, m)),
    called: active.filter((m) => m.state === 'called').map((m) => matchView(desk, m)),
    recent: recent.map((m) => matchView(desk, m)),
  }
}
