// What the session endpoints share (sign-in, second factor, refresh). They are called by the web
// server functions (apps/web/src/server/auth-fns.ts, relayed by auth-relay.server.ts) and by the
// anonymous account flows of the login page. None of them has a session to bind a CSRF token to,
// so each checks the request comes from our own pages (http/csrf.ts assertSameOrigin).
import type { Context } from 'hono'
import type { TokenSet } from '../../adapters/identity/types.ts'
import {
  clearSessionCookies,
  readSessionCookie,
  sessionCookieMode,
  setSessionCookies,
  type CookieMode,
} from '../../http/cookies.ts'
import { assertSameOrigin } from '../../http/csrf.ts'
import { assertWithinRateLimit } from '../../http/rate-limit.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'

/** Paths under /bff/auth that carry no session CSRF token (see http/csrf.ts). */
export const AUTH_SESSIONLESS_PATHS = [
  '/bff/auth/login',
  '/bff/auth/challenge',
  '/bff/auth/refresh',
  '/bff/auth/logout',
  '/bff/auth/sign-up',
  '/bff/auth/verify',
  '/bff/auth/resend-code',
  '/bff/auth/forgot-password',
  '/bff/auth/reset-password',
  '/bff/auth/password-strength',
]

export async function startCookieSession(c: Context<AppEnv>, tokens: TokenSet, mode: CookieMode) {
  const { identity, config } = c.get('deps')
  const session = await identity.authenticate(tokens.accessToken)
  if (!session) throw new AppError(401, 'INVALID_SESSION', 'The session is no longer valid')
  const csrfToken = await identity.createCsrfToken(session.sessionId)
  // Signing in the other way in the same cookie jar (a same-site frame): drop the old kind, so
  // no name is ever sent twice.
  const previous = sessionCookieMode(c, config.siteUrl)
  if (previous !== mode && readSessionCookie(c, 'session', config.siteUrl)) {
    clearSessionCookies(c, config.siteUrl, previous)
  }
  setSessionCookies(c, { siteUrl: config.siteUrl, tokens, csrfToken, mode })
  return { status: 'signed-in' as const, expiresAt: session.expiresAt }
}

export function guard(c: Context<AppEnv>, bucket: 'auth' | 'send' | 'strength') {
  assertSameOrigin(c)
  assertWithinRateLimit(c, bucket)
}
