// GET /bff/upload/{folder}/{name}: a stored upload (avatars, event images). Names are random and
// the content was re-encoded when it was stored, so it may be cached for good.
import { createRoute, z } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { AccountError, json, UploadParams } from './contract.ts'

export const route = createRoute({
  method: 'get',
  path: '/upload/{folder}/{name}',
  tags: ['Account'],
  summary: 'Read a stored image',
  request: { params: UploadParams },
  responses: {
    200: {
      content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } },
      description: 'The image',
    },
    404: json(AccountError, 'No such file'),
  },
})

export const handler: Handler<AppEnv> = async (c) => {
  const file = await c.get('deps').storage.get(`${c.req.param('folder')}/${c.req.param('name')}`)
  if (!file) throw notFound('File')
  c.header('content-type', file.contentType)
  c.header('cache-control', 'public, max-age=31536000, immutable')
  c.header('content-disposition', 'inline')
  return c.body(new Uint8Array(file.bytes))
}
