// GET /bff/registrations/class/:id/looking-for-partner: players of a class without a partner yet.
import { requireAuth } from '../../http/auth.ts'
import { parseParams } from '../../lib/validation.ts'
import { IdParams } from './contract.ts'
import type { Handler } from './kit.ts'
import { listLookingForPartner } from './manage.ts'

export const route = { method: 'get', path: '/class/:id/looking-for-partner' } as const

export const handler: Handler = async (c) => {
  requireAuth(c)
  const { id } = parseParams(c, IdParams)
  return c.json({ items: await listLookingForPartner({ db: c.get('db'), classId: id }) })
}
