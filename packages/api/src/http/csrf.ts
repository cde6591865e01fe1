// CSRF (DESIGN.md security baseline): a signed, session-bound double-submit token. The page
// echoes the readable CSRF cookie in x-csrf-token on POST/PUT/PATCH/DELETE; the token must equal
// the cookie AND carry a valid HMAC of the caller's session id, so a cookie planted by a sibling
// subdomain or an old session is useless. Bearer callers have no ambient credentials and are
// exempt. The session-establishing /bff/auth endpoints have no session yet: they check that the
// request comes from our own pages (Origin / Sec-Fetch-Site) instead.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../lib/context.ts'
import { forbidden } from '../lib/errors.ts'
import { callerOf } from './auth.ts'
import { CSRF_HEADER, readSessionCookie } from './cookies.ts'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function csrfMiddleware(options: { exempt: (path: string) => boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Writes always learn who is calling, before any handler opens a transaction.
    const auth = STATE_CHANGING.has(c.req.method) ? await callerOf(c) : null
    if (auth?.via === 'cookie' && !options.exempt(c.req.path)) {
      const header = c.req.header(CSRF_HEADER)
      const cookie = readSessionCookie(c, 'csrf', c.get('deps').config.siteUrl)
      const isValid =
        !!header &&
        header === cookie &&
        (await c.get('deps').identity.verifyCsrfToken(auth.sessionId, header))
      if (!isValid) throw forbidden('The CSRF token is missing or invalid', 'CSRF_INVALID')
    }
    await next()
  }
}

/** Same-origin check for endpoints used before a session exists (login CSRF, code spraying). */
export function assertSameOrigin(c: Context<AppEnv>): void {
  const origin = c.req.header('origin')
  const fetchSite = c.req.header('sec-fetch-site')
  const allowed = new Set([new URL(c.get('deps').config.siteUrl).origin, new URL(c.req.url).origin])
  if (origin ? allowed.has(origin) : fetchSite === 'same-origin') return
  throw forbidden('Requests must come from the site itself', 'ORIGIN_MISMATCH')
}
