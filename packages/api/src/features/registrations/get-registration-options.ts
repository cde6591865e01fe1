// GET /bff/registrations/tournament/:id/options: the registration page's classes, places and rules.
import { requireAuth } from '../../http/auth.ts'
import { parseParams } from '../../lib/validation.ts'
import { IdParams } from './contract.ts'
import { afterCommit, nowOf, paymentProviderOf, type Handler } from './kit.ts'
import { maintainTournament } from './sweep.ts'
import { getRegistrationOptions } from './registration-options.ts'

export const route = { method: 'get', path: '/tournament/:id/options' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { id } = parseParams(c, IdParams)
  const now = nowOf(c)
  const paymentProvider = paymentProviderOf(c)
  await afterCommit(c, await maintainTournament({ db: c.get('db'), paymentProvider, tournamentId: id, now }))
  return c.json(
    await getRegistrationOptions({
      db: c.get('db'),
      tournamentId: id,
      userId: auth.userId,
      now,
      paymentProvider,
    }),
  )
}
