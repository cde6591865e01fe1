import { describe, expect, it } from 'vitest'
import { dayOf, timeOf, wallToInstant } from './wall-clock.ts'

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
})
