// When the session's tokens count as expiring (spec sections 4 and 9). Pure and client-safe: the
// refresh hooks (components/auth/session-refresh.ts) and the refresh server function use it.
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
