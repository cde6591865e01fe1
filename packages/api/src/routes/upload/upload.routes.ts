import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { requireAuth } from '../../http/auth.ts'
import { assertWithinRateLimit } from '../../http/rate-limit.ts'
import { saveProfileAvatar } from '../../services/uploads.ts'

/** POST /bff/upload-base64/profile {fileName, file}: the caller's own avatar. */
export const uploadRoutes = new Hono<AppEnv>().post('/profile', async (c) => {
  const auth = requireAuth(c)
  assertWithinRateLimit(c, 'upload')
  const body = await parseJsonBody(
    c,
    z.object({ fileName: z.string().trim().min(1).max(200), file: z.string().min(1) }),
  )
  const { db, deps } = { db: c.get('db'), deps: c.get('deps') }
  return c.json(await saveProfileAvatar({ db, storage: deps.storage, userId: auth.userId, ...body }))
})

/** GET /bff/upload/avatars/{name}: stored uploads (names are random; content is re-encoded). */
export const mediaRoutes = new Hono<AppEnv>().get('/:folder/:name', async (c) => {
  const file = await c.get('deps').storage.get(`${c.req.param('folder')}/${c.req.param('name')}`)
  if (!file) throw notFound('File')
  c.header('content-type', file.contentType)
  c.header('cache-control', 'public, max-age=31536000, immutable')
  c.header('content-disposition', 'inline')
  return c.body(new Uint8Array(file.bytes))
})
