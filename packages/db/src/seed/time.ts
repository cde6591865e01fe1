// Date helpers. Every seeded date is "N days from the UTC start of today" plus a local wall-clock
// time in the event's IANA zone, so the content keeps its shape (running events stay running)
// whatever day the database is created, and times look right on the event's local clock. The
// wall-clock conversion itself is the domain's (zoned-time.ts), shared with the API and the console.

import { wallFieldsToInstant } from '@courtside/domain'

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

/**
 * The instant at which the wall clock in `timeZone` shows `hour:minute` on the calendar day
 * `dayOffset` days after `base` (a UTC day start).
 */
export function zonedTime(
  base: Date,
  dayOffset: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const day = addDays(base, dayOffset)
  return new Date(
    wallFieldsToInstant(
      day.getUTCFullYear(),
      day.getUTCMonth() + 1,
      day.getUTCDate(),
      hour,
      minute,
      timeZone,
    ),
  )
}

/** Day of week of a UTC day start: 0 Sunday … 6 Saturday. */
export function weekday(date: Date): number {
  return date.getUTCDay()
}
