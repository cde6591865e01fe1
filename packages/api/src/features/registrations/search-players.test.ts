// GET /bff/registrations/players?search=: a player looking for a partner finds them by name
// however it is typed (case, accents, ß, ue for ü — folded as the site's other searches are,
// migrations/0022) or by user name, every word counting, and never finds themselves.
import { eq, users } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS } from '../../test/databases.ts'
import { caller, userIdOf } from '../../test/registration-client.ts'
import { createRegistrationTestApp, type RegistrationTestApp } from '../../test/registration-fixtures.ts'
import { signUpAndIn, type Session } from '../../test/test-session.ts'

describe.each(DATABASE_KINDS)('the partner search on %s', (kind) => {
  let t: RegistrationTestApp
  let call: ReturnType<typeof caller>
  let searcher: Session
  let partnerId: number
  let searcherId: number

  beforeAll(async () => {
    t = await createRegistrationTestApp(kind)
    call = caller(t)
    searcher = await signUpAndIn(t, 'searcher-partner@example.com')
    const partner = await signUpAndIn(t, 'partner-search@example.com')
    searcherId = await userIdOf(t, searcher)
    partnerId = await userIdOf(t, partner)
    await t.db
      .update(users)
      .set({ firstName: 'Jürgen', lastName: 'Größer-Åberg', userName: 'jgroesser' })
      .where(eq(users.id, partnerId))
    await t.db
      .update(users)
      .set({ firstName: 'Jürgen', lastName: 'Größer-Åberg', userName: 'searcher-self' })
      .where(eq(users.id, searcherId))
  })
  afterAll(async () => {
    await t.database.close()
  })

  const found = async (search: string) => {
    const res = await call(searcher, 'GET', `/registrations/players?search=${encodeURIComponent(search)}`)
    expect(res.status, search).toBe(200)
    const body = res.body as { items: { id: number }[] }
    return body.items.map((item) => item.id)
  }

  it('finds a partner by name without accents, in capitals, with ue for ü, or by user name', async () => {
    // The seed has other players called Jürgen; the caller has the same name.
    for (const search of ['jurgen grosser', 'JUERGEN', 'Größer-Åberg', 'aberg jurgen', 'jgroesser']) {
      const ids = await found(search)
      expect(ids, search).toContain(partnerId)
      expect(ids, search).not.toContain(searcherId)
    }
    expect(await found('grosser-aberg')).toEqual([partnerId])
  })

  it('needs every word to match, and never lists the caller', async () => {
    expect(await found('jurgen nobody-else')).toEqual([])
    expect(await found('searcher-self')).toEqual([])
    expect(await found('%_')).toEqual([])
  })
})
