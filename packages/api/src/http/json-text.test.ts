import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { jsonTextOf, keepJsonText } from './json-text.ts'

/** The same routes with Hono's own `c.json` and with the remembering one. */
function apps() {
  const routes = (app: Hono) =>
    app
      .get('/plain', (c) => c.json({ name: 'Ana', rating: 4.125 }))
      .get('/status', (c) => c.json({ error: { code: 'NOT_FOUND' } }, 404))
      .get('/headers', (c) => {
        c.header('x-before', '1')
        return c.json([1, 2], { status: 201, headers: { 'cache-control': 'no-store' } })
      })
      .get('/third', (c) =>
        c.json({ ok: true }, 200, { 'content-type': 'application/problem+json', 'x-many': ['a', 'b'] }),
      )
  const kept = new Hono()
  kept.use(keepJsonText())
  return { hono: routes(new Hono()), kept: routes(kept) }
}

const described = async (response: Response) => ({
  status: response.status,
  headers: [...response.headers],
  body: await response.text(),
})

describe('keepJsonText', () => {
  it('answers exactly as Hono’s c.json does', async () => {
    const { hono, kept } = apps()
    for (const path of ['/plain', '/status', '/headers', '/third']) {
      expect(await described(await kept.request(path))).toEqual(await described(await hono.request(path)))
    }
  })

  it('keeps the text of each answer with it, without its body being read', async () => {
    const { kept } = apps()
    const response = await kept.request('/status')
    expect(jsonTextOf(response)).toBe('{"error":{"code":"NOT_FOUND"}}')
    expect(response.bodyUsed).toBe(false)
    expect(await response.text()).toBe(jsonTextOf(response))
  })

  it('keeps it when a middleware sets a header after the handler (Hono wraps the body anew)', async () => {
    const app = new Hono()
    app.use(keepJsonText())
    app.use(async (c, next) => {
      await next()
      c.header('cache-control', 'no-store')
    })
    app.get('/x', (c) => c.json({ a: 1 }))
    const response = await app.request('/x')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(jsonTextOf(response)).toBe('{"a":1}')
  })

  it('knows nothing of a response a middleware replaced or another handler made', async () => {
    const app = new Hono()
    app.use(keepJsonText())
    app.use('/replaced', async (c, next) => {
      await next()
      c.res = new Response('{"changed":true}', c.res)
    })
    app.get('/replaced', (c) => c.json({ original: true }))
    app.get('/text', (c) => c.text('hello'))
    const replaced = await app.request('/replaced')
    expect(jsonTextOf(replaced)).toBeUndefined()
    expect(await replaced.text()).toBe('{"changed":true}')
    expect(jsonTextOf(await app.request('/text'))).toBeUndefined()
  })
})
