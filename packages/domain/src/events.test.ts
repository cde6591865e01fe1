import { describe, expect, it } from 'vitest'
import { eventTypeOf, registrationStatus, stateOfProgress } from './events.ts'

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
