// POST /bff/registrations/tournament/:id/quote: what a selection costs (nothing is written).
import { requireAuth } from '../../http/auth.ts'
import { parseJsonBody, parseParams } from '../../lib/validation.ts'
import { EntriesBody, IdParams } from './contract.ts'
import { nowOf, type Handler } from './kit.ts'
import { quoteRegistration } from './registration-options.ts'

export const route = { method: 'post', path: '/tournament/:id/quote' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { id } = parseParams(c, IdParams)
  const { entries } = await parseJsonBody(c, EntriesBody)
  return c.json(
    await quoteRegistration({
      db: c.get('db'),
      userId: auth.userId,
      tournamentId: id,
      entries,
      now: nowOf(c),
    }),
  )
}
