// POST /bff/organizer/events/{id}/image: the event image (verified and re-encoded like avatars).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { z } from '@hono/zod-openapi'
import { body, errors, IdParams, ImageBody, json, ErrorSchema } from './contract.ts'
import { saveEventImage } from './event-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/events/{id}/image',
  tags: ['Organizer'],
  summary: 'Upload the event image (JPEG, PNG or WebP as base64, at most 5 MB)',
  request: { params: IdParams, ...body(ImageBody) },
  responses: {
    200: json(z.object({ image: z.string() }), 'The stored image (1600×900 JPEG)'),
    ...errors,
    413: json(ErrorSchema, 'Larger than 5 MB'),
    415: json(ErrorSchema, 'Not a JPEG, PNG or WebP image'),
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { eventId: id }, ROLES.directors)
  const { fileName, file } = c.req.valid('json')
  const result = await saveEventImage({
    db: c.get('db'),
    storage: c.get('deps').storage,
    access,
    eventId: id,
    fileName,
    file,
    now: nowOf(c),
  })
  return c.json(result, 200)
}
