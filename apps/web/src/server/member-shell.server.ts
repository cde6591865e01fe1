// Signed-in players' public pages from one shared copy (issue 17). What a public page shows is
// the same for every visitor; for a signed-in player it differs only in being signed in (the
// header's account buttons) and in a few personal parts that the page fills in from a small
// personal read after it has loaded (their own matches: /bff/user/me, /bff/tournament/{id}/my-matches).
// So a signed-in player's public page is rendered as the "member shell": without the request's
// cookies (nothing personal can reach the HTML, and every /bff read of the render is the shared
// public one) but flagged as signed in, and kept in the micro cache under its own key, once per
// freshness window for everybody instead of once per player and view.
// The profile is all personal, but its frame is the same for every player: its shell (title and
// the outline of its sections) is shared the same way and the page reads the player in the browser.
// Other personal pages (registration, check-in, scoring, the console, login) and sessions whose
// tokens are about to expire (the full render renews them) are rendered as before.
import { AsyncLocalStorage } from 'node:async_hooks'
import type { RenderVisit } from '../lib/member-shell.ts'
import { hasSessionCookie, isExpiring, readSessionExpiry } from '../lib/session-expiry.ts'

/** The micro cache's key suffix for member shells (server/micro-cache.server.ts). */
export const MEMBER_SHELL_VARIANT = 'member-shell'

/** Cookies that mean "signed in" (packages/api/src/http/cookies.ts), with or without __Host-. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?courtside_(?:access|id|refresh)=/

/** Public pages (lists, an event, a class, the court board, tours, organizers, podcast, info) and the profile's frame. */
const PUBLIC_PAGES = [
  /^\/[a-z]{2}\/?$/,
  /^\/[a-z]{2}\/(?:travels|tours|organizers|organizer|about)\/?$/,
  /^\/[a-z]{2}\/policy\/(?:privacy|terms)\/?$/,
  /^\/[a-z]{2}\/pickleball-passport-podcast-europe\/?$/,
  /^\/[a-z]{2}\/pickleball-passport-podcast-europe\/[\w-]+\/?$/,
  /^\/[a-z]{2}\/(?:tour|tournament|travel)\/\d+\/?$/,
  /^\/[a-z]{2}\/tournament\/\d+\/(?:class\/\d+|live)\/?$/,
  /^\/[a-z]{2}\/profile\/?$/,
]

/** Tokens must stay valid this long into the page's life, or the full render renews them first. */
const MIN_SESSION_LEFT_MS = 60_000

/**
 * For a signed-in player's visit to a public page: the request to render instead of `request`
 * (the same address and headers without cookies), made when first asked for — a visit answered
 * from the micro cache never needs it (issue 17: copying the headers into a new Request was
 * ~6% of a cached signed-in page view). Null for anything else.
 */
export function memberShellVisit(request: Request, now = Date.now()): (() => Request) | null {
  if (request.method !== 'GET' || request.headers.has('authorization')) return null
  const path = new URL(request.url).pathname
  if (!PUBLIC_PAGES.some((page) => page.test(path))) return null
  const cookie = request.headers.get('cookie') ?? ''
  if (!SESSION_COOKIE.test(cookie)) return null
  const expiresAt = readSessionExpiry(cookie)
  if (expiresAt === null || isExpiring(expiresAt, now + MIN_SESSION_LEFT_MS)) return null
  let cookieless: Request | undefined
  return () => {
    if (!cookieless) {
      const headers = new Headers(request.headers)
      headers.delete('cookie')
      cookieless = new Request(request.url, { method: 'GET', headers })
    }
    return cookieless
  }
}

/** Whom a render of `request` is for (lib/member-shell.ts); `isShell`: it is the member shell. */
export function renderVisitOf(request: Request, isShell: boolean): RenderVisit {
  if (isShell) return 'member-shell'
  return hasSessionCookie(request.headers.get('cookie') ?? '') ? 'session' : 'signed-out'
}

/** Runs a render for a kind of visit (lib/member-shell.ts reads it during rendering). */
export function renderFor<T>(visit: RenderVisit, render: () => T): T {
  globalThis.__courtsideRenderVisit ??= new AsyncLocalStorage<RenderVisit>()
  return globalThis.__courtsideRenderVisit.run(visit, render)
}

/**
 * A member shell's answer may not be kept by shared caches in front of the site (it shows the
 * signed-in header) and never sets a cookie (the render had none to renew).
 */
export function finishMemberShell(response: Response): Response {
  // In place: the answer is the micro cache's own Response (issue 17: copying it, body stream
  // and all, was a tenth of the work of a signed-in player's cached page view).
  let answer = response
  try {
    answer.headers.delete('set-cookie')
  } catch {
    // A Response with immutable headers (e.g. from fetch): copy it.
    answer = new Response(response.body, response)
    answer.headers.delete('set-cookie')
  }
  answer.headers.set('cache-control', 'private, no-cache')
  return answer
}
