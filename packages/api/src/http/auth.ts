// Who is calling: a Bearer access token (API clients) or the HttpOnly access cookie (the site).
// Missing, forged, expired or revoked tokens leave the caller anonymous; routes that need a user
// call requireAuth (401), routes that only look call callerOf. A cookie session whose access
// token has expired (or expires within 5 s, spec section 4) is refreshed here with the 30-day
// refresh cookie, so a player who comes back after an hour stays signed in on their first API
// call (issue 13).
// Checking a token is a signature and two queries (~0.8 ms on PGlite): it is done when a handler
// asks who is calling, not for every request (issue 17: a signed-in player's public reads cost
// what an anonymous visitor's do). A session due for renewal is renewed on any call, asked or not.
import type { Context, MiddlewareHandler } from 'hono'
import { decodeJwt } from 'jose'
import type { AppEnv, AuthContext } from '../lib/context.ts'
import { AppError, unauthorized } from '../lib/errors.ts'
import type { AuthContext as IdentityAuthContext } from '../adapters/identity/index.ts'
import { clearSessionCookies, readSessionCookie, sessionCookieMode, setSessionCookies } from './cookies.ts'

export type { AuthContext }

/** Spec section 4: tokens within this many seconds of expiry are refreshed. */
export const TOKEN_EXPIRY_TOLERANCE_SECONDS = 5

/** The /bff/auth endpoints manage the session cookies themselves (refresh, logout, login). */
const SELF_MANAGED_PREFIX = '/bff/auth/'

export function authMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let caller: Promise<AuthContext | null> | undefined
    const ask = () => (caller ??= identify(c))
    c.set('caller', ask)
    // A cookie session due for renewal is renewed now, whatever the handler reads.
    if (isDueForRenewal(c)) await ask()
    await next()
  }
}

/** The caller of the request, or null for an anonymous visitor (checked once per request). */
export function callerOf(c: Context<AppEnv>): Promise<AuthContext | null> {
  return c.get('caller')()
}

async function identify(c: Context<AppEnv>): Promise<AuthContext | null> {
  const { identity, config } = c.get('deps')
  const bearer = bearerOf(c)
  const token = bearer ?? readSessionCookie(c, 'access', config.siteUrl)
  let session = await identity.authenticate(token)
  if (!bearer && isExpiring(session) && !c.req.path.startsWith(SELF_MANAGED_PREFIX)) {
    session = (await refreshCookieSession(c)) ?? session
  }
  return session ? { ...session, via: bearer ? 'bearer' : 'cookie' } : null
}

const bearerOf = (c: Context<AppEnv>) => c.req.header('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1]

/**
 * A cookie session whose access cookie is gone or expires within the tolerance while its refresh
 * cookie is there. Read from the token's claims without checking its signature: this only
 * decides when the full check (which does verify) runs, never who the caller is.
 */
function isDueForRenewal(c: Context<AppEnv>): boolean {
  const { siteUrl } = c.get('deps').config
  if (bearerOf(c) || c.req.path.startsWith(SELF_MANAGED_PREFIX)) return false
  if (!readSessionCookie(c, 'refresh', siteUrl)) return false
  const access = readSessionCookie(c, 'access', siteUrl)
  if (!access) return true
  const exp = claimedExpiry(access)
  return exp === null || exp - Date.now() / 1000 <= TOKEN_EXPIRY_TOLERANCE_SECONDS
}

/** Claimed expiries of recent access tokens: a player's token comes with each of their calls. */
const claimedExpiries = new Map<string, number | null>()
const MAX_CLAIMED_EXPIRIES = 2000

/** The `exp` a token claims (unverified), or null when it is malformed or claims none. */
function claimedExpiry(token: string): number | null {
  let exp = claimedExpiries.get(token)
  if (exp !== undefined) return exp
  try {
    const claimed = decodeJwt(token).exp
    exp = typeof claimed === 'number' ? claimed : null
  } catch {
    exp = null
  }
  if (claimedExpiries.size >= MAX_CLAIMED_EXPIRIES) claimedExpiries.clear()
  claimedExpiries.set(token, exp)
  return exp
}

function isExpiring(session: IdentityAuthContext | null): boolean {
  return !session || session.expiresAt - Date.now() / 1000 <= TOKEN_EXPIRY_TOLERANCE_SECONDS
}

/**
 * Renews the cookie session with its refresh cookie. A refused refresh ends the session (its
 * cookies are cleared); an identity provider we could not reach keeps them for the next try.
 */
async function refreshCookieSession(c: Context<AppEnv>): Promise<IdentityAuthContext | null> {
  const { identity, config } = c.get('deps')
  const refreshToken = readSessionCookie(c, 'refresh', config.siteUrl)
  if (!refreshToken) return null
  const mode = sessionCookieMode(c, config.siteUrl)
  try {
    const { tokens } = await identity.refresh({ refreshToken })
    const session = await identity.authenticate(tokens.accessToken)
    if (!session) throw new AppError(401, 'INVALID_SESSION', 'The session is no longer valid')
    // The CSRF token is bound to the session id, which a refresh keeps: the page's token stays
    // valid, so calls already on their way with it are not refused.
    const current = readSessionCookie(c, 'csrf', config.siteUrl)
    const csrfToken =
      current && (await identity.verifyCsrfToken(session.sessionId, current))
        ? current
        : await identity.createCsrfToken(session.sessionId)
    setSessionCookies(c, { siteUrl: config.siteUrl, tokens, csrfToken, mode })
    return session
  } catch (error) {
    if (error instanceof AppError) clearSessionCookies(c, config.siteUrl, mode)
    else c.get('log').warn({ err: error }, 'token refresh failed; the session is kept')
    return null
  }
}

/** The signed-in caller; 401 UNAUTHORIZED for an anonymous one. */
export async function requireAuth(c: Context<AppEnv>): Promise<AuthContext> {
  const auth = await callerOf(c)
  if (!auth) throw unauthorized()
  return auth
}
