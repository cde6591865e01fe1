// GET /bff/registrations/players?search=: partners to invite, by name.
import { requireAuth } from '../../http/auth.ts'
import { parseQuery } from '../../lib/validation.ts'
import { PlayersQuery } from './contract.ts'
import type { Handler } from './kit.ts'
import { searchPlayers } from './manage.ts'

export const route = { method: 'get', path: '/players' } as const

export const handler: Handler = async (c) => {
  const auth = requireAuth(c)
  const { search } = parseQuery(c, PlayersQuery)
  return c.json({
    items: await searchPlayers({ db: c.get('db'), search, excludeUserId: auth.userId, limit: 10 }),
  })
}
