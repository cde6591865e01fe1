import { afterEach, describe, expect, it } from 'vitest'
import { createRenderPool, isWorkerPage, type RenderPool } from './render-pool.server.ts'
import { inMemoryBytes } from './api-answer.server.ts'

const entry = new URL('./render-pool.fixture-worker.mjs', import.meta.url)
let pool: RenderPool | undefined

afterEach(async () => {
  await pool?.close()
  pool = undefined
})

/** The pool's render, once a worker has said it is ready. */
async function renderWhenReady(p: RenderPool, path: string, init: RequestInit = {}): Promise<Response> {
  for (let tries = 0; tries < 200; tries++) {
    const answer = p.render(new Request(`http://localhost${path}`, init), 'nonce-1', 'session')
    if (answer) return answer
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('no render worker became ready')
}

describe('render pool', () => {
  it('renders nothing until a worker is ready, then hands back the page in memory', async () => {
    pool = createRenderPool({ size: 1, entry, callApi: () => Promise.resolve(new Response('unused')) })
    expect(pool.render(new Request('http://localhost/en/'), 'n', 'signed-out')).toBeUndefined()
    const page = await renderWhenReady(pool, '/en/')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    // Held in memory with its length, like a page rendered in the main thread.
    expect(inMemoryBytes(page)?.toString()).toBe('<p>|nonce-1|session</p>')
    expect(page.headers.get('content-length')).toBe(String('<p>|nonce-1|session</p>'.length))
  })

  it("answers a worker's /bff call here, with its method, headers, body and address", async () => {
    const seen: { request: Request; throughCache: boolean; body: string; ip: unknown }[] = []
    pool = createRenderPool({
      size: 1,
      entry,
      callApi: async (request, throughCache) => {
        seen.push({
          request,
          throughCache,
          body: await request.text(),
          ip: (request as Request & { ip?: unknown }).ip,
        })
        return Response.json({ ok: true }, { status: 201 })
      },
    })
    const page = await renderWhenReady(pool, '/en/echo', { headers: { cookie: 'session=abc' } })
    expect(inMemoryBytes(page)?.toString()).toBe('<p>201 {"ok":true}|nonce-1|session</p>')
    expect(seen).toHaveLength(1)
    expect(seen[0]?.request.method).toBe('POST')
    expect(seen[0]?.request.url).toBe('http://localhost/bff/echo')
    expect(seen[0]?.request.headers.get('content-type')).toBe('application/json')
    expect(seen[0]?.body).toBe('{"cookie":"session=abc"}')
    expect(seen[0]?.ip).toBe('203.0.113.9')
    expect(seen[0]?.throughCache).toBe(true)
  })

  it('rejects the renders of a worker that ends and replaces the worker', async () => {
    pool = createRenderPool({
      size: 1,
      entry,
      respawnDelayMs: 10,
      callApi: () => Promise.resolve(new Response('')),
    })
    await renderWhenReady(pool, '/en/')
    await expect(renderWhenReady(pool, '/en/crash')).rejects.toThrow('The render worker stopped')
    const again = await renderWhenReady(pool, '/en/')
    expect(again.status).toBe(200)
  })

  it('answers a question about the memory of a worker that ends before it replies', async () => {
    pool = createRenderPool({
      size: 1,
      entry,
      respawnDelayMs: 60_000,
      callApi: () => Promise.resolve(new Response('')),
    })
    await renderWhenReady(pool, '/en/')
    // The worker reads the render first and ends; the memory question is never read.
    const crashed = expect(
      pool.render(new Request('http://localhost/en/crash'), 'n', 'session'),
    ).rejects.toThrow('The render worker stopped')
    // A few microtasks: the render is posted, and the worker's end (a later event) is not seen yet.
    for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    const memory = pool.memory()
    await crashed
    expect(await memory).toEqual([{ heapUsed: 0, external: 0 }])
  })

  it('rejects a render the worker reports as failed, and the worker goes on', async () => {
    pool = createRenderPool({ size: 1, entry, callApi: () => Promise.resolve(new Response('')) })
    await expect(renderWhenReady(pool, '/en/fail')).rejects.toThrow('render failed')
    expect((await renderWhenReady(pool, '/en/')).status).toBe(200)
  })

  it('gives a render to the least busy worker', async () => {
    pool = createRenderPool({ size: 2, entry, callApi: () => Promise.resolve(new Response('')) })
    await renderWhenReady(pool, '/en/')
    // Both workers ready: wait until a render lands on each.
    const threads = new Set<string | null>()
    for (let tries = 0; tries < 100 && threads.size < 2; tries++) {
      const pages = await Promise.all([renderWhenReady(pool, '/en/slow'), renderWhenReady(pool, '/en/slow')])
      for (const page of pages) threads.add(page.headers.get('x-thread'))
    }
    expect(threads.size).toBe(2)
  })

  it("reports each ready worker's heap", async () => {
    pool = createRenderPool({ size: 2, entry, callApi: () => Promise.resolve(new Response('')) })
    for (let tries = 0; tries < 200 && (await pool.memory()).length < 2; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25))
    const memory = await pool.memory()
    expect(memory).toHaveLength(2)
    for (const worker of memory) expect(worker.heapUsed).toBeGreaterThan(0)
  })
})

describe('isWorkerPage', () => {
  it('sends fetched pages of a locale to the workers, and nothing else', () => {
    expect(isWorkerPage(new Request('http://localhost/en/'))).toBe(true)
    expect(isWorkerPage(new Request('http://localhost/sv/tournament/21/'))).toBe(true)
    expect(isWorkerPage(new Request('http://localhost/de'))).toBe(true)
    expect(isWorkerPage(new Request('http://localhost/'))).toBe(false)
    expect(isWorkerPage(new Request('http://localhost/sitemap.xml'))).toBe(false)
    expect(isWorkerPage(new Request('http://localhost/english/'))).toBe(false)
    expect(isWorkerPage(new Request('http://localhost/en/', { method: 'POST', body: '' }))).toBe(false)
    expect(isWorkerPage(new Request('http://localhost/_serverFn/abc'))).toBe(false)
  })
})
