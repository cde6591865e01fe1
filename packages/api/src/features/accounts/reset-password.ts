// POST /bff/auth/reset-password: a new password with the reset code.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { ResetPasswordBody, body, PasswordChanged, json, sessionlessErrors } from './contract.ts'
import { guard } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  tags: ['Account'],
  summary: 'Set a new password',
  request: body(ResetPasswordBody),
  responses: { 200: json(PasswordChanged, 'The password is changed'), ...sessionlessErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'auth')
  await c.get('deps').identity.confirmForgotPassword(await parseJsonBody(c, ResetPasswordBody))
  return c.json({ status: 'password-changed' as const })
}
