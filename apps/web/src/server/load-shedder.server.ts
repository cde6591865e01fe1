// Overload protection: at most `maxInFlight` uncached requests are worked on at once. A few more
// may wait for a slot, first come first served, for a short while (`readQueue`, `readWaitMs`):
// a visitor who arrives just as the server is busy gets the page some milliseconds later instead
// of a "busy" page, and a client that asks again at once (a load generator, a script) is not
// answered 503 in a loop that costs as much as serving it. Beyond that queue, or after that wait,
// requests get an immediate 503 with Retry-After instead of waiting in an ever longer queue (a
// server that answers "busy" in milliseconds recovers by itself; one that queues looks hung).
// A request counts until its body has been sent, because pages stream (an answer already in
// memory, with its length, is done when it is handed over). Micro-cached pages never reach this
// (src/server.ts), so anonymous visitors keep being served during a burst.
// The limit is small (MAX_IN_FLIGHT, default 16): PGlite runs one query at a time, so more
// concurrent renders only make each of them slower, and under a flood of 500 clients a larger
// limit (or an unbounded queue) left some answers taking over 10 s (README "Performance", overload).
// One browser opens at most six connections to a site, so only several visitors at once meet it.
// Writes (a registration, a payment, a sign-in: any method but GET/HEAD/OPTIONS) come first: they
// may also use `writeReserve` extra slots, and when those are taken too they wait (`writeWaitMs`)
// for the next free slot ahead of every waiting read. New reads are shed while any write waits.
// A reader can simply ask again; a player who pressed "Pay" should not have to.

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
  /** Extra slots only writes may take (default: half of maxInFlight). */
  writeReserve?: number
  /** How long a write waits for a slot before it too gets the 503 (default 5 s). */
  writeWaitMs?: number
  /** Reads that may wait for a slot at once (default: maxInFlight); 0 turns reads away at once. */
  readQueue?: number
  /** How long a read waits for a slot before it gets the 503 (default 1 s, Retry-After). */
  readWaitMs?: number
  /** The answer for a request that is turned away (status 503). */
  overloaded: (request: Request) => Response
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Requests waiting for a slot, oldest first; `admit` hands one a slot that was given back. */
type Waiter = { admit: () => void }

export function createLoadShedder(options: LoadShedderOptions): LoadShedder {
  const readLimit = options.maxInFlight
  const writeLimit = readLimit + (options.writeReserve ?? Math.ceil(readLimit / 2))
  const writeWaitMs = options.writeWaitMs ?? 5000
  const readWaitMs = options.readWaitMs ?? RETRY_AFTER_SECONDS * 1000
  const maxWaitingReads = options.readQueue ?? readLimit
  // Bounded, so a flood of writes cannot pile up: beyond it they are turned away at once too.
  const maxWaitingWrites = writeLimit * 4
  let inFlight = 0
  const waitingWrites: Waiter[] = []
  const waitingReads: Waiter[] = []

  const wait = (queue: Waiter[], ms: number) =>
    new Promise<boolean>((resolve) => {
      const waiter = {
        admit: () => {
          clearTimeout(timer)
          resolve(true)
        },
      }
      const timer = setTimeout(() => {
        queue.splice(queue.indexOf(waiter), 1)
        resolve(false)
      }, ms)
      queue.push(waiter)
    })

  const acquire = (isWrite: boolean): Promise<boolean> | boolean => {
    if (isWrite) {
      if (inFlight < writeLimit) {
        inFlight++
        return true
      }
      return waitingWrites.length < maxWaitingWrites && wait(waitingWrites, writeWaitMs)
    }
    // While writes wait, every slot is taken (inFlight = writeLimit), so reads are turned away.
    // A read never passes reads that are already waiting.
    if (inFlight < readLimit && waitingReads.length === 0) {
      inFlight++
      return true
    }
    if (waitingWrites.length > 0 || waitingReads.length >= maxWaitingReads) return false
    return wait(waitingReads, readWaitMs)
  }

  const giveBack = () => {
    // The slot passes straight to the oldest waiting write, else to the oldest waiting read if
    // reads may have it (inFlight stays the same).
    const next = waitingWrites.shift() ?? (inFlight <= readLimit ? waitingReads.shift() : undefined)
    if (next) next.admit()
    else inFlight--
  }

  return {
    inFlight: () => inFlight,
    async run(request, handle) {
      if (!(await acquire(!SAFE_METHODS.has(request.method)))) return options.overloaded(request)
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
        giveBack()
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
  // A body of known length is already in memory (the API's answers, api-answer.server.ts):
  // the work is done, and sending it needs no slot.
  if (!response.body || response.headers.has('content-length')) {
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
