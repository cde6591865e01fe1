// POST /bff/registrations/tournament/{id}/quote: what a selection costs (nothing is written).
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { parseJsonBody } from '../../lib/validation.ts'
import { EntriesBody, IdParams, Quote } from './contract.ts'
import { nowOf } from './kit.ts'
import { quoteRegistration } from './registration-options.ts'
import { body, bodyErrors, json, signedIn } from './registrations-app.ts'

export const route = createRoute({
  method: 'post',
  path: '/tournament/{id}/quote',
  tags: ['Registrations'],
  summary: 'Price a selection of classes',
  description:
    'Nothing is written; prices always come from the database. Full classes are priced as waitlisted.',
  middleware: signedIn,
  request: { params: IdParams, ...body(EntriesBody) },
  responses: { 200: json(Quote, 'The price of the selection'), ...bodyErrors },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { id } = c.req.valid('param')
  // Read here, not declared for validation (registrations-app.ts): INVALID_JSON stays.
  const { entries } = await parseJsonBody(c, EntriesBody)
  return c.json(
    await quoteRegistration({
      db: c.get('db'),
      userId: auth.userId,
      tournamentId: id,
      entries,
      now: nowOf(c),
    }),
    200,
  )
}
