// POST /bff/auth/logout: ends the session at the provider (best effort) and drops its cookies.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { clearSessionCookies, readSessionCookie, sessionCookieMode } from '../../http/cookies.ts'
import { assertSameOrigin } from '../../http/csrf.ts'
import type { AppEnv } from '../../lib/context.ts'
import { json, signedInErrors, Success } from './contract.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Account'],
  summary: 'Sign out',
  responses: { 200: json(Success, 'Signed out'), 403: signedInErrors[403] },
})

export const handler: Handler<AppEnv> = async (c) => {
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
}
