import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { notFound } from '../../lib/errors.ts'
import { parseQuery } from '../../lib/validation.ts'

/** Development only (404 in production): the mail/SMS outbox with the codes (apps/web /dev/outbox). */
export const devRoutes = new Hono<AppEnv>().get('/outbox', async (c) => {
  if (c.get('deps').config.environment === 'production') throw notFound('Page')
  const { recipient } = parseQuery(c, z.object({ recipient: z.string().max(254).optional() }))
  return c.json({ items: await c.get('deps').outbox.list({ recipient, limit: 50 }) })
})
