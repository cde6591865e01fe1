// Session cookies (spec section 9: product-prefixed names; DESIGN.md: HttpOnly + Secure +
// SameSite, `__Host-` where the scheme allows). The CSRF cookie must stay readable by the page:
// its names are shared with apps/web/src/lib/cookie-names.ts (CSRF_COOKIES).
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { TokenSet } from '../adapters/identity/types.ts'

export const CSRF_HEADER = 'x-csrf-token'
export const SESSION_COOKIE_DAYS = 30
export const DEVICE_COOKIE_DAYS = 365

type CookieBase = 'access' | 'id' | 'refresh' | 'session' | 'framed' | 'csrf' | 'device'

/**
 * Where a session lives. `site`: the site itself, SameSite=Lax. `framed`: inside an
 * organization's embed iframe on another site (issue 7), where Lax cookies never travel; there
 * the cookies are SameSite=None; Secure; Partitioned (CHIPS: a separate cookie jar per embedding
 * site, which browsers keep even when they block third-party cookies). An HttpOnly marker cookie
 * remembers the mode, so refresh and logout re-issue or clear the same kind of cookies.
 */
export type CookieMode = 'site' | 'framed'

/**
 * `__Host-` needs Secure, and Secure needs https — or localhost, which browsers treat as a
 * secure context (Chromium, Firefox): so https sites and localhost get the prefix.
 */
export function isSecureSite(siteUrl: string): boolean {
  let isSecure = secureSites.get(siteUrl)
  if (isSecure === undefined) {
    const url = new URL(siteUrl)
    isSecure = url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
    secureSites.set(siteUrl, isSecure)
  }
  return isSecure
}

/** The answer per site address (one or two per process: a URL parse per cookie read was ~1% of a /bff read). */
const secureSites = new Map<string, boolean>()

export function cookieName(base: CookieBase, siteUrl: string): string {
  // `session` is the readable expiry marker the page's refresh timer uses (no secret in it).
  return `${isSecureSite(siteUrl) ? '__Host-' : ''}courtside_${base}`
}

/** Each request's cookies, parsed once however often they are read. */
const parsedCookies = new WeakMap<Request, Record<string, string>>()

export function readSessionCookie(c: Context, base: CookieBase, siteUrl: string): string | undefined {
  let cookies = parsedCookies.get(c.req.raw)
  if (!cookies) {
    cookies = getCookie(c)
    parsedCookies.set(c.req.raw, cookies)
  }
  return cookies[cookieName(base, siteUrl)] || undefined
}

/** The mode of the session whose cookies came with this request. */
export function sessionCookieMode(c: Context, siteUrl: string): CookieMode {
  return readSessionCookie(c, 'framed', siteUrl) === '1' ? 'framed' : 'site'
}

function cookieAttributes(siteUrl: string, mode: CookieMode) {
  const secure = isSecureSite(siteUrl)
  // Partitioned cookies must be Secure; a plain-http site cannot have framed sessions.
  return mode === 'framed' && secure
    ? { path: '/', secure: true, sameSite: 'None' as const, partitioned: true }
    : { path: '/', secure, sameSite: 'Lax' as const }
}

export function setSessionCookies(
  c: Context,
  options: { siteUrl: string; tokens: TokenSet; csrfToken: string; mode: CookieMode },
) {
  const { siteUrl, tokens, csrfToken, mode } = options
  const base = cookieAttributes(siteUrl, mode)
  const long = SESSION_COOKIE_DAYS * 86_400
  const expiresAt = Math.floor(Date.now() / 1000) + tokens.expiresIn
  setCookie(c, cookieName('access', siteUrl), tokens.accessToken, {
    ...base,
    httpOnly: true,
    maxAge: tokens.expiresIn,
  })
  setCookie(c, cookieName('id', siteUrl), tokens.idToken, {
    ...base,
    httpOnly: true,
    maxAge: tokens.expiresIn,
  })
  setCookie(c, cookieName('refresh', siteUrl), tokens.refreshToken, { ...base, httpOnly: true, maxAge: long })
  setCookie(c, cookieName('session', siteUrl), String(expiresAt), { ...base, maxAge: long })
  setCookie(c, cookieName('csrf', siteUrl), csrfToken, { ...base, maxAge: long })
  if (mode === 'framed')
    setCookie(c, cookieName('framed', siteUrl), '1', { ...base, httpOnly: true, maxAge: long })
}

export function clearSessionCookies(c: Context, siteUrl: string, mode: CookieMode) {
  const base = cookieAttributes(siteUrl, mode)
  const names: CookieBase[] = [
    'access',
    'id',
    'refresh',
    'session',
    'csrf',
    ...(mode === 'framed' ? ['framed' as const] : []),
  ]
  for (const name of names) {
    const isReadable = name === 'session' || name === 'csrf'
    setCookie(c, cookieName(name, siteUrl), '', { ...base, httpOnly: !isReadable, maxAge: 0 })
  }
}

/**
 * The signed device cookie of a browser that signed in before (adapters/identity/device-lockout.ts):
 * HttpOnly, a year long, and kept on sign-out — it only tells the lockout this device is known.
 */
export function setDeviceCookie(c: Context, siteUrl: string, mode: CookieMode, value: string) {
  setCookie(c, cookieName('device', siteUrl), value, {
    ...cookieAttributes(siteUrl, mode),
    httpOnly: true,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  })
}
