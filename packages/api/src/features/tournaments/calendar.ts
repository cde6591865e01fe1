// The site's calendars (RFC 5545) are written by ical-generator: it escapes TEXT, folds lines at
// 75 octets with CRLF and writes UID, SEQUENCE and DTSTAMP. The player's match feed
// (features/calendar-feed) uses calendarText too.
import ical, { ICalCalendarMethod, type ICalCalendar } from 'ical-generator'
import type { TournamentDetail } from '../../lib/types.ts'
import { plainExcerpt } from '../../lib/markdown.ts'

/**
 * The calendar as the file we serve: CRLF after the last line too, and `URL:` as our feeds have
 * always written it (ical-generator writes the equivalent `URL;VALUE=URI:`; subscribed clients
 * and our readers know the short form, and the line only gets shorter, so folding still holds).
 */
export function calendarText(calendar: ICalCalendar): string {
  return `${calendar.toString().replace(/\r\nURL;VALUE=URI:/g, '\r\nURL:')}\r\n`
}

/** Midnight UTC of the calendar date an instant has in the event's zone (+ `addDays`). */
function localDate(iso: string, timeZone: string, addDays = 0): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(new Date(iso))
    .split('-')
    .map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, day + addDays))
}

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
  const calendar = ical({
    prodId: '-//Courtside//Pickleball events//EN',
    scale: 'gregorian',
    method: ICalCalendarMethod.PUBLISH,
  })
  calendar.createEvent({
    id: `tournament-${event.id}@courtside`,
    stamp: options.now ?? new Date(),
    allDay: true,
    start: localDate(event.startDate, event.timeZone),
    end: localDate(event.endDate, event.timeZone, 1),
    summary: event.name,
    location:
      event.latitude !== null && event.longitude !== null
        ? { title: location, geo: { lat: event.latitude, lon: event.longitude } }
        : location,
    description: `${plainExcerpt(event.description, 500)}\n\n${url}`,
    url,
  })
  return calendarText(calendar)
}
