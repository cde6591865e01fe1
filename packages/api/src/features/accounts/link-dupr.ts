// POST /bff/dupr/link: links the caller's DUPR account with the token DUPR gave the page.
import { createRoute } from '@hono/zod-openapi'
import type { Handler } from 'hono'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { body, bodyErrors, DuprLink, DuprLinkBody, json, signedInErrors } from './contract.ts'
import { linkDuprAccount } from './ratings-store.ts'

export const route = createRoute({
  method: 'post',
  path: '/dupr/link',
  tags: ['Account'],
  summary: 'Link your DUPR account',
  request: body(DuprLinkBody),
  responses: { 200: json(DuprLink, 'Linked, with the ratings from DUPR'), ...bodyErrors, ...signedInErrors },
})

export const handler: Handler<AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { userToken } = await parseJsonBody(c, DuprLinkBody)
  return c.json(
    await linkDuprAccount({
      db: c.get('db'),
      userId: auth.userId,
      config: c.get('deps').config.dupr,
      userToken,
      fetch: c.get('deps').fetch,
    }),
  )
}
