import { describe, expect, it } from 'vitest'
import { eventTypeOf, isAroundEventDays, registrationStatus, stateOfProgress } from './events.ts'

const at = (iso: string) => new Date(iso)

describe('events', () => {
  it('tells travel events from tournaments by their type code', () => {
    expect([1, 13, 3, 15].map(eventTypeOf)).toEqual(['tournaments', 'tournaments', 'travels', 'travels'])
  })

  it('puts finished events in the closed list and everything else in the open one', () => {
    expect([0, 1, 2].map(stateOfProgress)).toEqual(['open', 'open', 'closed'])
  })

  it('opens registration only inside its window and before play starts', () => {
    const window = {
      registrationOpensAt: at('2026-05-01T00:00Z'),
      registrationClosesAt: at('2026-06-01T00:00Z'),
    }
    expect(registrationStatus({ ...window, progress: 0 }, at('2026-04-30T23:59Z'))).toBe('not_yet_open')
    expect(registrationStatus({ ...window, progress: 0 }, at('2026-05-15T12:00Z'))).toBe('open')
    expect(registrationStatus({ ...window, progress: 0 }, at('2026-06-01T00:01Z'))).toBe('closed')
    expect(registrationStatus({ ...window, progress: 1 }, at('2026-05-15T12:00Z'))).toBe('closed')
    expect(registrationStatus({ ...window, progress: 2 }, at('2026-05-15T12:00Z'))).toBe('finished')
    expect(
      registrationStatus(
        { registrationOpensAt: null, registrationClosesAt: null, progress: 0 },
        at('2026-05-15T12:00Z'),
      ),
    ).toBe('closed')
  })
})

describe('isAroundEventDays', () => {
  const event = { startDate: '2026-06-13T07:00:00.000Z', endDate: '2026-06-14T18:00:00.000Z' }
  const around = (iso: string) => isAroundEventDays(event, Date.parse(iso))

  it('holds from a day before the start to a day after the end', () => {
    expect(around('2026-06-12T07:00:00.000Z')).toBe(true)
    expect(around('2026-06-13T12:00:00.000Z')).toBe(true)
    expect(around('2026-06-15T18:00:00.000Z')).toBe(true)
  })

  it('does not hold before or after that', () => {
    expect(around('2026-06-12T06:59:59.999Z')).toBe(false)
    expect(around('2026-06-15T18:00:00.001Z')).toBe(false)
  })
})
