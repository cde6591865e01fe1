// POST /bff/auth/sign-up: a new account; a code is sent to the e-mail address or phone to verify it.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { SignUpBody, body, CodeSent, json, sessionlessErrors } from './contract.ts'
import { guard } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/sign-up',
  tags: ['Account'],
  summary: 'Create an account',
  request: body(SignUpBody),
  responses: { 200: json(CodeSent, 'The verification code is sent'), ...sessionlessErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'send')
  await c.get('deps').identity.signUp(await parseJsonBody(c, SignUpBody))
  return c.json({ status: 'code-sent' as const })
}
