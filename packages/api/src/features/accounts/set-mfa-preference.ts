// POST /bff/user/mfa/preference: turns SMS or authenticator codes on or off.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, bodyErrors, json, MfaPreferenceBody, MfaSettings, signedInErrors } from './contract.ts'

export const route = createRoute({
  method: 'post',
  path: '/user/mfa/preference',
  tags: ['Account'],
  summary: 'Choose your second factors',
  request: body(MfaPreferenceBody),
  responses: { 200: json(MfaSettings, 'Your settings'), ...bodyErrors, ...signedInErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const preference = await parseJsonBody(c, MfaPreferenceBody)
  const { identity } = c.get('deps')
  await identity.setMfaPreference({ accessToken: auth.accessToken, ...preference })
  return c.json(await identity.getMfaSettings({ accessToken: auth.accessToken }))
}
