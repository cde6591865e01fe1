// POST /bff/auth/verify: the code sent after sign-up confirms the e-mail address or phone.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { VerifyBody, body, Verified, json, sessionlessErrors } from './contract.ts'
import { guard } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/verify',
  tags: ['Account'],
  summary: 'Verify a new account',
  request: body(VerifyBody),
  responses: { 200: json(Verified, 'Verified'), ...sessionlessErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'auth')
  await c.get('deps').identity.confirmSignUp(await parseJsonBody(c, VerifyBody))
  return c.json({ status: 'verified' as const })
}
