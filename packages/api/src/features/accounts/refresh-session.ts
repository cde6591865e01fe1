// POST /bff/auth/refresh: new tokens for the refresh cookie.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { clearSessionCookies, readSessionCookie, sessionCookieMode } from '../../http/cookies.ts'
import { assertSameOrigin } from '../../http/csrf.ts'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { AccountError, json, signedInErrors, SignedIn } from './contract.ts'
import { startCookieSession } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/refresh',
  tags: ['Account'],
  summary: 'Renew the session from its refresh cookie',
  responses: {
    200: json(SignedIn, 'Renewed'),
    ...signedInErrors,
    503: json(AccountError, 'The sign-in service is not reachable (retry-after: 5)'),
  },
})

export const handler: Handler<AppEnv> = async (c) => {
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
}
