// POST /bff/registrations/class/:id/approval-request: a player without a DUPR rating asks the
// organizer to approve an entry (approval.ts).
import { requireAuth } from '../../http/auth.ts'
import { parseParams } from '../../lib/validation.ts'
import { requestApproval } from './approval.ts'
import { IdParams } from './contract.ts'
import { nowOf, type Handler } from './kit.ts'

export const route = { method: 'post', path: '/class/:id/approval-request' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { id } = parseParams(c, IdParams)
  return c.json(
    await requestApproval({ db: c.get('db'), userId: auth.userId, classId: id, now: nowOf(c) }),
    201,
  )
}
