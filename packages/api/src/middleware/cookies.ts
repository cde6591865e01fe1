// Session cookies (spec section 9: product-prefixed names; DESIGN.md: HttpOnly + Secure +
// SameSite, `__Host-` where the scheme allows). The CSRF cookie must stay readable by the page:
// its name is shared with apps/web/src/lib/cookie-names.ts (CSRF_COOKIE).
import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import type { TokenSet } from '../services/identity/types.ts'

export const CSRF_COOKIE = 'courtside_csrf'
export const CSRF_HEADER = 'x-csrf-token'
export const SESSION_COOKIE_DAYS = 30

type CookieBase = 'access' | 'id' | 'refresh' | 'session'

/**
 * `__Host-` needs Secure, and Secure needs https — or localhost, which browsers treat as a
 * secure context (Chromium, Firefox): so https sites and localhost get the prefix.
 */
export function isSecureSite(siteUrl: string): boolean {
  const url = new URL(siteUrl)
  return url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
}

export function cookieName(base: CookieBase, siteUrl: string): string {
  // `session` is the readable expiry marker the page's refresh timer uses (no secret in it).
  return `${isSecureSite(siteUrl) ? '__Host-' : ''}courtside_${base}`
}

export function readSessionCookie(c: Context, base: CookieBase, siteUrl: string): string | undefined {
  return getCookie(c, cookieName(base, siteUrl)) || undefined
}

export function setSessionCookies(
  c: Context,
  options: { siteUrl: string; tokens: TokenSet; csrfToken: string },
) {
  const { siteUrl, tokens, csrfToken } = options
  const secure = isSecureSite(siteUrl)
  const base = { path: '/', secure, sameSite: 'Lax' as const }
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
  setCookie(c, CSRF_COOKIE, csrfToken, { ...base, maxAge: long })
}

export function clearSessionCookies(c: Context, siteUrl: string) {
  const secure = isSecureSite(siteUrl)
  for (const base of ['access', 'id', 'refresh', 'session'] as const) {
    setCookie(c, cookieName(base, siteUrl), '', {
      path: '/',
      secure,
      sameSite: 'Lax',
      httpOnly: base !== 'session',
      maxAge: 0,
    })
  }
  setCookie(c, CSRF_COOKIE, '', { path: '/', secure, sameSite: 'Lax', maxAge: 0 })
}
