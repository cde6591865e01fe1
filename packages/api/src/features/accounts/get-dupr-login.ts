// GET /bff/dupr/login: the rating service's login link (spec section 7; the client caches it for
// an hour).
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { DuprLoginLink, json, signedInErrors } from './contract.ts'
import { getDuprLoginLink } from './ratings-store.ts'

export const route = createRoute({
  method: 'get',
  path: '/dupr/login',
  tags: ['Account'],
  summary: 'Read the DUPR login link',
  responses: { 200: json(DuprLoginLink, 'The link, or not configured'), 401: signedInErrors[401] },
})

export const handler: Handler<AppEnv> = async (c) => {
  await requireAuth(c)
  return c.json(getDuprLoginLink(c.get('deps').config.dupr))
}
