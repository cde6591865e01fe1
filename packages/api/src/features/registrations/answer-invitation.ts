// POST /bff/registrations/invitations/{id}/accept and …/decline: a partner answers an invitation.
// Two routes, not one with an {answer} parameter: the hand-written path only matched these two
// words, so anything else stays a 404 rather than becoming an INVALID_PARAM.
import { createRoute, type RouteHandler } from '@hono/zod-openapi'
import { requireAuth } from '../../http/auth.ts'
import type { AppEnv } from '../../lib/context.ts'
import { IdParams, MyRegistrations } from './contract.ts'
import { afterCommit, nowOf, paymentProviderOf } from './kit.ts'
import { respondToInvitation } from './manage.ts'
import { json, signedIn, writeErrors } from './registrations-app.ts'
import { listMyRegistrations } from './views.ts'

const answerRoute = <A extends 'accept' | 'decline'>(answer: A, summary: string) =>
  createRoute({
    method: 'post',
    path: `/invitations/{id}/${answer}`,
    tags: ['Registrations'],
    summary,
    middleware: signedIn,
    request: { params: IdParams },
    responses: { 200: json(MyRegistrations, 'The caller’s registrations afterwards'), ...writeErrors },
  })

export const acceptRoute = answerRoute('accept', 'Accept a partner invitation')
export const declineRoute = answerRoute('decline', 'Decline a partner invitation')

type Route = typeof acceptRoute | typeof declineRoute

const handlerFor =
  (accept: boolean): RouteHandler<Route, AppEnv> =>
  async (c) => {
    const auth = await requireAuth(c)
    const { id } = c.req.valid('param')
    const result = await respondToInvitation({
      db: c.get('db'),
      userId: auth.userId,
      invitationId: id,
      accept,
      now: nowOf(c),
      paymentProvider: paymentProviderOf(c),
    })
    // The list below shows what the refunds did, so they are carried out before it is read.
    await afterCommit(c, result.effects)
    return c.json(await listMyRegistrations({ db: c.get('db'), userId: auth.userId, now: nowOf(c) }), 200)
  }

export const acceptHandler = handlerFor(true)
export const declineHandler = handlerFor(false)
