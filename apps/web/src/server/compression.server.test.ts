import { gunzipSync } from 'node:zlib'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { acceptsGzip, compressResponse, createGzipTemplate } from './compression.server.ts'

const PAGE = 'http://localhost:3000/en/'
const html = `<!doctype html><html><body>${'<p class="card">Valencia Open</p>'.repeat(200)}</body></html>`

function request(acceptEncoding?: string) {
  return new Request(PAGE, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {})
}

function page(body: string, headers: Record<string, string> = {}) {
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } })
}

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['gzip;q=0', false],
    ['identity', false],
    ['br', false],
    [undefined, false],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(acceptsGzip(request(header))).toBe(expected)
  })
})

describe('compressResponse', () => {
  it('gzips an HTML page for a client that accepts gzip; the bytes decode to the page', async () => {
    const response = await compressResponse(
      request('gzip, br'),
      page(html, { 'content-length': String(html.length) }),
    )
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBeNull()
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.length).toBeLessThan(html.length / 5)
    expect(gunzipSync(bytes).toString()).toBe(html)
  })

  it('gzips JSON errors and answers too, keeping the status', async () => {
    const body = JSON.stringify({ items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: 'Cup' })) })
    const response = await compressResponse(
      request('gzip'),
      new Response(body, { status: 404, headers: { 'content-type': 'application/json' } }),
    )
    expect(response.status).toBe(404)
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(body)
  })

  it('leaves the page alone when the client does not accept gzip, but says it could vary', async () => {
    const response = await compressResponse(request(), page(html))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i)
    expect(await response.text()).toBe(html)
  })

  it('does not compress small bodies, encoded bodies, event streams or images', async () => {
    const small = await compressResponse(request('gzip'), page('<p>hi</p>', { 'content-length': '9' }))
    expect(small.headers.get('content-encoding')).toBeNull()
    const encoded = page(html, { 'content-encoding': 'br' })
    expect(await compressResponse(request('gzip'), encoded)).toBe(encoded)
    const stream = new Response('data: x\n\n'.repeat(200), {
      headers: { 'content-type': 'text/event-stream' },
    })
    expect((await compressResponse(request('gzip'), stream)).headers.get('content-encoding')).toBeNull()
    const png = new Response(new Uint8Array(4096), { headers: { 'content-type': 'image/png' } })
    expect((await compressResponse(request('gzip'), png)).headers.get('content-encoding')).toBeNull()
  })

  it('keeps existing Vary values', async () => {
    const response = await compressResponse(request('gzip'), page(html, { vary: 'Cookie' }))
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding')
  })
})

describe('createGzipTemplate', () => {
  it('joins compressed parts around each insert into one valid gzip file', () => {
    const parts = ['<script nonce="', '">boot()</script><style nonce="', '">a{}</style>'].map((s) =>
      Buffer.from(s),
    )
    const template = createGzipTemplate(parts)
    for (const nonce of ['abc', 'ZGlmZmVyZW50IG5vbmNl', '']) {
      const expected = `<script nonce="${nonce}">boot()</script><style nonce="${nonce}">a{}</style>`
      expect(gunzipSync(template.render(Buffer.from(nonce))).toString()).toBe(expected)
    }
  })

  it('round-trips any parts and insert (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 3000 }), { minLength: 1, maxLength: 6 }),
        fc.uint8Array({ maxLength: 64 }),
        (parts, insert) => {
          const buffers = parts.map((p) => Buffer.from(p))
          const expected = Buffer.concat(
            buffers.flatMap((p, i) => (i === 0 ? [p] : [Buffer.from(insert), p])),
          )
          const gz = createGzipTemplate(buffers).render(Buffer.from(insert))
          expect(gunzipSync(gz).equals(expected)).toBe(true)
        },
      ),
      { seed: 20261123, numRuns: 200 },
    )
  })
})
