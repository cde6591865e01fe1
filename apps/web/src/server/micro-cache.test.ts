import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parseEnv, EnvValidationError } from '../lib/env-schema.ts'
import { createMicroCache, fetchThroughCache } from './micro-cache.server.ts'

const PAGE = 'http://localhost:3000/en/tournament/21/'

/** A page renderer that counts its renders and embeds the nonce like the real server does. */
function renderer(options: { status?: number; headers?: Record<string, string> } = {}) {
  let renders = 0
  let currentNonce = ''
  return {
    get renders() {
      return renders
    },
    render(nonce: string) {
      currentNonce = nonce
      return () => {
        renders++
        return Promise.resolve(
          new Response(`<html><script nonce="${currentNonce}">render ${renders}</script></html>`, {
            status: options.status ?? 200,
            headers: { 'content-type': 'text/html; charset=utf-8', ...options.headers },
          }),
        )
      }
    },
  }
}

function clock(start = 1_000_000) {
  let t = start
  return { now: () => t, advance: (ms: number) => (t += ms) }
}

describe('anonymous-page micro cache', () => {
  it('serves a second anonymous visit from the cache with its own nonce', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const page = renderer()
    const first = await cache.handle(new Request(PAGE), 'nonce-a', page.render('nonce-a'))
    const second = await cache.handle(new Request(PAGE), 'nonce-b', page.render('nonce-b'))
    expect(page.renders).toBe(1)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await first.text()).toContain('nonce="nonce-a"')
    const body = await second.text()
    expect(body).toContain('nonce="nonce-b"')
    expect(body).not.toContain('nonce-a')
  })

  it('renders again once the copy is older than the freshness limit', async () => {
    const time = clock()
    const cache = createMicroCache({ ttlMs: 10_000, now: time.now })
    const page = renderer()
    await cache.handle(new Request(PAGE), 'n1', page.render('n1'))
    time.advance(9_999)
    await cache.handle(new Request(PAGE), 'n2', page.render('n2'))
    expect(page.renders).toBe(1)
    time.advance(2)
    const res = await cache.handle(new Request(PAGE), 'n3', page.render('n3'))
    expect(page.renders).toBe(2)
    expect(await res.text()).toContain('render 2')
  })

  it('never serves or stores pages for visitors with a session cookie', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const page = renderer()
    await cache.handle(new Request(PAGE), 'n1', page.render('n1'))
    for (const cookie of [
      '__Host-courtside_access=abc',
      'courtside_locale=de; courtside_refresh=r',
      'courtside_session=1893456000',
      '__Host-courtside_id=x',
    ]) {
      const res = await cache.handle(new Request(PAGE, { headers: { cookie } }), 'n', page.render('n'))
      expect(res.headers.get('x-cache')).toBeNull()
    }
    expect(page.renders).toBe(5)
    // Other cookies (language choice, CSRF token) do not make a visitor signed in.
    const anonymous = await cache.handle(
      new Request(PAGE, { headers: { cookie: 'courtside_locale=de; __Host-courtside_csrf=t' } }),
      'n',
      page.render('n'),
    )
    expect(anonymous.headers.get('x-cache')).toBe('HIT')
  })

  it('bypasses the cache for no-cache requests, other methods and non-page paths', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const page = renderer()
    await cache.handle(new Request(PAGE), 'n', page.render('n'))
    await cache.handle(new Request(PAGE, { headers: { 'cache-control': 'no-cache' } }), 'n', page.render('n'))
    await cache.handle(new Request(PAGE, { method: 'HEAD' }), 'n', page.render('n'))
    await cache.handle(new Request('http://localhost:3000/bff/tournament/list'), 'n', page.render('n'))
    await cache.handle(new Request('http://localhost:3000/bff/tournament/list'), 'n', page.render('n'))
    await cache.handle(new Request('http://localhost:3000/dev/outbox'), 'n', page.render('n'))
    expect(page.renders).toBe(6)
  })

  it('does not keep errors, redirects or responses that set cookies', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    for (const options of [{ status: 404 }, { status: 302 }, { headers: { 'set-cookie': 'a=b' } }]) {
      const page = renderer(options)
      await cache.handle(new Request(PAGE), 'n', page.render('n'))
      await cache.handle(new Request(PAGE), 'n', page.render('n'))
      expect(page.renders).toBe(2)
    }
    expect(cache.size()).toBe(0)
  })

  it('keys by the full URL, so embed and search parameters get their own copy', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const page = renderer()
    await cache.handle(new Request(PAGE), 'n', page.render('n'))
    await cache.handle(new Request(`${PAGE}?embed=true&organizationId=3`), 'n', page.render('n'))
    expect(page.renders).toBe(2)
  })

  it('renders a burst of concurrent first visits once', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    let renders = 0
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const slowRender = async () => {
      renders++
      await gate
      return new Response('<p nonce="v0">page</p>', { headers: { 'content-type': 'text/html' } })
    }
    const visits = Array.from({ length: 20 }, (_, i) => cache.handle(new Request(PAGE), `v${i}`, slowRender))
    release()
    const bodies = await Promise.all(visits.map(async (v) => (await v).text()))
    expect(renders).toBe(1)
    expect(bodies[5]).toBe('<p nonce="v5">page</p>')
  })

  it('answers gzip-accepting visitors with gzip bytes that decode to the page with their own nonce', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const page = renderer()
    const gzipRequest = () => new Request(PAGE, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    const first = await cache.handle(gzipRequest(), 'nonce-a', page.render('nonce-a'))
    const second = await cache.handle(gzipRequest(), 'nonce-b', page.render('nonce-b'))
    const plain = await cache.handle(new Request(PAGE), 'nonce-c', page.render('nonce-c'))
    expect(page.renders).toBe(1)
    for (const response of [first, second]) {
      expect(response.headers.get('content-encoding')).toBe('gzip')
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
    }
    const bytes = await Promise.all([first, second].map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(second.headers.get('content-length')).toBe(String(bytes[1]?.length))
    expect(gunzipSync(bytes[0] as Buffer).toString()).toBe(
      '<html><script nonce="nonce-a">render 1</script></html>',
    )
    expect(gunzipSync(bytes[1] as Buffer).toString()).toBe(
      '<html><script nonce="nonce-b">render 1</script></html>',
    )
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe('<html><script nonce="nonce-c">render 1</script></html>')
  })

  it('keeps anonymous /bff reads the API marks shareable, for no longer than their s-maxage', async () => {
    const time = clock()
    const cache = createMicroCache({ ttlMs: 10_000, now: time.now })
    const url = 'http://localhost:3000/bff/tournament/list'
    let reads = 0
    const api = (cacheControl: string) => () => {
      reads++
      return Promise.resolve(
        Response.json(
          { items: [{ id: reads }] },
          { headers: { 'cache-control': cacheControl, 'x-request-id': `r${reads}` } },
        ),
      )
    }
    const shared = api('public, max-age=0, s-maxage=5')
    await cache.handle(new Request(url), 'n1', shared)
    const hit = await cache.handle(new Request(url), 'n2', shared)
    expect(await hit.json()).toEqual({ items: [{ id: 1 }] })
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('x-request-id')).toBeNull()
    time.advance(5_001)
    expect(await (await cache.handle(new Request(url), 'n3', shared)).json()).toEqual({ items: [{ id: 2 }] })

    // A signed-in caller reads the same shareable copy (issue 17); a bearer client does not.
    const signedIn = new Request(url, { headers: { cookie: '__Host-courtside_session=abc' } })
    const shareable = await cache.handle(signedIn, 'n4', shared)
    expect(shareable.headers.get('x-cache')).toBe('HIT')
    expect(await shareable.json()).toEqual({ items: [{ id: 2 }] })
    const bearer = new Request(url, { headers: { authorization: 'Bearer t' } })
    expect(await (await cache.handle(bearer, 'n4', shared)).json()).toEqual({ items: [{ id: 3 }] })
    // Personal answers and answers without s-maxage always reach the API.
    const me = 'http://localhost:3000/bff/user/me'
    await cache.handle(new Request(me), 'n5', api('no-store'))
    await cache.handle(new Request(me), 'n6', api('no-store'))
    const plain = 'http://localhost:3000/bff/organizers/list'
    await cache.handle(new Request(plain), 'n7', api('public, max-age=60'))
    await cache.handle(new Request(plain), 'n8', api('public, max-age=60'))
    expect(reads).toBe(7)
  })

  it("never gives one signed-in caller another's personal /bff answer, even when they ask at once", async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const url = 'http://localhost:3000/bff/tournament/21/my-matches'
    // The API answers each caller their own matches, no-store; a visitor without a session 401.
    const api = (request: Request) => async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      const user = /courtside_session=(\w+)/.exec(request.headers.get('cookie') ?? '')?.[1]
      if (!user) return Response.json({ error: { code: 'UNAUTHENTICATED' } }, { status: 401 })
      return Response.json({ user }, { headers: { 'cache-control': 'no-store' } })
    }
    const ask = (cookie?: string) => {
      const request = new Request(url, cookie ? { headers: { cookie } } : {})
      return cache.handle(request, '', api(request))
    }
    const answers = await Promise.all([
      ask(),
      ask('courtside_session=ann'),
      ask('courtside_session=bob'),
      ask('courtside_session=ann'),
      ask('courtside_session=bob'),
    ])
    expect(answers.map((a) => a.status)).toEqual([401, 200, 200, 200, 200])
    expect(await Promise.all(answers.slice(1).map((a) => a.json()))).toEqual([
      { user: 'ann' },
      { user: 'bob' },
      { user: 'ann' },
      { user: 'bob' },
    ])
    expect(answers.every((a) => a.headers.get('x-cache') !== 'HIT')).toBe(true)
    expect(cache.size()).toBe(0)
  })

  it('never keeps the organizer console API, even an answer marked shareable by mistake', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    let reads = 0
    const api = () => {
      reads++
      return Promise.resolve(
        Response.json({ read: reads }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=10' } }),
      )
    }
    for (const path of ['/bff/organizer/me', '/bff/organizer/events/1', '/bff/organizer']) {
      await cache.handle(new Request(`http://localhost:3000${path}`), 'n1', api)
      const again = await cache.handle(new Request(`http://localhost:3000${path}`), 'n2', api)
      expect(again.headers.get('x-cache'), path).not.toBe('HIT')
    }
    expect(reads).toBe(6)
    expect(cache.size()).toBe(0)
    // The public organizer pages' reads moved to /bff/organizers/ and stay shareable.
    await cache.handle(new Request('http://localhost:3000/bff/organizers/list'), 'n3', api)
    await cache.handle(new Request('http://localhost:3000/bff/organizers/list'), 'n4', api)
    expect(reads).toBe(7)
  })

  it("shares server rendering's /bff reads between renders of the page in any language, signed in or not", async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const data = 'http://localhost:3000/bff/tournament/21'
    let reads = 0
    const app = (request: Request) => {
      reads++
      expect(request.url).toBe(data)
      return Promise.resolve(
        Response.json(
          { id: 21, read: reads },
          { headers: { 'cache-control': 'public, max-age=0, s-maxage=10' } },
        ),
      )
    }
    const render = (page: string, headers: Record<string, string> = {}) =>
      fetchThroughCache(cache, new Request(page, { headers }), new Request(data, { headers }), app)

    expect(await (await render('http://localhost:3000/en/tournament/21/')).json()).toEqual({
      id: 21,
      read: 1,
    })
    expect(await (await render('http://localhost:3000/de/tournament/21/')).json()).toEqual({
      id: 21,
      read: 1,
    })
    expect(reads).toBe(1)
    // A signed-in render shares the public read (its page itself is never kept).
    expect(
      await (
        await render('http://localhost:3000/fr/tournament/21/', { cookie: 'courtside_session=abc' })
      ).json(),
    ).toEqual({ id: 21, read: 1 })
    // A hard reload (no-cache) reads the database itself.
    await fetchThroughCache(
      cache,
      new Request('http://localhost:3000/fr/tournament/21/', { headers: { 'cache-control': 'no-cache' } }),
      new Request(data),
      app,
    )
    expect(reads).toBe(2)
    // Without a cache (PAGE_CACHE_SECONDS=0) every read reaches the app.
    await fetchThroughCache(
      null,
      new Request('http://localhost:3000/en/tournament/21/'),
      new Request(data),
      app,
    )
    expect(reads).toBe(3)
  })

  it('empties itself once a write goes through, so the writer reads their own write next', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const data = 'http://localhost:3000/bff/tournament/21/class/5'
    let score = '0-0'
    const read = () => () =>
      Promise.resolve(
        Response.json({ score }, { headers: { 'cache-control': 'public, max-age=0, s-maxage=10' } }),
      )
    const signedIn = { cookie: '__Host-courtside_session=org' }
    const page = renderer()
    await cache.handle(new Request(PAGE), 'n1', page.render('n1'))
    expect(await (await cache.handle(new Request(data, { headers: signedIn }), '', read())).json()).toEqual({
      score: '0-0',
    })
    expect(cache.size()).toBe(2)
    // A refused write and session upkeep change nothing a copy shows: the copies stay.
    const write = (path: string, status: number) =>
      cache.handle(
        new Request(`http://localhost:3000${path}`, { method: 'POST', headers: signedIn }),
        '',
        () => Promise.resolve(Response.json({}, { status })),
      )
    await write('/bff/organizer/matches/9/result', 409)
    await write('/bff/auth/refresh', 200)
    expect(cache.size()).toBe(2)
    // The organizer enters a result (directly, or through a server function's in-process call).
    score = '11-7'
    await fetchThroughCache(
      cache,
      new Request('http://localhost:3000/_serverFn/abc', { method: 'POST', headers: signedIn }),
      new Request('http://localhost:3000/bff/organizer/matches/9/result', {
        method: 'PUT',
        headers: signedIn,
      }),
      () => Promise.resolve(Response.json({ ok: true })),
    )
    expect(cache.size()).toBe(0)
    const after = await cache.handle(new Request(data, { headers: signedIn }), '', read())
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await after.json()).toEqual({ score: '11-7' })
    await cache.handle(new Request(PAGE), 'n2', page.render('n2'))
    expect(page.renders).toBe(2)
  })

  it('does not keep a read that was under way when a write went through', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const data = 'http://localhost:3000/bff/tournament/21/class/5'
    let release: () => void = () => {}
    const slowRead = cache.handle(new Request(data), '', async () => {
      await new Promise<void>((resolve) => (release = resolve))
      return Response.json(
        { score: '0-0' },
        { headers: { 'cache-control': 'public, max-age=0, s-maxage=10' } },
      )
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    await cache.handle(
      new Request('http://localhost:3000/bff/organizer/matches/9/result', { method: 'PUT' }),
      '',
      () => Promise.resolve(Response.json({})),
    )
    release()
    expect(await (await slowRead).json()).toEqual({ score: '0-0' })
    expect(cache.size()).toBe(0)
  })

  it('lets visits that waited for an outdated render wait for one new render, not each render alone', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    let renders = 0
    const gates: (() => void)[] = []
    const render = async () => {
      const n = ++renders
      await new Promise<void>((resolve) => gates.push(resolve))
      return new Response(`<p>render ${n}</p>`, { headers: { 'content-type': 'text/html' } })
    }
    const first = cache.handle(new Request(PAGE), 'a', render)
    const waiting = Array.from({ length: 10 }, () => cache.handle(new Request(PAGE), 'b', render))
    await new Promise((resolve) => setTimeout(resolve, 0))
    // A result is entered while the page renders: that copy shows the old score.
    await cache.handle(
      new Request('http://localhost:3000/bff/organizer/matches/9/result', { method: 'PUT' }),
      '',
      () => Promise.resolve(Response.json({})),
    )
    gates.shift()?.()
    expect(await (await first).text()).toBe('<p>render 1</p>')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(renders).toBe(2)
    gates.shift()?.()
    const bodies = await Promise.all(waiting.map(async (visit) => (await visit).text()))
    expect(bodies).toEqual(Array.from({ length: 10 }, () => '<p>render 2</p>'))
    expect(renders).toBe(2)
    expect(cache.size()).toBe(1)
  })

  it('drops the oldest pages when the size limit is reached', async () => {
    const cache = createMicroCache({ ttlMs: 10_000, maxBytes: 100 })
    const page = renderer()
    for (const id of [1, 2, 3]) {
      await cache.handle(new Request(`http://localhost:3000/en/tournament/${id}/`), 'n', page.render('n'))
    }
    expect(cache.size()).toBeLessThan(3)
    await cache.handle(new Request('http://localhost:3000/en/tournament/3/'), 'n', page.render('n'))
    expect(page.renders).toBe(3)
  })

  it('is configured by PAGE_CACHE_SECONDS (default 10, 0 = off, never above 10)', () => {
    expect(parseEnv({}).PAGE_CACHE_SECONDS).toBe(10)
    expect(parseEnv({ PAGE_CACHE_SECONDS: '0' }).PAGE_CACHE_SECONDS).toBe(0)
    expect(() => parseEnv({ PAGE_CACHE_SECONDS: '60' })).toThrow(EnvValidationError)
  })
})
