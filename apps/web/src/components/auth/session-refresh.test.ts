import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const refreshSessionFn = vi.fn()
vi.mock('../../server/auth-fns.ts', () => ({ refreshSessionFn }))
const {
  REFRESH_RETRY_DELAY_MS,
  SESSION_REFRESH_INTERVAL_MS,
  TOKEN_EXPIRY_TOLERANCE_MS,
  ensureFreshSession,
  isExpiring,
  readSessionExpiry,
  startSessionRefresh,
} = await import('./session-refresh.ts')

const MINUTE = 60_000
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0)

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

describe('startSessionRefresh (an open page)', () => {
  /** A fake identity: each successful refresh moves the expiry `lifetime` ms ahead. */
  function harness(options: { expiresInMs: number; lifetimeMs?: number }) {
    let expiresAt: number | null = Math.floor((Date.now() + options.expiresInMs) / 1000)
    const outcomes: ('refreshed' | 'signed-out' | 'unavailable' | 'offline')[] = []
    const refresh = vi.fn(async (_onlyIfExpiring: boolean) => {
      const outcome = outcomes.shift() ?? 'refreshed'
      if (outcome === 'offline') throw new TypeError('Failed to fetch')
      if (outcome === 'signed-out') expiresAt = null
      if (outcome === 'refreshed')
        expiresAt = Math.floor((Date.now() + (options.lifetimeMs ?? 60 * MINUTE)) / 1000)
      return Promise.resolve(outcome)
    })
    const onSignedOut = vi.fn()
    const schedule = startSessionRefresh({ refresh, readExpiry: () => expiresAt, onSignedOut })
    return { refresh, onSignedOut, schedule, outcomes }
  }

  beforeEach(() => {
    vi.useFakeTimers({ now: T0 })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('refreshes every 50 minutes while the page is open', async () => {
    const { refresh, schedule } = harness({ expiresInMs: 60 * MINUTE })
    await vi.advanceTimersByTimeAsync(50 * MINUTE - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(refresh).toHaveBeenLastCalledWith(false)
    await vi.advanceTimersByTimeAsync(50 * MINUTE)
    expect(refresh).toHaveBeenCalledTimes(2)
    schedule.stop()
  })

  it('refreshes when the tokens come within 5 seconds of expiry, not earlier', async () => {
    const { refresh, schedule } = harness({ expiresInMs: 10 * MINUTE })
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 5_000 - 1)
    expect(refresh).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(refresh).toHaveBeenLastCalledWith(true)
    schedule.stop()
  })

  it('follows short-lived tokens: each refresh schedules the next one from the new expiry', async () => {
    const { refresh, schedule } = harness({ expiresInMs: 60_000, lifetimeMs: 60_000 })
    await vi.advanceTimersByTimeAsync(55_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(55_000)
    expect(refresh).toHaveBeenCalledTimes(2)
    schedule.stop()
  })

  it('a refused refresh signs the page out and stops refreshing', async () => {
    const { refresh, onSignedOut, outcomes, schedule } = harness({ expiresInMs: 10 * MINUTE })
    outcomes.push('signed-out')
    await vi.advanceTimersByTimeAsync(10 * MINUTE)
    expect(onSignedOut).toHaveBeenCalledTimes(1)
    const calls = refresh.mock.calls.length
    await vi.advanceTimersByTimeAsync(5 * MINUTE)
    expect(refresh).toHaveBeenCalledTimes(calls)
    schedule.stop()
  })

  it('a network failure keeps the session and tries again 30 seconds later', async () => {
    const { refresh, onSignedOut, outcomes, schedule } = harness({ expiresInMs: 10 * MINUTE })
    outcomes.push('offline', 'unavailable')
    await vi.advanceTimersByTimeAsync(10 * MINUTE - 5_000)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS - 1)
    expect(refresh).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(refresh).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(REFRESH_RETRY_DELAY_MS)
    expect(refresh).toHaveBeenCalledTimes(3)
    expect(onSignedOut).not.toHaveBeenCalled()
    schedule.stop()
  })

  it('refreshes at once when a page comes back into view with expiring tokens', async () => {
    const { refresh, schedule } = harness({ expiresInMs: 2_000 })
    schedule.stop()
    schedule.refreshIfExpiring()
    await vi.advanceTimersByTimeAsync(0)
    expect(refresh).toHaveBeenCalledWith(true)
  })

  it('stops all timers when the page closes', async () => {
    const { refresh, schedule } = harness({ expiresInMs: 10 * MINUTE })
    schedule.stop()
    await vi.advanceTimersByTimeAsync(120 * MINUTE)
    expect(refresh).not.toHaveBeenCalled()
  })
})

describe('ensureFreshSession (before every page load)', () => {
  const userKey = ['user', 'me']
  let queryClient: QueryClient
  beforeEach(() => {
    refreshSessionFn.mockReset()
    queryClient = new QueryClient()
    queryClient.setQueryData(userKey, { id: 1 })
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('in the browser, asks the server only when the marker says the tokens are expiring', async () => {
    const inAMinute = Math.floor(Date.now() / 1000) + 60
    vi.stubGlobal('document', { cookie: `__Host-courtside_session=${inAMinute}` })
    await ensureFreshSession(queryClient)
    expect(refreshSessionFn).not.toHaveBeenCalled()

    vi.stubGlobal('document', { cookie: `__Host-courtside_session=${inAMinute - 57}` })
    refreshSessionFn.mockResolvedValue({ status: 'refreshed', expiresAt: inAMinute + 3600 })
    await ensureFreshSession(queryClient)
    expect(refreshSessionFn).toHaveBeenCalledWith({ data: { onlyIfExpiring: true } })
    // New tokens: the current user is loaded again.
    expect(queryClient.getQueryData(userKey)).toBeUndefined()
  })

  it('in the browser, does nothing for an anonymous visitor', async () => {
    vi.stubGlobal('document', { cookie: 'courtside_locale=en' })
    await ensureFreshSession(queryClient)
    expect(refreshSessionFn).not.toHaveBeenCalled()
  })

  it('a refused refresh drops the current user; a network failure keeps it', async () => {
    refreshSessionFn.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await ensureFreshSession(queryClient)
    expect(queryClient.getQueryData(userKey)).toEqual({ id: 1 })

    refreshSessionFn.mockResolvedValueOnce({ status: 'unavailable' })
    await ensureFreshSession(queryClient)
    expect(queryClient.getQueryData(userKey)).toEqual({ id: 1 })

    refreshSessionFn.mockResolvedValueOnce({ status: 'signed-out' })
    await ensureFreshSession(queryClient)
    expect(queryClient.getQueryData(userKey)).toBeUndefined()
  })
})
