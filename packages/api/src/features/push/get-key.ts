// GET /bff/push/key: the server's VAPID public key, which a browser subscribes with.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import type { AppEnv } from '../../lib/context.ts'
import { json, PushKey } from './contract.ts'
import { loadVapidKeys } from './vapid.ts'

export const route = createRoute({
  method: 'get',
  path: '/push/key',
  tags: ['Push'],
  summary: 'Read the push key',
  responses: { 200: json(PushKey, 'The VAPID public key') },
})

export const handler: Handler<AppEnv> = async (c) => {
  const { publicKey } = await loadVapidKeys(c.get('db'))
  return c.json({ publicKey })
}
