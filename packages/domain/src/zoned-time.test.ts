import { describe, expect, it } from 'vitest'
import {
  dayOf,
  fromZonedInput,
  timeOf,
  toZonedInput,
  wallFieldsToInstant,
  wallToInstant,
  zoneOffsetMs,
} from './zoned-time.ts'

describe('wall clock of an event', () => {
  it('turns a local day and time into the instant and back', () => {
    const summer = wallToInstant('2026-06-13', '09:30', 'Europe/Berlin')
    expect(new Date(summer).toISOString()).toBe('2026-06-13T07:30:00.000Z')
    expect(dayOf(summer, 'Europe/Berlin')).toBe('2026-06-13')
    expect(timeOf(summer, 'Europe/Berlin')).toBe('09:30')
    const winter = wallToInstant('2026-12-05', '09:30', 'Europe/Berlin')
    expect(new Date(winter).toISOString()).toBe('2026-12-05T08:30:00.000Z')
  })

  it('reads midnight at the end of a window as 24:00 of its day', () => {
    const end = wallToInstant('2026-06-13', '24:00', 'Europe/Lisbon')
    expect(new Date(end).toISOString()).toBe('2026-06-13T23:00:00.000Z')
    expect(timeOf(end, 'Europe/Lisbon', '2026-06-13')).toBe('24:00')
    expect(timeOf(end, 'Europe/Lisbon')).toBe('00:00')
  })

  it('keeps the local day when UTC is already on the next one', () => {
    const late = wallToInstant('2026-06-13', '23:30', 'America/New_York')
    expect(dayOf(late, 'America/New_York')).toBe('2026-06-13')
    expect(dayOf(late, 'UTC')).toBe('2026-06-14')
  })

  it('reads a wall clock whose year is not four digits (by its parts)', () => {
    const early = Date.UTC(999, 5, 13, 12)
    expect(dayOf(early, 'UTC')).toBe('999-06-13')
    expect(timeOf(early, 'UTC')).toBe('12:00')
  })

  it('knows the offset of a zone in summer and winter', () => {
    expect(zoneOffsetMs(Date.UTC(2026, 6, 1, 12), 'Europe/Stockholm')).toBe(2 * 3_600_000)
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1, 12), 'Europe/Stockholm')).toBe(3_600_000)
    expect(zoneOffsetMs(Date.UTC(2026, 0, 1, 12), 'America/New_York')).toBe(-5 * 3_600_000)
  })

  it('rolls wall-clock fields over the end of a month', () => {
    const instant = wallFieldsToInstant(2026, 5, 32, 10, 0, 'Europe/Madrid')
    expect(new Date(instant).toISOString()).toBe('2026-06-01T08:00:00.000Z')
  })
})

describe('zoned time inputs', () => {
  it('shows a UTC instant on the event’s wall clock, summer and winter', () => {
    expect(toZonedInput('2027-07-10T07:30:00.000Z', 'Europe/Berlin')).toBe('2027-07-10T09:30')
    expect(toZonedInput('2027-01-10T07:30:00.000Z', 'Europe/Berlin')).toBe('2027-01-10T08:30')
    expect(toZonedInput('2027-01-10T07:30:00.000Z', 'Europe/Lisbon')).toBe('2027-01-10T07:30')
    expect(toZonedInput(null, 'Europe/Berlin')).toBe('')
    expect(toZonedInput('not a date', 'Europe/Berlin')).toBe('')
  })

  it('turns a wall-clock time back into the same instant', () => {
    expect(fromZonedInput('2027-07-10T09:30', 'Europe/Berlin')).toBe('2027-07-10T07:30:00.000Z')
    expect(fromZonedInput('2027-03-28T03:30', 'Europe/Berlin')).toBe('2027-03-28T01:30:00.000Z')
    expect(fromZonedInput('2027-10-31T12:00', 'Europe/Stockholm')).toBe('2027-10-31T11:00:00.000Z')
    expect(fromZonedInput('', 'Europe/Berlin')).toBeNull()
    expect(fromZonedInput('10.07.2027', 'Europe/Berlin')).toBeNull()
  })

  it('round-trips every hour of a year across a daylight-saving zone', () => {
    for (let hour = 0; hour < 365 * 24; hour += 7) {
      const iso = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000).toISOString()
      expect(fromZonedInput(toZonedInput(iso, 'Europe/Madrid'), 'Europe/Madrid')).toBe(iso)
    }
  })
})
