import { describe, expect, it } from 'vitest'
import type { TournamentDetail } from '../../lib/types.ts'
import { tournamentCalendar } from './calendar.ts'

const event = {
  id: 7,
  name: 'Berlin Open; Doubles, Singles',
  description: 'A **great** weekend.\n\nBring water.',
  startDate: '2026-06-12T07:00:00.000Z',
  endDate: '2026-06-14T16:00:00.000Z',
  timeZone: 'Europe/Berlin',
  venueName: 'Sportpark Ost',
  address: 'Hallenstraße 12',
  postalCode: '10243',
  city: 'Berlin',
  country: 'DE',
  latitude: 52.5,
  longitude: 13.4,
} as unknown as TournamentDetail

describe('tournamentCalendar', () => {
  const ics = tournamentCalendar({
    event,
    url: 'https://courtside.example/en/tournament/7/',
    now: new Date('2026-01-01T00:00:00Z'),
  })

  it('is a VCALENDAR with CRLF line endings and an all-day event in local dates', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true)
    expect(ics).toContain('DTSTART;VALUE=DATE:20260612\r\n')
    // DTEND is exclusive: the day after the last day.
    expect(ics).toContain('DTEND;VALUE=DATE:20260615\r\n')
    expect(ics).toContain('UID:tournament-7@courtside')
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('escapes commas and semicolons and folds long lines', () => {
    expect(ics).toContain('SUMMARY:Berlin Open\\; Doubles\\, Singles')
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(ics).toContain('GEO:52.5;13.4')
  })

  it('uses the event time zone for the date, not UTC', () => {
    const late = tournamentCalendar({
      event: { ...event, startDate: '2026-06-11T23:30:00.000Z', endDate: '2026-06-11T23:45:00.000Z' },
      url: 'https://x.example/',
    })
    expect(late).toContain('DTSTART;VALUE=DATE:20260612')
  })
})
