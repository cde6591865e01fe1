// POST /bff/auth/challenge: the second factor (SMS or authenticator code) after the password.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, ChallengeBody, json, sessionlessErrors, SignedIn } from './contract.ts'
import { guard, startCookieSession } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/challenge',
  tags: ['Account'],
  summary: 'Answer the second-factor challenge of a sign-in',
  request: body(ChallengeBody),
  responses: { 200: json(SignedIn, 'Signed in'), ...sessionlessErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'auth')
  const { framed: isFramed, ...answer } = await parseJsonBody(c, ChallengeBody)
  const { tokens } = await c.get('deps').identity.respondToChallenge(answer)
  return c.json(await startCookieSession(c, tokens, isFramed ? 'framed' : 'site'))
}
