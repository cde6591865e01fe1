// Which answers shared caches may keep (http/public-cache.ts): public reads only,
// the same for every caller; everything personal, every error and every change stays no-store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PUBLIC_READ_CACHE_CONTROL } from '../http/public-cache.ts'
import { asUser, signUpAndIn, type Session } from '../routes/auth/test-session.ts'
import { createTestApp, DATABASE_KINDS, type TestApp } from './databases.ts'

describe.each(DATABASE_KINDS)('cache headers (%s)', (kind) => {
  let t: TestApp
  let player: Session
  let tournamentId: number
  let classId: number
  beforeAll(async () => {
    t = await createTestApp(kind)
    player = await signUpAndIn(t, 'cache-headers@example.com')
    const list = (await (await t.app.request('/bff/tournament/list')).json()) as { items: { id: number }[] }
    tournamentId = list.items[0]!.id
    const detail = (await (await t.app.request(`/bff/tournament/${tournamentId}`)).json()) as {
      classes: { id: number }[]
    }
    classId = detail.classes[0]!.id
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('lets shared caches keep public reads for at most 10 s, and browsers revalidate', async () => {
    expect(PUBLIC_READ_CACHE_CONTROL).toMatch(/\bpublic\b.*\bmax-age=0\b.*\bs-maxage=([1-9]|10)\b/)
    const paths = [
      '/bff/tournament/list',
      `/bff/tournament/${tournamentId}`,
      `/bff/tournament/${tournamentId}/base-info`,
      `/bff/tournament/class/${classId}/full`,
      '/bff/tournament/tours',
      '/bff/organizers/list',
      '/bff/podcast/episodes',
    ]
    for (const path of paths) {
      const anonymous = await t.app.request(path)
      expect(anonymous.status, path).toBe(200)
      expect(anonymous.headers.get('cache-control'), path).toBe(PUBLIC_READ_CACHE_CONTROL)
      // Signed in, the answer is the same, so it may be shared the same way.
      const signedIn = await asUser(t, player, path)
      expect(await signedIn.json(), path).toEqual(await anonymous.json())
    }
  })

  it('keeps personal answers, errors and changes out of shared caches', async () => {
    const answers = [
      await asUser(t, player, '/bff/user/me'),
      await asUser(t, player, '/bff/registrations/mine'),
      await t.app.request('/bff/user/me'),
      await t.app.request('/bff/tournament/999999'),
      await t.app.request('/bff/tournament/list?limit=abc'),
      await asUser(t, player, `/bff/registrations/tournament/${tournamentId}/quote`, {
        method: 'POST',
        body: { entries: [] },
      }),
    ]
    for (const answer of answers) expect(answer.headers.get('cache-control'), answer.url).toBe('no-store')
  })
})
