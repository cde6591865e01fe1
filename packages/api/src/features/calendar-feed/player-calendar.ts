// A player's matches as an RFC 5545 calendar for subscription (webcal:). Each match keeps its UID
// (match-<id>@courtside) for ever, so a calendar app that re-reads the feed moves the entry when
// the director moves the match; SEQUENCE is the match's schedule_sequence, which the database
// raises on every change of time, court or sides (never lowers), so a client that compares
// sequences sees a moved match as a newer version, also when it moves earlier.
import ical, { ICalCalendarMethod } from 'ical-generator'
import { calendarText } from '../tournaments/index.ts'
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
  const calendar = ical({
    prodId: '-//Courtside//Player matches//EN',
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
    name: `Courtside – ${options.firstName}`,
    // REFRESH-INTERVAL and X-PUBLISHED-TTL: clients re-read the feed every hour.
    ttl: 3600,
  })
  for (const match of options.matches) {
    calendar.createEvent({
      id: `match-${match.id}@courtside`,
      sequence: match.sequence,
      stamp: options.now,
      start: match.start,
      end: match.end,
      summary: `${match.className}: ${match.home} – ${match.away}`,
      location: [match.court, match.venueName, match.city].filter(Boolean).join(', '),
      description: `${match.eventName}\nLocal time: ${localTime(match.start, match.timeZone)} (${match.timeZone})`,
      url: options.classUrl(match),
    })
  }
  return calendarText(calendar)
}
