// POST /bff/auth/login: the password step; answers a second-factor challenge or signs in.
import { createRoute, z } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { readSessionCookie, setDeviceCookie } from '../../http/cookies.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, json, sessionlessErrors, SignedIn, SignInBody, SignInChallenge } from './contract.ts'
import { guard, startCookieSession } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/login',
  tags: ['Account'],
  summary: 'Sign in with an e-mail address or phone number and a password',
  request: body(SignInBody),
  responses: {
    200: json(z.union([SignedIn, SignInChallenge]), 'Signed in, or the second factor is asked for'),
    ...sessionlessErrors,
  },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'auth')
  const { framed: isFramed, ...credentials } = await parseJsonBody(c, SignInBody)
  const { siteUrl } = c.get('deps').config
  const deviceCookie = readSessionCookie(c, 'device', siteUrl)
  const result = await c.get('deps').identity.signIn({ ...credentials, deviceCookie })
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
}
