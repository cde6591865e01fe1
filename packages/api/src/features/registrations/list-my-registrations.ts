// GET /bff/registrations/mine: the player's entries, invitations and orders.
import { requireAuth } from '../../http/auth.ts'
import { nowOf, type Handler } from './kit.ts'
import { listMyRegistrations } from './views.ts'

export const route = { method: 'get', path: '/mine' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  return c.json(await listMyRegistrations({ db: c.get('db'), userId: auth.userId, now: nowOf(c) }))
}
