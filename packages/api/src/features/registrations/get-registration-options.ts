// GET /bff/registrations/tournament/{id}/options: the registration page's classes, places and rules.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { IdParams, RegistrationOptions } from './contract.ts'
import { nowOf, paymentProviderOf } from './kit.ts'
import { getRegistrationOptions } from './registration-options.ts'
import { json, paramErrors, signedIn } from './registrations-app.ts'

export const route = createRoute({
  method: 'get',
  path: '/tournament/{id}/options',
  tags: ['Registrations'],
  summary: 'Read the classes a player may enter, with places and rules',
  description:
    'Read-only: places held by unpaid orders past their expiry count as free and a waitlist moves into them, as the next sweep will do.',
  middleware: signedIn,
  request: { params: IdParams },
  responses: { 200: json(RegistrationOptions, 'The registration options'), ...paramErrors },
})

// Writes nothing (issue 18): lapsed holds are released and the waitlist promoted on the writes
// and by the background sweep (sweep.ts startHoldSweep), and the read shows their outcome.
export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const auth = await requireAuth(c)
  const { id } = c.req.valid('param')
  return c.json(
    await getRegistrationOptions({
      db: c.get('db'),
      tournamentId: id,
      userId: auth.userId,
      now: nowOf(c),
      paymentProvider: paymentProviderOf(c),
    }),
    200,
  )
}
