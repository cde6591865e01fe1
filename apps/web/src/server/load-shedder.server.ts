// Overload protection: at most `maxInFlight` uncached requests are worked on at once; the rest
// get an immediate 503 with Retry-After instead of waiting in an ever longer queue (a server
// that answers "busy" in milliseconds recovers by itself; one that queues looks hung). A request
// counts until its body has been sent, because pages stream. Micro-cached pages never reach this
// (src/server.ts), so anonymous visitors keep being served during a burst.
// The limit is small (MAX_IN_FLIGHT, default 16): PGlite runs one query at a time, so more
// concurrent renders only make each of them slower, and under a flood of 500 clients a larger
// limit (or a waiting queue) left some answers taking over 10 s (README "Performance", overload).
// One browser opens at most six connections to a site, so only several visitors at once meet it.

/** Clients are asked to try again after this long; the busy page reloads itself then. */
const RETRY_AFTER_SECONDS = 1

/** A slot whose body is never read nor cancelled is given back after this long. */
const MAX_HOLD_MS = 30_000

export type LoadShedder = {
  run: (request: Request, handle: () => Promise<Response>) => Promise<Response>
  inFlight: () => number
}

export type LoadShedderOptions = {
  maxInFlight: number
  /** The answer for a request that is turned away (status 503). */
  overloaded: (request: Request) => Response
}

export function createLoadShedder(options: LoadShedderOptions): LoadShedder {
  let inFlight = 0
  return {
    inFlight: () => inFlight,
    async run(request, handle) {
      if (inFlight >= options.maxInFlight) return options.overloaded(request)
      inFlight++
      // Start the work in a later loop turn. Node runs all microtasks after each socket's callback,
      // and a render with PGlite (synchronous WASM queries) can finish within them, so without
      // this a burst read in one turn is rendered one by one before the next request is even
      // counted: nothing is ever "in flight", nothing is turned away, and the last request of
      // the burst waits seconds.
      await new Promise((resolve) => setImmediate(resolve))
      let isReleased = false
      const release = () => {
        if (isReleased) return
        isReleased = true
        clearTimeout(timer)
        inFlight--
      }
      const timer = setTimeout(release, MAX_HOLD_MS)
      try {
        return releaseWhenSent(await handle(), release)
      } catch (error) {
        release()
        throw error
      }
    },
  }
}

function releaseWhenSent(response: Response, release: () => void): Response {
  if (!response.body) {
    release()
    return response
  }
  const reader = response.body.getReader()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read()
        if (done) {
          release()
          controller.close()
        } else {
          controller.enqueue(value)
        }
      } catch (error) {
        release()
        controller.error(error)
      }
    },
    cancel(reason) {
      release()
      return reader.cancel(reason)
    },
  })
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  })
}

/**
 * 503 in the API's error shape for /bff and server functions, and a minimal translated page for
 * everything else (`t` gives the text in the page's language).
 */
export function overloadedResponse(request: Request, t: (key: string) => string): Response {
  const headers = { 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' }
  const { pathname } = new URL(request.url)
  if (pathname.startsWith('/bff/') || pathname.startsWith('/_serverFn/')) {
    return Response.json(
      { error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy; try again in a moment' } },
      { status: 503, headers },
    )
  }
  const escape = (text: string) =>
    text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c)
  const title = escape(t('errors.title'))
  const lang = /^\/([a-z]{2})(?:\/|$)/.exec(pathname)?.[1] ?? 'en'
  // The page asks again by itself after Retry-After, as the app's queries do for /bff reads.
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><title>${title}</title></head><body><h1>${title}</h1><p>${escape(t('errors.message'))}</p></body></html>`
  return new Response(html, {
    status: 503,
    headers: { ...headers, 'content-type': 'text/html; charset=utf-8' },
  })
}
