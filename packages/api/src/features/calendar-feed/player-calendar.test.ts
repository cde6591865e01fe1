// The feed's text as a calendar app parses it: CRLF lines folded at 75 octets, TEXT escaped, one
// VEVENT per match with a UID that does not depend on the time, a SEQUENCE that grows when a match
// moves later, placeholders in words.
import { describe, expect, it } from 'vitest'
import { playerCalendar } from './player-calendar.ts'
import { sideInWords, type PlayerMatch } from './player-matches.ts'

const match = (overrides: Partial<PlayerMatch> = {}): PlayerMatch => ({
  id: 7,
  sequence: 0,
  start: new Date('2026-06-13T07:30:00Z'),
  end: new Date('2026-06-13T08:05:00Z'),
  classId: 3,
  className: 'Mixed Doubles 4.0+',
  eventId: 2,
  eventName: 'Open; Lisboa, 2026',
  timeZone: 'Europe/Lisbon',
  venueName: 'Clube Ténis do Jamor, Pavilhão Norte',
  city: 'Oeiras',
  court: 'Court 3',
  home: 'Ana Silva / Rui Costa',
  away: 'Winner of QF1',
  ...overrides,
})
const render = (matches: PlayerMatch[]) =>
  playerCalendar({
    firstName: 'Ana',
    matches,
    classUrl: (m) => `https://courtside.example/pt/tournament/${m.eventId}/class/${m.classId}`,
    now: new Date('2026-06-01T10:00:00Z'),
  })

describe('playerCalendar', () => {
  it('writes CRLF lines of at most 75 octets with escaped text', () => {
    const ics = render([match()])
    expect(ics.endsWith('\r\n')).toBe(true)
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    const unfolded = ics.replace(/\r\n /g, '')
    expect(unfolded).toContain('LOCATION:Court 3\\, Clube Ténis do Jamor\\, Pavilhão Norte\\, Oeiras\r\n')
    expect(unfolded).toContain('SUMMARY:Mixed Doubles 4.0+: Ana Silva / Rui Costa – Winner of QF1\r\n')
    // 07:30 UTC is 08:30 in Lisbon in summer.
    expect(unfolded).toMatch(
      /DESCRIPTION:Open\\; Lisboa\\, 2026\\nLocal time: .*08:30 \(Europe\/Lisbon\)\r\n/,
    )
    expect(unfolded).toContain('DTSTART:20260613T073000Z\r\nDTEND:20260613T080500Z\r\n')
    expect(unfolded).toContain('X-WR-CALNAME:Courtside – Ana\r\n')
  })

  it('keeps the UID when a match moves and writes its SEQUENCE', () => {
    const before = render([match()])
    const after = render([
      match({
        sequence: 1,
        start: new Date('2026-06-13T09:00:00Z'),
        end: new Date('2026-06-13T09:35:00Z'),
      }),
    ])
    const field = (ics: string, name: string) => new RegExp(`\\r\\n${name}:([^\\r]*)`).exec(ics)![1]!
    expect(field(after, 'UID')).toBe(field(before, 'UID'))
    expect(field(after, 'UID')).toBe('match-7@courtside')
    expect(Number(field(after, 'SEQUENCE'))).toBeGreaterThan(Number(field(before, 'SEQUENCE')))
  })

  it('writes an empty calendar when nothing is scheduled', () => {
    const ics = render([])
    expect(ics).not.toContain('BEGIN:VEVENT')
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*END:VCALENDAR\r\n$/)
  })
})

describe('sideInWords', () => {
  it('prefers the team name, then says placeholders in words', () => {
    expect(sideInWords('Ana Silva', 'W:QF1')).toBe('Ana Silva')
    expect(sideInWords(null, 'W:QF1')).toBe('Winner of QF1')
    expect(sideInWords(null, 'L:SF2')).toBe('Loser of SF2')
    expect(sideInWords(null, 'A1')).toBe('A1')
    expect(sideInWords(null, null)).toBe('To be decided')
  })
})
