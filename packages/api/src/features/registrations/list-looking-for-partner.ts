// GET /bff/registrations/class/{id}/looking-for-partner: players of a class without a partner yet.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { IdParams, LookingForPartnerList } from './contract.ts'
import { listLookingForPartner } from './manage.ts'
import { json, paramErrors, signedIn } from './registrations-app.ts'

export const route = createRoute({
  method: 'get',
  path: '/class/{id}/looking-for-partner',
  tags: ['Registrations'],
  summary: 'List the players of a class who look for a partner',
  middleware: signedIn,
  request: { params: IdParams },
  responses: { 200: json(LookingForPartnerList, 'Entries with an open partner slot'), ...paramErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  await requireAuth(c)
  const { id } = c.req.valid('param')
  return c.json({ items: await listLookingForPartner({ db: c.get('db'), classId: id }) }, 200)
}
