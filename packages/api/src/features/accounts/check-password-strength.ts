// POST /bff/auth/password-strength: how guessable a new password is, before it is sent.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, json, PasswordStrength, PasswordStrengthBody, sessionlessErrors } from './contract.ts'
import { guard } from './session.ts'

export const route = createRoute({
  method: 'post',
  path: '/auth/password-strength',
  tags: ['Account'],
  summary: 'Rate a new password',
  description: 'userInputs: words the password must not lean on (the name, the e-mail address).',
  request: body(PasswordStrengthBody),
  responses: { 200: json(PasswordStrength, 'The rating'), ...sessionlessErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  guard(c, 'strength')
  const { password, userInputs } = await parseJsonBody(c, PasswordStrengthBody)
  return c.json(c.get('deps').identity.passwordStrength(password, userInputs))
}
