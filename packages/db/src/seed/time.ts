// Date helpers. Every seeded date is "N days from the UTC start of today" plus a local wall-clock
// time in the event's IANA zone, so the content keeps its shape (running events stay running)
// whatever day the database is created, and times look right on the event's local clock.

export const DAY_MS = 86_400_000
export const MINUTE_MS = 60_000

/** 00:00 UTC of the day containing `date`. */
export function utcDayStart(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()))
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS)
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * MINUTE_MS)
}

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Offset of `timeZone` from UTC at instant `ms`, in ms (positive east of Greenwich). */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {}
  for (const part of formatterFor(timeZone).formatToParts(ms)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value)
  }
  const asUtc = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  )
  return asUtc - (ms - (ms % 1000))
}

/**
 * The instant at which the wall clock in `timeZone` shows `hour:minute` on the calendar day
 * `dayOffset` days after `base` (a UTC day start). Two passes settle DST transitions.
 */
export function zonedTime(
  base: Date,
  dayOffset: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const day = addDays(base, dayOffset)
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute)
  const first = wall - zoneOffsetMs(wall, timeZone)
  const second = wall - zoneOffsetMs(first, timeZone)
  return new Date(second)
}

/** Day of week of a UTC day start: 0 Sunday … 6 Saturday. */
export function weekday(date: Date): number {
  return date.getUTCDay()
}
