// Token refresh (spec sections 4 and 9): tokens are refreshed when the access or id token is
// within 5 seconds of expiry, and every 50 minutes while a page is open. A refused refresh
// clears the session (the API clears the cookies); a network failure keeps it for the next try.
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import {
  isExpiring,
  readSessionExpiry,
  SESSION_REFRESH_INTERVAL_MS,
  TOKEN_EXPIRY_TOLERANCE_MS,
} from '../../lib/session-expiry.ts'
import { refreshSessionFn } from '../../server/auth-fns.ts'

export {
  isExpiring,
  readSessionExpiry,
  SESSION_MARKER_COOKIES,
  SESSION_REFRESH_INTERVAL_MS,
  TOKEN_EXPIRY_TOLERANCE_MS,
} from '../../lib/session-expiry.ts'

const USER_QUERY_KEY = ['user']

/**
 * Before a page loads: refresh when the tokens are about to expire. In the browser only when
 * a session marker says there is a session; on the server the function checks the cookies.
 */
export async function ensureFreshSession(queryClient: QueryClient): Promise<void> {
  if (typeof document !== 'undefined') {
    const expiresAt = readSessionExpiry(document.cookie)
    if (expiresAt === null || !isExpiring(expiresAt)) return
  }
  try {
    const result = await refreshSessionFn({ data: { onlyIfExpiring: true } })
    if (result.status === 'refreshed' || result.status === 'signed-out') {
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY })
    }
  } catch {
    // Network failure: keep the tokens (spec section 4); the page loads with what it has.
  }
}

export type RefreshStatus = Awaited<ReturnType<typeof refreshSessionFn>>['status']

/** After a refresh that did not renew the tokens (offline, provider down, clocks apart). */
export const REFRESH_RETRY_DELAY_MS = 30_000

/**
 * The page's refresh schedule, free of React so it can be tested with fake timers: every 50
 * minutes a refresh, and one when the tokens come within 5 seconds of expiry (read from the
 * marker cookie after each refresh). A refused refresh ("signed-out") calls onSignedOut; a
 * network failure (refresh throws) keeps the session, and the next try waits 30 seconds rather
 * than spinning while offline. Returns `refreshIfExpiring` (page back in view) and `stop`.
 */
export function startSessionRefresh(options: {
  refresh: (onlyIfExpiring: boolean) => Promise<RefreshStatus>
  readExpiry: () => number | null
  onSignedOut: () => void | Promise<void>
}): { refreshIfExpiring: () => void; stop: () => void } {
  let expiryTimer: ReturnType<typeof setTimeout> | undefined
  let isStopped = false
  const run = async (onlyIfExpiring: boolean) => {
    let status: RefreshStatus | 'failed' = 'failed'
    try {
      status = await options.refresh(onlyIfExpiring)
      if (status === 'signed-out') await options.onSignedOut()
    } catch {
      // Network failure: keep the tokens (spec section 4).
    }
    schedule(status === 'refreshed' ? 0 : REFRESH_RETRY_DELAY_MS)
  }
  const schedule = (minimumDelay: number) => {
    clearTimeout(expiryTimer)
    const expiresAt = options.readExpiry()
    if (isStopped || expiresAt === null) return
    const untilExpiring = expiresAt * 1000 - Date.now() - TOKEN_EXPIRY_TOLERANCE_MS
    const delay = Math.max(minimumDelay, untilExpiring)
    // setTimeout's limit is ~24.8 days; the 50-minute interval covers longer waits.
    if (delay < SESSION_REFRESH_INTERVAL_MS) expiryTimer = setTimeout(() => void run(true), delay)
  }
  const interval = setInterval(() => void run(false), SESSION_REFRESH_INTERVAL_MS)
  schedule(0)
  return {
    refreshIfExpiring: () => {
      if (isExpiring(options.readExpiry())) void run(true)
    },
    stop: () => {
      isStopped = true
      clearInterval(interval)
      clearTimeout(expiryTimer)
    },
  }
}

/** While a page is open: refresh every 50 minutes, and just before the tokens expire. */
export function useSessionRefresh(isAuthenticated: boolean): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    if (!isAuthenticated) return
    const schedule = startSessionRefresh({
      refresh: async (onlyIfExpiring) => (await refreshSessionFn({ data: { onlyIfExpiring } })).status,
      readExpiry: () => readSessionExpiry(document.cookie),
      onSignedOut: async () => {
        queryClient.removeQueries({ queryKey: USER_QUERY_KEY })
        await router.invalidate()
      },
    })
    const onVisible = () => {
      if (document.visibilityState === 'visible') schedule.refreshIfExpiring()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      schedule.stop()
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [isAuthenticated, queryClient, router])
}
