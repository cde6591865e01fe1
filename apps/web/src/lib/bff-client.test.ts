import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BffError, UnauthorizedError } from './bff.ts'
import { api, ok } from './bff-client.ts'

const transport = vi.hoisted(() => vi.fn<(url: string, init: RequestInit) => Promise<Response>>())
vi.mock('./bff-transport.ts', () => ({ bffTransport: transport }))

const episode = {
  id: 3,
  slug: 'pickleball-in-sweden',
  title: 'Pickleball in Sweden',
  summary: '',
  audioUrl: 'https://example.com/3.mp3',
  audioType: 'audio/mpeg',
  image: null,
  durationSeconds: 1800,
  season: 1,
  episodeNumber: 3,
  publishedAt: '2026-11-01T08:00:00.000Z',
  showNotes: '<p>Notes</p>',
}

describe('typed /bff client', () => {
  beforeEach(() => {
    transport.mockReset()
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('sends to the path and query the API declares, over the same transport, and reads the body', async () => {
    transport.mockResolvedValue(Response.json({ items: [], total: 0, offset: 12, limit: 12 }))
    const page = await ok(api.podcast.episodes.$get({ query: { offset: '12', limit: '12' } }))
    expect(page).toEqual({ items: [], total: 0, offset: 12, limit: 12 })
    const [url, init] = transport.mock.calls[0]!
    expect(url).toBe('/bff/podcast/episodes?offset=12&limit=12')
    expect(init.credentials).toBe('include')
    expect(init.method).toBe('GET')
  })

  it('puts path parameters in the path as given (callers encode them)', async () => {
    transport.mockResolvedValue(Response.json(episode))
    const read = await ok(
      api.podcast.episodes[':idOrSlug'].$get({ param: { idOrSlug: encodeURIComponent('a/b?c') } }),
    )
    expect(read.showNotes).toBe('<p>Notes</p>')
    expect(transport.mock.calls[0]![0]).toBe('/bff/podcast/episodes/a%2Fb%3Fc')
  })

  it('turns 401 into UnauthorizedError and other refusals into BffError with the code', async () => {
    transport.mockResolvedValueOnce(new Response(null, { status: 401 }))
    await expect(ok(api.podcast.episodes.$get({ query: {} }))).rejects.toBeInstanceOf(UnauthorizedError)
    transport.mockResolvedValueOnce(
      Response.json({ error: { code: 'NOT_FOUND', message: 'Episode not found' } }, { status: 404 }),
    )
    const refused = ok(api.podcast.episodes[':idOrSlug'].$get({ param: { idOrSlug: 'missing' } }))
    await expect(refused).rejects.toBeInstanceOf(BffError)
    await expect(refused).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' })
  })
})
