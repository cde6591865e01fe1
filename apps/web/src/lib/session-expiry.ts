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

/** Any cookie of a session (the API's auth cookies or the session marker), with or without __Host-. */
const ANY_SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?courtside_(?:access|id|refresh|session)=/

/** Whether a Cookie header carries any part of a session (then a page may be personal). */
export function hasSessionCookie(cookieHeader: string): boolean {
  return ANY_SESSION_COOKIE.test(cookieHeader)
}

export function readSessionExpiry(cookieHeader: string): number | null {
  for (const name of SESSION_MARKER_COOKIES) {
    const value = readCookie(cookieHeader, name)
    if (value && /^\d+$/.test(value)) return Number(value)
  }
  return null
}
