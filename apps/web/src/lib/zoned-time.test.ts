import { describe, expect, it } from 'vitest'
import { fromZonedInput, toZonedInput } from './zoned-time.ts'

describe('zoned time inputs', () => {
  it('shows a UTC instant on the event’s wall clock, summer and winter', () => {
    expect(toZonedInput('2027-07-10T07:30:00.000Z', 'Europe/Berlin')).toBe('2027-07-10T09:30')
    expect(toZonedInput('2027-01-10T07:30:00.000Z', 'Europe/Berlin')).toBe('2027-01-10T08:30')
    expect(toZonedInput('2027-01-10T07:30:00.000Z', 'Europe/Lisbon')).toBe('2027-01-10T07:30')
    expect(toZonedInput(null, 'Europe/Berlin')).toBe('')
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
