import { gunzipSync } from 'node:zlib'
import { keepJsonText } from '@courtside/api'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { inMemoryAnswer, inMemoryBytes, inMemoryPage, leavesBoundaryToBrowser } from './api-answer.server.ts'
import { compressResponse } from './compression.server.ts'
import { createLoadShedder, overloadedResponse } from './load-shedder.server.ts'

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  })
const gzipRequest = new Request('http://x/bff/registrations/mine', { headers: { 'accept-encoding': 'gzip' } })
const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Valencia Open ${i}` })) }

describe('API answers held in memory', () => {
  it('keep status, headers and body, and say their length', async () => {
    const answer = await inMemoryAnswer(
      json({ error: { code: 'NOT_FOUND', message: 'Tournament not found' } }, 404),
    )
    expect(answer.status).toBe(404)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const text = await answer.text()
    expect(JSON.parse(text)).toEqual({ error: { code: 'NOT_FOUND', message: 'Tournament not found' } })
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('take the API’s JSON text as it was written instead of reading the body back', async () => {
    const app = new Hono()
    app.use(keepJsonText())
    app.get('/bff/tournament/list', (c) => c.json(large, 200, { 'cache-control': 'public, s-maxage=10' }))
    const response = await app.request('/bff/tournament/list')
    const answer = await inMemoryAnswer(response)
    expect(response.bodyUsed).toBe(false)
    expect(answer.headers.get('cache-control')).toBe('public, s-maxage=10')
    const text = await answer.text()
    expect(JSON.parse(text)).toEqual(large)
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)))
  })

  it('leave event streams and empty answers as they are', async () => {
    const stream = new Response(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } })
    expect(await inMemoryAnswer(stream)).toBe(stream)
    const empty = new Response(null, { status: 204 })
    expect(await inMemoryAnswer(empty)).toBe(empty)
  })

  it('are gzipped in one piece with their compressed length when large enough', async () => {
    const answer = await compressResponse(gzipRequest, await inMemoryAnswer(json(large)))
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect(answer.headers.get('content-length')).toBe(String(bytes.length))
    expect(JSON.parse(gunzipSync(bytes).toString())).toEqual(large)
  })

  it('are gzipped in one piece with their length when larger than one event-loop call allows', async () => {
    // A 128-player class page is ~365 kB of HTML: gzipped on the thread pool, still one piece.
    const page = `<!doctype html><html><body>${'<tr><td>Ana Lopez</td><td>4.125</td></tr>'.repeat(9000)}</body></html>`
    const rendered = new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } })
    const answer = await compressResponse(gzipRequest, await inMemoryAnswer(rendered))
    expect(answer.headers.get('content-encoding')).toBe('gzip')
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect(page.length).toBeGreaterThan(300_000)
    expect(answer.headers.get('content-length')).toBe(String(bytes.length))
    expect(gunzipSync(bytes).toString()).toBe(page)
  })

  it('stay plain when small or when the client does not accept gzip', async () => {
    const small = await compressResponse(gzipRequest, await inMemoryAnswer(json({ user: null })))
    expect(small.headers.get('content-encoding')).toBeNull()
    expect(await small.json()).toEqual({ user: null })
    const plain = await compressResponse(new Request('http://x/bff/x'), await inMemoryAnswer(json(large)))
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.json()).toEqual(large)
  })

  it('give their load-shedder slot back as soon as they are handed over', async () => {
    const shedder = createLoadShedder({ maxInFlight: 1, overloaded: (r) => overloadedResponse(r, String) })
    const answer = await shedder.run(gzipRequest, async () => inMemoryAnswer(json(large)))
    // Not read yet, and the next request is served: the answer holds no slot.
    expect(shedder.inFlight()).toBe(0)
    const next = await shedder.run(gzipRequest, async () => inMemoryAnswer(json({ ok: true })))
    expect(next.status).toBe(200)
    expect(inMemoryBytes(answer)?.toString()).toBe(JSON.stringify(large))
  })
})

describe('pages rendered to a string', () => {
  const html = (body: string) =>
    new Response(`<!DOCTYPE html><html><body>${body}</body></html>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })

  it('are found out when a boundary was left for the browser to render', async () => {
    // What React's renderToString writes for a component that suspended: the fallback, marked.
    const leftOver = await inMemoryPage(
      html('<header><!--$!--><template></template>Loading…<!--/$--></header>'),
    )
    expect(leavesBoundaryToBrowser(leftOver)).toBe(true)
  })

  it('are not when every boundary was rendered on the server', async () => {
    const complete = await inMemoryPage(html('<main><!--$--><p>Open Singles</p><!--/$--></main>'))
    expect(leavesBoundaryToBrowser(complete)).toBe(false)
    expect(await complete.text()).toContain('<p>Open Singles</p>')
  })
})
