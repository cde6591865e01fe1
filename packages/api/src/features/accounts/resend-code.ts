// POST /bff/auth/resend-code: the sign-up code again.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { SendCodeBody, body, CodeSent, json, sessionlessErrors } from './contract.ts'
import { guard } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/resend-code',
  tags: ['Account'],
  summary: 'Send the sign-up code again',
  request: body(SendCodeBody),
  responses: { 200: json(CodeSent, 'The code is sent'), ...sessionlessErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'send')
  await c.get('deps').identity.resendSignUpCode(await parseJsonBody(c, SendCodeBody))
  return c.json({ status: 'code-sent' as const })
}
