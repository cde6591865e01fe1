// Security headers (DESIGN.md security baseline) over representative responses, composed the way
// src/server.ts composes them: micro cache → securityHeaders → compressResponse. Pages get a CSP
// with the nonce of their own response, `object-src 'none'`, `base-uri 'none'` and
// `frame-ancestors 'none'` (the organization's origins on embed pages); /bff JSON, redirects,
// 404s and the load shedder's 503 get the same baseline; HSTS only in production.
import { gunzipSync } from 'node:zlib'
import pino from 'pino'
import { createApp } from '@courtside/api'
import type { DatabaseHandle } from '@courtside/db'
import { describe, expect, it } from 'vitest'
import { compressResponse } from './compression.server.ts'
import { overloadedResponse } from './load-shedder.server.ts'
import { createMicroCache } from './micro-cache.server.ts'
import { securityHeaders } from './security-headers.server.ts'

const SITE = 'http://localhost:3000'
const EMBEDDER = 'https://club.example'

type Options = { frameAncestors?: string[]; isProduction?: boolean; allowStripe?: boolean }

/** What src/server.ts does with a response once it has one (nonce, then headers, then gzip). */
function finish(request: Request, response: Response, nonce: string, options: Options = {}) {
  return compressResponse(
    request,
    securityHeaders({
      request,
      response,
      nonce,
      frameAncestors: options.frameAncestors ?? [],
      connectSources: [],
      allowStripe: options.allowStripe ?? false,
      isProduction: options.isProduction ?? false,
    }),
  )
}

/** A server-rendered page: its inline scripts carry the render's nonce, like TanStack Start's. */
const page = (nonce: string, status = 200) =>
  new Response(
    `<!doctype html><html><head><script nonce="${nonce}">window.$_TSR={}</script></head><body>page</body></html>`,
    { status, headers: { 'content-type': 'text/html; charset=utf-8' } },
  )

/** The real /bff app; the calls used here never reach the database. */
function bffApp() {
  const database = {
    db: {} as DatabaseHandle['db'],
    kind: 'pglite',
    ping: () => Promise.resolve(true),
    close: () => Promise.resolve(),
  } as DatabaseHandle
  return createApp({
    database,
    logger: pino({ level: 'silent' }),
    config: { siteUrl: SITE, environment: 'development' },
  })
}

function cspOf(response: Response): Map<string, string> {
  const csp = response.headers.get('content-security-policy') ?? ''
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/)
        return [name, values.join(' ')] as const
      }),
  )
}

function expectBaseline(response: Response, label: string) {
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff')
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('content-security-policy'), label).toBeTruthy()
}

function expectPageCsp(response: Response, nonce: string, label: string) {
  const csp = cspOf(response)
  expect(csp.get('script-src')?.split(' '), label).toContain(`'nonce-${nonce}'`)
  expect(csp.get('script-src'), label).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  expect(csp.get('object-src'), label).toBe("'none'")
  expect(csp.get('base-uri'), label).toBe("'none'")
  expect(csp.get('default-src'), label).toBe("'self'")
}

async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer())
  return response.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes).toString() : bytes.toString()
}

describe('security headers', () => {
  it('gives each page response its own nonce, in the CSP and in the page, also from the micro cache', async () => {
    const cache = createMicroCache({ ttlMs: 10_000 })
    const url = `${SITE}/en/tournament/21/`
    const seen = new Set<string>()
    for (const [nonce, encoding] of [
      ['bm9uY2Utb25lLW9uZS0xMg==', 'gzip'],
      ['bm9uY2UtdHdvLXR3by0zNA==', 'identity'],
      ['bm9uY2UtdGhyZWUtdGhyZWU=', 'gzip'],
    ] as const) {
      const request = new Request(url, { headers: { 'accept-encoding': encoding } })
      const response = await finish(
        request,
        await cache.handle(request, nonce, () => Promise.resolve(page(nonce))),
        nonce,
      )
      expectBaseline(response, nonce)
      expectPageCsp(response, nonce, nonce)
      expect(cspOf(response).get('frame-ancestors')).toBe("'none'")
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      const scriptNonces = [...(await bodyOf(response)).matchAll(/nonce="([^"]+)"/g)].map((m) => m[1])
      expect(scriptNonces).toEqual([nonce])
      seen.add(cspOf(response).get('script-src') ?? '')
    }
    // The second and third answers came from the cache and still carry their own nonce.
    expect(seen.size).toBe(3)
  })

  it('lets only the organization’s registered origins frame an embed page', async () => {
    const nonce = 'ZW1iZWQtbm9uY2UtMTIzNA=='
    const request = new Request(`${SITE}/en/?embed=true&organizationId=7`)
    const response = await finish(request, page(nonce), nonce, { frameAncestors: [EMBEDDER] })
    expectBaseline(response, 'embed')
    expectPageCsp(response, nonce, 'embed')
    expect(cspOf(response).get('frame-ancestors')).toBe(EMBEDDER)
    // X-Frame-Options cannot name an origin; the CSP decides.
    expect(response.headers.get('x-frame-options')).toBeNull()
  })

  it('sends HSTS only in production', async () => {
    const request = new Request(`${SITE}/en/`)
    const production = await finish(request, page('bm9uY2U='), 'bm9uY2U=', { isProduction: true })
    const hsts = production.headers.get('strict-transport-security') ?? ''
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000)
    expect(hsts).toMatch(/includeSubDomains/)
    const development = await finish(request, page('bm9uY2U='), 'bm9uY2U=', { isProduction: false })
    expect(development.headers.get('strict-transport-security')).toBeNull()
  })

  it('allows Stripe’s script and frames only when Stripe payments are configured', async () => {
    const request = new Request(`${SITE}/en/tournament/21/registration/`)
    const withStripe = cspOf(await finish(request, page('bm9uY2U='), 'bm9uY2U=', { allowStripe: true }))
    expect(withStripe.get('script-src')).toContain('https://js.stripe.com')
    expect(withStripe.get('frame-src')).toContain('https://js.stripe.com')
    const without = cspOf(await finish(request, page('bm9uY2U='), 'bm9uY2U='))
    expect(without.get('script-src')).not.toContain('stripe')
    expect(without.has('frame-src')).toBe(false)
  })

  it.each([
    ['a /bff JSON answer', '/bff/auth/countries', 200],
    ['a /bff 404', '/bff/no-such-endpoint', 404],
  ])('covers %s from the real API: locked-down CSP, nosniff, no framing', async (_what, path, status) => {
    const request = new Request(`${SITE}${path}`, { headers: { 'accept-encoding': 'gzip' } })
    const response = await finish(request, await bffApp().fetch(request), 'bm9uY2U=', { isProduction: true })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expectBaseline(response, path)
    const csp = cspOf(response)
    expect(csp.get('default-src')).toBe("'none'")
    expect(csp.get('frame-ancestors')).toBe("'none'")
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/)
    if (status >= 400)
      expect(JSON.parse(await bodyOf(response))).toMatchObject({ error: { code: 'NOT_FOUND' } })
  })

  it.each([
    ['the load shedder’s 503 page', '/de/tournament/21/', 'text/html'],
    ['the load shedder’s 503 for /bff', '/bff/tournament/list', 'application/json'],
    ['the load shedder’s 503 for a server function', '/_serverFn/abc', 'application/json'],
  ])('covers %s', async (_what, path, contentType) => {
    const request = new Request(`${SITE}${path}`)
    const nonce = 'b3ZlcmxvYWQtbm9uY2U='
    const response = await finish(
      request,
      overloadedResponse(request, (key) => key),
      nonce,
    )
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('content-type')).toContain(contentType)
    expectBaseline(response, path)
    expect(cspOf(response).get('frame-ancestors')).toBe("'none'")
    if (contentType === 'text/html') expectPageCsp(response, nonce, path)
  })

  it('covers a not-found page', async () => {
    const nonce = 'bm90LWZvdW5kLW5vbmNl'
    const request = new Request(`${SITE}/en/no-such-page`)
    const response = await finish(request, page(nonce, 404), nonce)
    expect(response.status).toBe(404)
    expectBaseline(response, '404')
    expectPageCsp(response, nonce, '404')
    expect(cspOf(response).get('frame-ancestors')).toBe("'none'")
  })

  it('covers responses whose headers cannot be changed (redirects, fetched answers)', async () => {
    const request = new Request(`${SITE}/`)
    const redirect = Response.redirect(`${SITE}/en/`, 307)
    expect(() => redirect.headers.set('x-test', '1')).toThrow()
    const response = await finish(request, redirect, 'bm9uY2U=')
    expect(response.status).toBe(307)
    expect(response.headers.get('location')).toBe(`${SITE}/en/`)
    expectBaseline(response, 'redirect')
    expect(await response.text()).toBe('')
  })
})
