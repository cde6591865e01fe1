// POST /bff/registrations/invitations/:id/accept|decline: a partner answers an invitation.
import { requireAuth } from '../../http/auth.ts'
import { parseParams } from '../../lib/validation.ts'
import { InvitationParams } from './contract.ts'
import { afterCommit, nowOf, paymentProviderOf, type Handler } from './kit.ts'
import { respondToInvitation } from './manage.ts'
import { listMyRegistrations } from './views.ts'

export const route = { method: 'post', path: '/invitations/:id/:answer{accept|decline}' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { id } = parseParams(c, InvitationParams)
  const result = await respondToInvitation({
    db: c.get('db'),
    userId: auth.userId,
    invitationId: id,
    accept: c.req.param('answer') === 'accept',
    now: nowOf(c),
    paymentProvider: paymentProviderOf(c),
  })
  await afterCommit(c, result.effects)
  return c.json(await listMyRegistrations({ db: c.get('db'), userId: auth.userId, now: nowOf(c) }))
}
