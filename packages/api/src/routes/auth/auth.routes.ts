import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import {
  clearSessionCookies,
  readSessionCookie,
  sessionCookieMode,
  setDeviceCookie,
  setSessionCookies,
  type CookieMode,
} from '../../http/cookies.ts'
import { assertSameOrigin } from '../../http/csrf.ts'
import { assertWithinRateLimit } from '../../http/rate-limit.ts'
import type { TokenSet } from '../../adapters/identity/types.ts'
import { DIAL_COUNTRIES } from './countries.ts'

// Session endpoints used by the web server functions (apps/web/src/server/auth-fns.ts, relayed by
// auth-relay.server.ts) and
// the anonymous account flows of the login page. None of them has a session to bind a CSRF token
// to, so each checks the request comes from our own pages (http/csrf.ts assertSameOrigin).

const identifier = z.string().trim().min(3).max(254)
const password = z.string().min(1).max(1024)
const code = z.string().trim().min(4).max(16)
const name = z.string().trim().min(1).max(60)
/**
 * The language of the page the request comes from: codes and notices are written in it unless
 * the player chose a language (adapters/identity/codes.ts). A value that is no site language
 * means English; it never fails the request (the code matters more than its language).
 */
const locale = z.string().max(35).optional().catch(undefined)

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

/** `framed`: the page signs in inside an embed iframe on another site (http/cookies.ts). */
const framed = z.boolean().optional()

async function startCookieSession(c: Context<AppEnv>, tokens: TokenSet, mode: CookieMode) {
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

function guard(c: Context<AppEnv>, bucket: 'auth' | 'send' | 'strength') {
  assertSameOrigin(c)
  assertWithinRateLimit(c, bucket)
}

export const authRoutes = new Hono<AppEnv>()
  .get('/countries', (c) => {
    c.header('cache-control', 'public, max-age=86400')
    return c.json({ items: DIAL_COUNTRIES })
  })
  .post('/login', async (c) => {
    guard(c, 'auth')
    const { framed: isFramed, ...body } = await parseJsonBody(
      c,
      z.object({ identifier, password, framed, locale }),
    )
    const { siteUrl } = c.get('deps').config
    const deviceCookie = readSessionCookie(c, 'device', siteUrl)
    const result = await c.get('deps').identity.signIn({ ...body, deviceCookie })
    // A device becomes known only after a complete sign-in: the password alone, before the
    // second factor, earns no cookie (and no cookie is set before the second factor at all).
    if (result.kind === 'challenge') {
      return c.json({
        status: 'challenge' as const,
        challenge: result.challenge,
        session: result.session,
        destination: result.destination ?? null,
      })
    }
    setDeviceCookie(c, siteUrl, isFramed ? 'framed' : 'site', result.deviceCookie)
    return c.json(await startCookieSession(c, result.tokens, isFramed ? 'framed' : 'site'))
  })
  .post('/challenge', async (c) => {
    guard(c, 'auth')
    const { framed: isFramed, ...body } = await parseJsonBody(
      c,
      z.object({
        identifier,
        challenge: z.enum(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']),
        session: z.string().min(1).max(4096),
        code,
        framed,
      }),
    )
    const { tokens } = await c.get('deps').identity.respondToChallenge(body)
    return c.json(await startCookieSession(c, tokens, isFramed ? 'framed' : 'site'))
  })
  .post('/refresh', async (c) => {
    assertSameOrigin(c)
    const { identity, config } = c.get('deps')
    const mode = sessionCookieMode(c, config.siteUrl)
    const refreshToken = readSessionCookie(c, 'refresh', config.siteUrl)
    if (!refreshToken) {
      clearSessionCookies(c, config.siteUrl, mode)
      throw new AppError(401, 'INVALID_SESSION', 'No session to refresh')
    }
    try {
      const { tokens } = await identity.refresh({ refreshToken })
      return c.json(await startCookieSession(c, tokens, mode))
    } catch (error) {
      if (error instanceof AppError) {
        // A refused refresh ends the session (spec section 4)…
        clearSessionCookies(c, config.siteUrl, mode)
        throw error
      }
      // …but a provider we could not reach keeps the tokens for the next try.
      c.get('log').warn({ err: error }, 'token refresh failed')
      throw new AppError(503, 'IDENTITY_UNAVAILABLE', 'The sign-in service is not reachable', {
        'retry-after': '5',
      })
    }
  })
  .post('/logout', async (c) => {
    assertSameOrigin(c)
    const { identity, config } = c.get('deps')
    await identity
      .signOut({
        accessToken: readSessionCookie(c, 'access', config.siteUrl),
        refreshToken: readSessionCookie(c, 'refresh', config.siteUrl),
      })
      .catch((error: unknown) => c.get('log').warn({ err: error }, 'sign-out at the provider failed'))
    clearSessionCookies(c, config.siteUrl, sessionCookieMode(c, config.siteUrl))
    return c.json({ success: true })
  })
  .post('/sign-up', async (c) => {
    guard(c, 'send')
    const body = await parseJsonBody(
      c,
      z.object({ identifier, password, givenName: name, familyName: name, locale }),
    )
    await c.get('deps').identity.signUp(body)
    return c.json({ status: 'code-sent' as const })
  })
  .post('/verify', async (c) => {
    guard(c, 'auth')
    const body = await parseJsonBody(c, z.object({ identifier, code }))
    await c.get('deps').identity.confirmSignUp(body)
    return c.json({ status: 'verified' as const })
  })
  .post('/resend-code', async (c) => {
    guard(c, 'send')
    const body = await parseJsonBody(c, z.object({ identifier, locale }))
    await c.get('deps').identity.resendSignUpCode(body)
    return c.json({ status: 'code-sent' as const })
  })
  .post('/forgot-password', async (c) => {
    guard(c, 'send')
    const body = await parseJsonBody(c, z.object({ identifier, locale }))
    await c.get('deps').identity.forgotPassword(body)
    return c.json({ status: 'code-sent' as const })
  })
  .post('/reset-password', async (c) => {
    guard(c, 'auth')
    const body = await parseJsonBody(c, z.object({ identifier, code, password }))
    await c.get('deps').identity.confirmForgotPassword(body)
    return c.json({ status: 'password-changed' as const })
  })
  .post('/password-strength', async (c) => {
    guard(c, 'strength')
    const body = await parseJsonBody(
      c,
      z.object({
        password: z.string().max(1024),
        userInputs: z.array(z.string().max(254)).max(5).default([]),
      }),
    )
    return c.json(c.get('deps').identity.passwordStrength(body.password, body.userInputs))
  })
