// What kind of event a row is and where it stands, from its stored codes and dates.
import { Progress, TRAVEL_TYPE_CODES } from './enums.ts'

export type EventType = 'tournaments' | 'travels'

export function eventTypeOf(typeCode: number): EventType {
  return (TRAVEL_TYPE_CODES as readonly number[]).includes(typeCode) ? 'travels' : 'tournaments'
}

/** The list filter: open = not finished (upcoming or running), closed = finished (docs/decisions/0003). */
export type TournamentState = 'open' | 'closed'

export function stateOfProgress(progress: number): TournamentState {
  return progress === Progress.Finished ? 'closed' : 'open'
}

export type RegistrationStatus = 'open' | 'not_yet_open' | 'closed' | 'finished'

/** Whether players may register now: only before the event starts and inside the window. */
export function registrationStatus(
  row: { registrationOpensAt: Date | null; registrationClosesAt: Date | null; progress: number },
  now: Date,
): RegistrationStatus {
  if (row.progress === Progress.Finished) return 'finished'
  if (row.registrationOpensAt && now < row.registrationOpensAt) return 'not_yet_open'
  if (!row.registrationClosesAt || now > row.registrationClosesAt || row.progress !== Progress.NotStarted)
    return 'closed'
  return 'open'
}

const DAY_MS = 86_400_000

/**
 * From the day before an event starts to the day after it ends (ISO instants): when its page
 * shows "Live now" and its answer (GET /bff/tournament/{id}) carries the panel's data.
 */
export function isAroundEventDays(event: { startDate: string; endDate: string }, now = Date.now()): boolean {
  return now >= Date.parse(event.startDate) - DAY_MS && now <= Date.parse(event.endDate) + DAY_MS
}
