import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrganizerCard, OrganizerDetail } from '../../lib/types.ts'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'

describe.each(DATABASE_KINDS)('organizer API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('lists at least ten organizers from at least ten countries, alphabetically', async () => {
    const res = await t.app.request('/bff/organizers/list')
    expect(res.status).toBe(200)
    const organizers = (await res.json()) as OrganizerCard[]
    expect(organizers.length).toBeGreaterThanOrEqual(10)
    expect(new Set(organizers.map((o) => o.country)).size).toBeGreaterThanOrEqual(10)
    const names = organizers.map((o) => o.name)
    expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names)
    expect(organizers.some((o) => o.upcomingCount > 0)).toBe(true)
  })

  it('filters the list by country', async () => {
    const all = (await (await t.app.request('/bff/organizers/list')).json()) as OrganizerCard[]
    const country = (all[0] as OrganizerCard).country
    const filtered = (await (
      await t.app.request(`/bff/organizers/list?country=${country.toLowerCase()}`)
    ).json()) as OrganizerCard[]
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((o) => o.country === country)).toBe(true)
    expect((await t.app.request('/bff/organizers/list?country=germany')).status).toBe(400)
  })

  it('finds an organizer by id and by slug with its events', async () => {
    const all = (await (await t.app.request('/bff/organizers/list')).json()) as OrganizerCard[]
    const org = all.find((o) => o.eventCount > 0) as OrganizerCard
    const byId = (await (await t.app.request(`/bff/organizers/${org.id}`)).json()) as OrganizerDetail
    const bySlug = (await (await t.app.request(`/bff/organizers/${org.slug}`)).json()) as OrganizerDetail
    expect(bySlug).toEqual(byId)
    expect(byId.upcoming.length + byId.past.length).toBe(byId.eventCount)
    expect(byId.upcoming.every((e) => e.organization.id === org.id && e.state === 'open')).toBe(true)
    expect(byId.past.every((e) => e.state === 'closed')).toBe(true)
  })

  it('answers 404 for an unknown organizer and 400 for a malformed one', async () => {
    expect((await t.app.request('/bff/organizers/no-such-club')).status).toBe(404)
    expect((await t.app.request('/bff/organizers/%3Cscript%3E')).status).toBe(400)
  })
})

describe('organizer pages contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('refuses a malformed id or country in the public error shape and is in the OpenAPI document', async () => {
    const bad = await t.app.request('/bff/organizers/no_such!')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({
      error: { code: 'INVALID_PARAM', message: 'idOrSlug: must be an id or a slug' },
    })
    const country = await t.app.request('/bff/organizers/list?country=DEU')
    expect(((await country.json()) as { error: { code: string } }).error.code).toBe('INVALID_QUERY')
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(doc.paths['/bff/organizers/{idOrSlug}']!)).toEqual(['get'])
    expect(Object.keys(doc.paths['/bff/organizers/list']!)).toEqual(['get'])
  })
})
