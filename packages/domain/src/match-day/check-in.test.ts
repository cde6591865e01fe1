import { describe, expect, it } from 'vitest'
import { isSelfCheckInOpen } from './check-in.ts'

const at = (iso: string) => new Date(iso)
const window = {
  selfCheckInOpensAt: at('2026-12-12T07:00:00Z'),
  selfCheckInClosesAt: at('2026-12-12T09:00:00Z'),
}

describe('isSelfCheckInOpen', () => {
  it('is open from the opening time to just before the closing time', () => {
    expect(isSelfCheckInOpen(window, at('2026-12-12T06:59:59Z'))).toBe(false)
    expect(isSelfCheckInOpen(window, at('2026-12-12T07:00:00Z'))).toBe(true)
    expect(isSelfCheckInOpen(window, at('2026-12-12T08:59:59Z'))).toBe(true)
    expect(isSelfCheckInOpen(window, at('2026-12-12T09:00:00Z'))).toBe(false)
  })

  it('is closed while either time is not set', () => {
    const now = at('2026-12-12T08:00:00Z')
    expect(isSelfCheckInOpen({ ...window, selfCheckInOpensAt: null }, now)).toBe(false)
    expect(isSelfCheckInOpen({ ...window, selfCheckInClosesAt: null }, now)).toBe(false)
  })
})
