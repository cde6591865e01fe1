// GET /bff/user/me: the caller's profile and which identity provider holds the account.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { CurrentUser, json, signedInErrors } from './contract.ts'
import { getUserProfile } from './user-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/user/me',
  tags: ['Account'],
  summary: 'Read your profile',
  responses: { 200: json(CurrentUser, 'Your profile'), 401: signedInErrors[401] },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const profile = await getUserProfile({ db: c.get('db'), userId: auth.userId })
  return c.json({ ...profile, identityProvider: c.get('deps').identity.kind })
}
