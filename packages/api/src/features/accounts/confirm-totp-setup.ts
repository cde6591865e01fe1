// POST /bff/user/mfa/totp/verify: the first code from the authenticator app turns it on.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, bodyErrors, json, RecoveryCodes, signedInErrors, TotpCodeBody } from './contract.ts'

export const route = createRoute({
  method: 'post',
  path: '/user/mfa/totp/verify',
  tags: ['Account'],
  summary: 'Confirm the authenticator app with its first code',
  request: body(TotpCodeBody),
  responses: {
    200: json(RecoveryCodes, 'On; the recovery codes are shown once'),
    ...bodyErrors,
    ...signedInErrors,
  },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { code } = await parseJsonBody(c, TotpCodeBody)
  return c.json(await c.get('deps').identity.confirmTotpSetup({ accessToken: auth.accessToken, code }))
}
