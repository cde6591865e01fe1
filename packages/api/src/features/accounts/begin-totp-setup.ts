// POST /bff/user/mfa/totp/setup: a new authenticator secret, labelled with the caller's address.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { json, signedInErrors, TotpSetup } from './contract.ts'
import { getUserProfile } from './user-store.ts'

export const route = createRoute({
  method: 'post',
  path: '/user/mfa/totp/setup',
  tags: ['Account'],
  summary: 'Start setting up an authenticator app',
  responses: { 200: json(TotpSetup, 'The secret to scan'), ...signedInErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const profile = await getUserProfile({ db: c.get('db'), userId: auth.userId })
  const label = profile.email ?? profile.phone ?? profile.userName
  return c.json(await c.get('deps').identity.beginTotpSetup({ accessToken: auth.accessToken, label }))
}
