// POST /bff/organizer/classes/{id}/pairs: two "find me a partner" entries of the class become one
// (pair-service.ts). The desk may pair too: on the day players who came alone are paired at the
// desk, and pairing moves no money (each keeps their own payment), like moving or promoting.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import type { AppEnv } from '../../lib/context.ts'
import { body, conflict, errors, IdParams, json } from './contract.ts'
import { PairBody, PairResult } from './entry-contract.ts'
import { pairEntries } from './pair-service.ts'
import { ROLES } from './access.ts'
import { accessTo, nowOf, paymentProviderOf } from './kit.ts'

export const route = createRoute({
  method: 'post',
  path: '/classes/{id}/pairs',
  tags: ['Organizer'],
  summary: 'Pair two entries looking for a partner',
  description:
    'Both entries confirmed: the second player joins the first entry (each keeps their own payment; the freed place goes to the waitlist). Both waitlisted: they wait together at the better position and pay as a pair when offered a place. Repeating the same pair answers 200 with alreadyPaired: true.',
  request: { params: IdParams, ...body(PairBody) },
  responses: {
    200: json(PairResult, 'Paired'),
    ...errors,
    ...conflict,
  },
})

export const handler: RouteHandler<typeof route, AppEnv> = async (c) => {
  const { id } = c.req.valid('param')
  const access = await accessTo(c, { classId: id }, ROLES.desk)
  const { result } = await pairEntries({
    db: c.get('db'),
    access,
    classId: id,
    entryIds: c.req.valid('json').entryIds,
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  return c.json(result, 200)
}
