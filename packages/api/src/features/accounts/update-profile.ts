// PATCH /bff/user/update: changes the caller's own profile (the id comes from the session).
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import {
  AccountError,
  body,
  bodyErrors,
  json,
  ProfileUpdate,
  signedInErrors,
  UserProfile,
} from './contract.ts'
import { updateUserProfile } from './user-store.ts'

export const route = createRoute({
  method: 'patch',
  path: '/user/update',
  tags: ['Account'],
  summary: 'Change your profile',
  description: 'Only the fields sent change; an empty string clears an optional field.',
  request: body(ProfileUpdate),
  responses: {
    200: json(UserProfile, 'The changed profile'),
    ...bodyErrors,
    ...signedInErrors,
    409: json(AccountError, 'The user name or phone number belongs to another account'),
  },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const changes = await parseJsonBody(c, ProfileUpdate)
  return c.json(await updateUserProfile({ db: c.get('db'), userId: auth.userId, changes }))
}
