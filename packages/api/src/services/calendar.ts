import type { TournamentDetail } from '../lib/types.ts'
import { plainExcerpt } from './tournaments.ts'

// The RFC 5545 helpers are exported for the player's match feed (features/calendar-feed) too.

/** RFC 5545 TEXT escaping. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')
}

/** Lines longer than 75 octets are folded with CRLF + space (RFC 5545 section 3.1). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let current = ''
  for (const char of line) {
    if (Buffer.byteLength(current + char, 'utf8') > (parts.length ? 74 : 75)) {
      parts.push(current)
      current = ''
    }
    current += char
  }
  parts.push(current)
  return parts.join('\r\n ')
}

/** The calendar date (YYYYMMDD) of an instant in the event's time zone. */
function localDate(iso: string, timeZone: string, addDays = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(iso))
    .split('-')
    .map(Number) as [number, number, number]
  const date = new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + addDays))
  return date.toISOString().slice(0, 10).replace(/-/g, '')
}

/** A UTC date-time in RFC 5545's basic form (20261212T080000Z). */
export const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** An all-day calendar entry spanning the event's local dates (end is exclusive per RFC 5545). */
export function tournamentCalendar(options: { event: TournamentDetail; url: string; now?: Date }): string {
  const { event, url } = options
  const location = [
    event.venueName,
    event.address,
    [event.postalCode, event.city].filter(Boolean).join(' '),
    event.country,
  ]
    .filter(Boolean)
    .join(', ')
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Pickleball events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:tournament-${event.id}@courtside`,
    `DTSTAMP:${stamp(options.now ?? new Date())}`,
    `DTSTART;VALUE=DATE:${localDate(event.startDate, event.timeZone)}`,
    `DTEND;VALUE=DATE:${localDate(event.endDate, event.timeZone, 1)}`,
    `SUMMARY:${escapeText(event.name)}`,
    `LOCATION:${escapeText(location)}`,
    `DESCRIPTION:${escapeText(`${plainExcerpt(event.description, 500)}\n\n${url}`)}`,
    `URL:${url}`,
    ...(event.latitude !== null && event.longitude !== null
      ? [`GEO:${event.latitude};${event.longitude}`]
      : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
