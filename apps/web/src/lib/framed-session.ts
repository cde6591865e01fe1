// Signing in inside an organization's embed iframe (issue 7). A page framed by another site only
// keeps SameSite=None; Secure; Partitioned cookies (packages/api/src/http/cookies.ts, mode
// "framed"), so the login tells the server when it runs in a frame. Where the browser blocks
// even those (Safari's and Brave's defaults, strict settings), the sign-in opens in a new tab on
// the full site and returns there to the page that asked for it.
import { useSyncExternalStore } from 'react'
import { sanitizeRedirect } from './sanitize-redirect.ts'

/** True inside any frame (a cross-origin parent makes `top` unreadable: also a frame). */
export function isFramed(win: { readonly self: unknown; readonly top: unknown }): boolean {
  try {
    return win.self !== win.top
  } catch {
    return true
  }
}

const PROBE_COOKIE = 'courtside_cookie_probe'

/** Whether this document can keep a framed session's kind of cookie (write, read back, delete). */
export function canKeepPartitionedCookies(doc: Pick<Document, 'cookie'>): boolean {
  const attributes = 'Path=/; Secure; SameSite=None; Partitioned'
  try {
    doc.cookie = `${PROBE_COOKIE}=1; ${attributes}; Max-Age=60`
    const isKept = doc.cookie.split(';').some((part) => part.trim() === `${PROBE_COOKIE}=1`)
    doc.cookie = `${PROBE_COOKIE}=; ${attributes}; Max-Age=0`
    return isKept
  } catch {
    return false
  }
}

/**
 * The full site's login for a new tab: the same target, without the embed parameters (the tab
 * is the site itself, not the embed), sanitised like every redirect.
 */
export function fullSiteLoginHref(locale: string, redirect: string | undefined): string {
  const target = new URL(sanitizeRedirect(redirect ?? `/${locale}/`), 'https://courtside.invalid')
  target.searchParams.delete('embed')
  target.searchParams.delete('organizationId')
  const path = `${target.pathname}${target.search}${target.hash}`
  return `/${locale}/login?redirect=${encodeURIComponent(path)}`
}

export type FramedSession = { isFramed: boolean; canKeepCookies: boolean }

const NOT_FRAMED: FramedSession = { isFramed: false, canKeepCookies: true }
let probed: FramedSession | undefined

function snapshot(): FramedSession {
  if (!isFramed(window)) return NOT_FRAMED
  probed ??= { isFramed: true, canKeepCookies: canKeepPartitionedCookies(document) }
  return probed
}

const subscribe = () => () => {}

/** Client-only (server render and hydration see "not framed"); the probe runs once per page. */
export function useFramedSession(): FramedSession {
  return useSyncExternalStore(subscribe, snapshot, () => NOT_FRAMED)
}
