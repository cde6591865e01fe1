import { describe, expect, it, vi } from 'vitest'

vi.mock('../server/auth-fns.ts', () => ({ refreshSessionFn: vi.fn() }))
const { SESSION_REFRESH_INTERVAL_MS, TOKEN_EXPIRY_TOLERANCE_MS, isExpiring, readSessionExpiry } =
  await import('./session-refresh.ts')

describe('session refresh timing (spec sections 4 and 9)', () => {
  it('uses a 50-minute interval and a 5-second tolerance', () => {
    expect(SESSION_REFRESH_INTERVAL_MS).toBe(50 * 60 * 1000)
    expect(TOKEN_EXPIRY_TOLERANCE_MS).toBe(5000)
  })

  it('refreshes within 5 seconds of expiry, not before', () => {
    const now = 1_800_000_000_000
    expect(isExpiring(now / 1000 + 6, now)).toBe(false)
    expect(isExpiring(now / 1000 + 5, now)).toBe(true)
    expect(isExpiring(now / 1000 - 100, now)).toBe(true)
    expect(isExpiring(null, now)).toBe(true)
  })

  it('reads the expiry marker with or without the __Host- prefix', () => {
    expect(readSessionExpiry('a=1; __Host-courtside_session=1800000000; b=2')).toBe(1_800_000_000)
    expect(readSessionExpiry('courtside_session=1700000000')).toBe(1_700_000_000)
    expect(readSessionExpiry('courtside_session=abc')).toBeNull()
    expect(readSessionExpiry('')).toBeNull()
  })
})
