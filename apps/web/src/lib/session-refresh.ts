// Token refresh (spec sections 4 and 9): tokens are refreshed when the access or id token is
// within 5 seconds of expiry, and every 50 minutes while a page is open. A refused refresh
// clears the session (the API clears the cookies); a network failure keeps it for the next try.
import type { QueryClient } from '@tanstack/react-query'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { refreshSessionFn } from '../server/auth-fns.ts'
import { readCookie } from './cookie-names.ts'

export const SESSION_REFRESH_INTERVAL_MS = 50 * 60 * 1000
export const TOKEN_EXPIRY_TOLERANCE_MS = 5_000
/** Readable marker cookie set with the tokens: their expiry in epoch seconds (no secret). */
export const SESSION_MARKER_COOKIES = ['__Host-courtside_session', 'courtside_session']

export function isExpiring(expiresAtSeconds: number | null | undefined, now = Date.now()): boolean {
  if (!expiresAtSeconds || !Number.isFinite(expiresAtSeconds)) return true
  return expiresAtSeconds * 1000 - now <= TOKEN_EXPIRY_TOLERANCE_MS
}

export function readSessionExpiry(cookieHeader: string): number | null {
  for (const name of SESSION_MARKER_COOKIES) {
    const value = readCookie(cookieHeader, name)
    if (value && /^\d+$/.test(value)) return Number(value)
  }
  return null
}

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

/** While a page is open: refresh every 50 minutes, and just before the tokens expire. */
export function useSessionRefresh(isAuthenticated: boolean): void {
  const queryClient = useQueryClient()
  const router = useRouter()
  useEffect(() => {
    if (!isAuthenticated) return
    let expiryTimer: ReturnType<typeof setTimeout> | undefined
    const refresh = async (onlyIfExpiring: boolean) => {
      try {
        const result = await refreshSessionFn({ data: { onlyIfExpiring } })
        if (result.status === 'signed-out') {
          queryClient.removeQueries({ queryKey: USER_QUERY_KEY })
          await router.invalidate()
        }
      } catch {
        // Offline: try again at the next tick.
      }
      schedule()
    }
    const schedule = () => {
      clearTimeout(expiryTimer)
      const expiresAt = readSessionExpiry(document.cookie)
      if (expiresAt === null) return
      const delay = Math.max(0, expiresAt * 1000 - Date.now() - TOKEN_EXPIRY_TOLERANCE_MS)
      // setTimeout's limit is ~24.8 days; the 50-minute interval covers longer waits.
      if (delay < SESSION_REFRESH_INTERVAL_MS) expiryTimer = setTimeout(() => void refresh(true), delay)
    }
    const interval = setInterval(() => void refresh(false), SESSION_REFRESH_INTERVAL_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible' && isExpiring(readSessionExpiry(document.cookie)))
        void refresh(true)
    }
    document.addEventListener('visibilitychange', onVisible)
    schedule()
    return () => {
      clearInterval(interval)
      clearTimeout(expiryTimer)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [isAuthenticated, queryClient, router])
}
