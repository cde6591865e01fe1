// GET /bff/user/mfa: which second factors the caller has turned on.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { json, MfaSettings, signedInErrors } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/user/mfa',
  tags: ['Account'],
  summary: 'Read your second-factor settings',
  responses: { 200: json(MfaSettings, 'Your settings'), 401: signedInErrors[401] },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  return c.json(await c.get('deps').identity.getMfaSettings({ accessToken: auth.accessToken }))
}
