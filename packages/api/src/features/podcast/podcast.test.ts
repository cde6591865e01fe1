import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PodcastEpisode, PodcastEpisodeList } from './contract.ts'
import { DATABASE_KINDS, createTestApp, type TestApp } from '../../test/databases.ts'

describe.each(DATABASE_KINDS)('podcast API on %s', (kind) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(kind)
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('pages through at least 20 episodes, newest first', async () => {
    const first = (await (await t.app.request('/bff/podcast/episodes?limit=10')).json()) as PodcastEpisodeList
    const second = (await (
      await t.app.request('/bff/podcast/episodes?limit=10&offset=10')
    ).json()) as PodcastEpisodeList
    expect(first.total).toBeGreaterThanOrEqual(20)
    expect(first.items).toHaveLength(10)
    const dates = [...first.items, ...second.items].map((e) => e.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('returns one episode by id or slug with show notes', async () => {
    const list = (await (await t.app.request('/bff/podcast/episodes?limit=1')).json()) as PodcastEpisodeList
    const summary = list.items[0] as PodcastEpisodeList['items'][number]
    const byId = (await (await t.app.request(`/bff/podcast/episodes/${summary.id}`)).json()) as PodcastEpisode
    const bySlug = (await (
      await t.app.request(`/bff/podcast/episodes/${summary.slug}`)
    ).json()) as PodcastEpisode
    expect(byId).toEqual(bySlug)
    expect(byId.audioUrl).toMatch(/^\//)
    expect(byId.showNotes.length).toBeGreaterThan(20)
    expect((await t.app.request('/bff/podcast/episodes/99999')).status).toBe(404)
    expect((await t.app.request('/bff/podcast/episodes?limit=500')).status).toBe(400)
  })
})

describe('podcast API contract', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('pglite')
  })
  afterAll(async () => {
    await t.database.close()
  })

  it('refuses a bad page in the public error shape (no field map) and is in the OpenAPI document', async () => {
    const res = await t.app.request('/bff/podcast/episodes?limit=500')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_QUERY', message: 'limit: Too big: expected number to be <=50' },
    })
    const doc = (await (await t.app.request('/bff/openapi.json')).json()) as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(doc.paths['/bff/podcast/episodes/{idOrSlug}']!)).toEqual(['get'])
    expect(Object.keys(doc.paths['/bff/podcast/episodes']!)).toEqual(['get'])
  })
})
