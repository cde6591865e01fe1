// POST /bff/upload-base64/profile: the caller's own avatar (verified and re-encoded, upload-store.ts).
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import { assertWithinRateLimit } from '../../http/rate-limit.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { AccountError, Avatar, AvatarBody, body, bodyErrors, json, signedInErrors } from './contract.ts'
import { saveProfileAvatar } from './upload-store.ts'

export const route = createRoute({
  method: 'post',
  path: '/upload-base64/profile',
  tags: ['Account'],
  summary: 'Upload your avatar (JPEG, PNG or WebP as base64, at most 5 MB)',
  request: body(AvatarBody),
  responses: {
    200: json(Avatar, 'The stored avatar (512×512 WebP)'),
    ...bodyErrors,
    ...signedInErrors,
    413: json(AccountError, 'Larger than 5 MB'),
    415: json(AccountError, 'Not a JPEG, PNG or WebP image'),
    429: json(AccountError, 'Too many uploads'),
  },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  assertWithinRateLimit(c, 'upload')
  const upload = await parseJsonBody(c, AvatarBody)
  const { db, deps } = { db: c.get('db'), deps: c.get('deps') }
  return c.json(await saveProfileAvatar({ db, storage: deps.storage, userId: auth.userId, ...upload }))
}
