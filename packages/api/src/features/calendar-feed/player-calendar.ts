// A player's matches as an RFC 5545 calendar for subscription (webcal:). Each match keeps its UID
// (match-<id>@courtside) for ever, so a calendar app that re-reads the feed moves the entry when
// the director moves the match; SEQUENCE is the match's schedule_sequence, which the database
// raises on every change of time, court or sides (never lowers), so a client that compares
// sequences sees a moved match as a newer version, also when it moves earlier.
import { escapeText, fold, stamp } from '../../services/calendar.ts'
import type { PlayerMatch } from './player-matches.ts'

function localTime(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, dateStyle: 'full', timeStyle: 'short' }).format(date)
}

export function playerCalendar(options: {
  firstName: string
  matches: readonly PlayerMatch[]
  classUrl: (match: PlayerMatch) => string
  now: Date
}): string {
  const dtstamp = stamp(options.now)
  const events = options.matches.flatMap((match) => {
    const location = [match.court, match.venueName, match.city].filter(Boolean).join(', ')
    const description = `${match.eventName}\nLocal time: ${localTime(match.start, match.timeZone)} (${match.timeZone})`
    return [
      'BEGIN:VEVENT',
      `UID:match-${match.id}@courtside`,
      `DTSTAMP:${dtstamp}`,
      `DTSTART:${stamp(match.start)}`,
      `DTEND:${stamp(match.end)}`,
      `SEQUENCE:${match.sequence}`,
      `SUMMARY:${escapeText(`${match.className}: ${match.home} – ${match.away}`)}`,
      `LOCATION:${escapeText(location)}`,
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${options.classUrl(match)}`,
      'END:VEVENT',
    ]
  })
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Courtside//Player matches//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(`Courtside – ${options.firstName}`)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events,
    'END:VCALENDAR',
  ]
  return `${lines.map(fold).join('\r\n')}\r\n`
}
