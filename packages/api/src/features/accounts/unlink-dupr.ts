// DELETE /bff/dupr/link: forgets the caller's DUPR id and ratings.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { json, signedInErrors, Success } from './contract.ts'
import { unlinkDuprAccount } from './ratings-store.ts'

export const route = createRoute({
  method: 'delete',
  path: '/dupr/link',
  tags: ['Account'],
  summary: 'Unlink your DUPR account',
  responses: { 200: json(Success, 'Unlinked'), ...signedInErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  await unlinkDuprAccount({ db: c.get('db'), userId: auth.userId })
  return c.json({ success: true })
}
