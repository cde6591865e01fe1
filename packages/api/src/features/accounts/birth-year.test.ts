// Issue 13, point 6: a year of birth out of range is refused with the field named, never saved
// as another year.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'
import { asUser, signUpAndIn, type ErrorBody } from '../../test/test-session.ts'

describe.each(DATABASE_KINDS)('year of birth on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('refuses 1700 and next year with a 400 naming birthYear, and keeps the saved year', async () => {
    const session = await signUpAndIn(t, 'born@example.com')
    const saved = await asUser(t, session, '/bff/user/update', { method: 'PATCH', body: { birthYear: 1984 } })
    expect(saved.status).toBe(200)
    for (const birthYear of [1700, new Date().getUTCFullYear() + 1]) {
      const res = await asUser(t, session, '/bff/user/update', { method: 'PATCH', body: { birthYear } })
      expect(res.status).toBe(400)
      const body = (await res.json()) as ErrorBody
      expect(body.error.message).toMatch(/^birthYear: /)
    }
    const me = (await (await asUser(t, session, '/bff/user/me')).json()) as { birthYear: number }
    expect(me.birthYear).toBe(1984)
  })
})
