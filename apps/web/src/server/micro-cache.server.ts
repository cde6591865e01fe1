// Micro cache for anonymous pages (DESIGN.md "Budgets": freshness ≤ 10 s, never a signed-in
// user's page). Server rendering costs tens of milliseconds per page while a cached copy costs well
// under one, so a burst of anonymous visitors to the same page renders it once per TTL. Signed-in
// players' public pages are kept as one cookie-less "member shell" copy for all of them, under a
// key of its own, with nothing personal in it (server/member-shell.server.ts, issue 17).
// /bff reads are kept too when the API marks them shareable (`s-maxage`, set on the public reads
// in packages/api/src/app.ts), for no longer than that and never beyond the TTL — for signed-in
// callers as well, since such an answer is the same for everyone (issue 17). A write that goes
// through empties the cache (`changesData`), so whoever wrote reads their own write next.
// Concurrent misses for the same URL wait for one render instead of rendering in parallel.
// A cached page carries the CSP nonce of the render that produced it; every answer swaps in the
// nonce of its own request, so nonces are never reused across responses (src/server.ts).
// Clients that accept gzip get the page from gzip segments made once per cached copy
// (compression.server.ts `createGzipTemplate`).
import { acceptsGzip, createGzipTemplate, type GzipTemplate } from './compression.server.ts'
import { inMemoryBytes } from './api-answer.server.ts'
import { LRUCache } from 'lru-cache'
import { FastResponse } from 'srvx'
import { hasSessionCookie } from '../lib/session-expiry.ts'

/** Cookies that mean "signed in" (packages/api/src/http/cookies.ts), with or without __Host-. */
/** Localized product pages and /bff reads; server functions, /dev and the redirect at / never. */
const PAGE_PATH = /^\/[a-z]{2}(?:\/|$)/
const API_PATH = /^\/bff\//
/** The organizer console's API is private whatever its headers say (issue 12). */
const PRIVATE_API_PATH = /^\/bff\/organizer(?:\/|$)/

/**
 * The process's micro cache, shared by the server entry (src/server.ts creates it) and server
 * rendering's in-process /bff calls (server/bff.server.ts), which are bundled apart.
 */
declare global {
  var __courtsideMicroCache: MicroCache | null | undefined
}

export type MicroCacheOptions = {
  ttlMs: number
  /** Upper bound on cached HTML in bytes (default 64 MB). */
  maxBytes?: number
  now?: () => number
}

/** How a shared render ended: its copy, or none — `superseded` when a write made it outdated. */
type Settled = { entry: Entry | null; superseded: boolean }

/** How often waiters follow a render that a write made outdated before they render alone. */
const SUPERSEDED_RETRIES = 2

type Entry = {
  storedAt: number
  status: number
  headers: [string, string][]
  /** The UTF-8 body split at every occurrence of the render's nonce (ASCII base64). */
  parts: Buffer[]
  bytes: number
  /** Made on the first answer to a client that accepts gzip. */
  gzip?: GzipTemplate
}

export type MicroCache = {
  /**
   * Answers from the cache when the request may be cached and a fresh copy exists, else calls
   * `render(nonce)` and keeps a cacheable result. `nonce` is this request's CSP nonce. A
   * `variant` keeps a copy apart from the plain one of the same address (the signed-in players'
   * member shell, server/member-shell.server.ts); its `render` must not read the request's
   * cookies, because its copy is shared by every caller of that variant.
   */
  handle: (
    request: Request,
    nonce: string,
    render: () => Promise<Response>,
    variant?: string,
  ) => Promise<Response>
  /** Number of cached pages (tests, diagnostics). */
  size: () => number
  /** Drops every copy, and any render already under way is not kept (see `changesData`). */
  purge: () => void
}

/**
 * Writes that change what public pages show to everybody: the console (results, draws, order of
 * play, the desk) and scoring from a phone. A player's own registration, payment or account write
 * changes only counts on public pages, which may lag like everyone's (≤ the TTL); emptying the
 * cache for those made a registration rush render every page uncached (the load check).
 */
const PUBLIC_DATA_WRITE = /^\/bff\/(?:organizer|score)\//

/**
 * A write to public data that went through (PUBLIC_DATA_WRITE, status below 400): what any copy
 * shows may have changed, so the cache is emptied and a caller reads their own write on the next
 * page (an organizer enters a result, then opens the public class page). Coarse on purpose — a
 * copy costs one render to make again; writes in another process or by a background job are
 * seen once the copy expires (≤ the TTL), as for anonymous visitors.
 */
export function changesData(request: Request, response: Response): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false
  return response.status < 400 && PUBLIC_DATA_WRITE.test(new URL(request.url).pathname)
}

/** A hard reload (or a benchmark asking for an uncached render) bypasses the cache. */
function wantsFresh(request: Request): boolean {
  const cacheControl = request.headers.get('cache-control') ?? ''
  return /no-cache|no-store/i.test(cacheControl) || request.headers.get('pragma') === 'no-cache'
}

/**
 * `variant`: the request is answered by a render of its own kind kept apart from the plain copy
 * (the member shell, rendered without the request's cookies), so its session cookie does not
 * make it personal.
 */
export function isCacheableRequest(request: Request, variant?: string): boolean {
  if (request.method !== 'GET') return false
  const url = new URL(request.url)
  const isApi = API_PATH.test(url.pathname)
  if (!PAGE_PATH.test(url.pathname) && !isApi) return false
  if (PRIVATE_API_PATH.test(url.pathname)) return false
  if (request.headers.has('authorization')) return false
  // A page renders its caller's header, so a signed-in page is never shared (a signed-in
  // player's public page comes here as the cookie-less member shell, server/member-shell.server.ts). A /bff read is kept
  // only when the API marks its answer shareable (`public, s-maxage`: the same for every caller,
  // no session read; anything personal answers no-store, private or 401 — issue 17), so a
  // signed-in caller reads the same copy as everyone else and never leaves a personal one.
  if (!isApi && !variant && hasSessionCookie(request.headers.get('cookie') ?? '')) return false
  return !wantsFresh(request)
}

/** How long a response may be kept (ms), 0 = not at all. */
function freshnessOf(request: Request, response: Response, ttlMs: number): number {
  if (response.status !== 200 || response.headers.has('set-cookie')) return 0
  const cacheControl = response.headers.get('cache-control') ?? ''
  if (/no-store|private/i.test(cacheControl)) return 0
  const contentType = response.headers.get('content-type') ?? ''
  if (API_PATH.test(new URL(request.url).pathname)) {
    const shared = /\bs-maxage=(\d+)/i.exec(cacheControl)
    if (!shared || !contentType.includes('application/json')) return 0
    return Math.min(ttlMs, Number(shared[1]) * 1000)
  }
  return contentType.includes('text/html') ? ttlMs : 0
}

/**
 * A /bff read made while rendering a page, answered through the micro cache unless the page
 * was a hard reload: renders of a page in six languages, for anonymous and signed-in visitors
 * alike, or a list and its events, then share one database read per freshness window. Anything
 * personal or not marked shareable by the API goes straight to the app (`handle` decides).
 */
export function fetchThroughCache(
  cache: MicroCache | null | undefined,
  page: Request,
  request: Request,
  fetcher: (request: Request) => Promise<Response>,
): Promise<Response> {
  return fetchWithCache(cache, readsThroughCache(page, request), request, fetcher)
}

/** `request` answered through the cache when `throughCache` (and there is a cache), else by `fetcher`. */
export function fetchWithCache(
  cache: MicroCache | null | undefined,
  throughCache: boolean,
  request: Request,
  fetcher: (request: Request) => Promise<Response>,
): Promise<Response> {
  return cache && throughCache ? cache.handle(request, '', () => fetcher(request)) : fetcher(request)
}

/** Whether a call made while rendering `page` goes through the cache (`callApi`, `fetchThroughCache`). */
export function readsThroughCache(page: Request, request: Request): boolean {
  // A write goes through `handle` too, which empties the cache once it has gone through.
  return !(wantsFresh(page) && request.method === 'GET')
}

function splitAt(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body]
  const parts: Buffer[] = []
  let from = 0
  for (let at = body.indexOf(separator, from); at >= 0; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at))
    from = at + separator.length
  }
  parts.push(body.subarray(from))
  return parts
}

export function createMicroCache(options: MicroCacheOptions): MicroCache {
  const now = options.now ?? Date.now
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024
  // lru-cache keeps both limits: least recently used entries leave first once the bodies pass
  // maxBytes, and an entry older than its own freshness (set per entry) is never returned. Its
  // clock is ours (tests move it), read on every check (ttlResolution 0) rather than debounced.
  const entries = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry) => entry.bytes,
    ttl: options.ttlMs,
    ttlResolution: 0,
    perf: { now },
  })
  const pending = new Map<string, Promise<Settled>>()
  // Bumped by every purge: a render that started before it may show the old data, so it is not kept.
  let generation = 0

  function answer(request: Request, entry: Entry, nonce: string, hit: boolean): Response {
    const headers = new Headers(entry.headers)
    headers.set('x-cache', hit ? 'HIT' : 'MISS')
    if (hit) headers.set('age', String(Math.floor((now() - entry.storedAt) / 1000)))
    headers.set('vary', 'Accept-Encoding')
    // Splicing bytes is much cheaper than re-encoding a large page for every answer.
    const nonceBytes = Buffer.from(nonce)
    let body: Buffer<ArrayBuffer>
    if (acceptsGzip(request)) {
      entry.gzip ??= createGzipTemplate(entry.parts)
      body = entry.gzip.render(nonceBytes)
      headers.set('content-encoding', 'gzip')
    } else {
      body = Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])))
    }
    headers.set('content-length', String(body.length))
    // srvx's Response writes a byte body straight to the socket; a standard Response would wrap
    // it in a stream first (a tenth of a cached page view's cost in a profile, issue 17). It is a
    // Response for everything else (reading it makes the standard one).
    return new FastResponse(body, { status: entry.status, headers })
  }

  async function renderAndStore(
    request: Request,
    key: string,
    nonce: string,
    render: () => Promise<Response>,
  ) {
    const startedIn = generation
    const response = await render()
    const freshMs = freshnessOf(request, response, options.ttlMs)
    if (freshMs <= 0) return { response, entry: null, superseded: false }
    if (startedIn !== generation) return { response, entry: null, superseded: true }
    const body = inMemoryBytes(response) ?? Buffer.from(await response.arrayBuffer())
    const entry: Entry = {
      storedAt: now(),
      status: response.status,
      // A request id belongs to the request that was rendered, not to later answers.
      headers: [...response.headers].filter(([name]) => name !== 'x-request-id'),
      parts: splitAt(body, nonce),
      bytes: body.length,
    }
    entries.set(key, entry, { ttl: freshMs })
    return { response: answer(request, entry, nonce, false), entry, superseded: false }
  }

  /**
   * The cached copy, or one render shared by everyone asking for `key` at once. When a write went
   * through while that render was under way, its copy is not kept and those who waited for it
   * wait for one new render (at most `retries` times), instead of each rendering on their own:
   * on match day a result every second would otherwise turn every waiting reload into a render
   * of its own, and the burst into busy answers.
   */
  async function cachedOrRendered(
    request: Request,
    key: string,
    nonce: string,
    render: () => Promise<Response>,
    retries: number,
  ): Promise<Response> {
    const cached = entries.get(key)
    if (cached) return answer(request, cached, nonce, true)
    const inFlight = pending.get(key)
    if (inFlight) {
      const settled = await inFlight
      if (settled.entry) return answer(request, settled.entry, nonce, true)
      if (settled.superseded && retries > 0) {
        return cachedOrRendered(request, key, nonce, render, retries - 1)
      }
      return render()
    }
    let settle: (settled: Settled) => void = () => {}
    pending.set(
      key,
      new Promise<Settled>((resolve) => {
        settle = resolve
      }),
    )
    try {
      const { response, entry, superseded } = await renderAndStore(request, key, nonce, render)
      settle({ entry, superseded })
      return response
    } catch (error) {
      settle({ entry: null, superseded: false })
      throw error
    } finally {
      pending.delete(key)
    }
  }

  function purge() {
    generation += 1
    entries.clear()
  }

  return {
    size: () => entries.size,
    purge,
    async handle(request, nonce, render, variant) {
      if (!isCacheableRequest(request, variant)) {
        const response = await render()
        if (changesData(request, response)) purge()
        return response
      }
      const key = variant ? `${variant} ${request.url}` : request.url
      return cachedOrRendered(request, key, nonce, render, SUPERSEDED_RETRIES)
    },
  }
}
