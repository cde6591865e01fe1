import { describe, expect, it } from 'vitest'
import { EnvValidationError, parseEnv } from '../lib/env-schema.ts'
import { createLoadShedder, overloadedResponse } from './load-shedder.server.ts'

const t = (key: string) =>
  ({ 'errors.title': 'Something <went> wrong', 'errors.message': 'Try again' })[key] ?? key

type Queues = { writeReserve?: number; writeWaitMs?: number; readQueue?: number; readWaitMs?: number }

function shedder(maxInFlight: number, queues: Queues = {}) {
  return createLoadShedder({
    maxInFlight,
    ...queues,
    overloaded: (request) => overloadedResponse(request, t),
  })
}

const post = (path: string) => new Request(`http://x${path}`, { method: 'POST', body: '{}' })
const mustNotRun = () => Promise.reject(new Error('must not be called'))

/** A handler whose response body is sent only when `finish` is called. */
function streamingHandler() {
  let finish: () => void = () => {}
  const handle = () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('<p>part 1</p>'))
        finish = () => {
          controller.enqueue(new TextEncoder().encode('<p>part 2</p>'))
          controller.close()
        }
      },
    })
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'text/html' } }))
  }
  return { handle, finish: () => finish() }
}

/** Reads `response` while its handler sends the rest of the page; resolves to the whole body. */
function sendRest(response: Response, page: ReturnType<typeof streamingHandler>): Promise<string> {
  const reading = response.text()
  page.finish()
  return reading
}

describe('load shedder', () => {
  it('turns requests away with a fast 503 while the limit and its queue are full, and serves again afterwards', async () => {
    const limiter = shedder(2, { readQueue: 0 })
    const a = streamingHandler()
    const b = streamingHandler()
    const first = await limiter.run(new Request('http://x/en/'), a.handle)
    const second = await limiter.run(new Request('http://x/en/'), b.handle)
    expect(limiter.inFlight()).toBe(2)

    const refused = await limiter.run(new Request('http://x/bff/tournament/list'), () => {
      throw new Error('must not be called')
    })
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('1')
    expect(await refused.json()).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The server is busy; try again in a moment' },
    })

    // A streamed page holds its slot until its whole body has been sent.
    expect(await sendRest(first, a)).toBe('<p>part 1</p><p>part 2</p>')
    expect(limiter.inFlight()).toBe(1)
    await second.body?.cancel()
    expect(limiter.inFlight()).toBe(0)

    const served = await limiter.run(new Request('http://x/en/'), () => Promise.resolve(new Response('ok')))
    expect(await served.text()).toBe('ok')
    expect(limiter.inFlight()).toBe(0)
  })

  it('gives the slot back when the handler throws', async () => {
    const limiter = shedder(1)
    await expect(
      limiter.run(new Request('http://x/en/'), () => Promise.reject(new Error('boom'))),
    ).rejects.toThrow('boom')
    expect(limiter.inFlight()).toBe(0)
  })

  it('answers pages with a small translated HTML page in their language', async () => {
    const res = overloadedResponse(new Request('http://x/de/tournament/3/'), t)
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toContain('text/html')
    const html = await res.text()
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<h1>Something &lt;went&gt; wrong</h1>')
    expect(html).toContain('<p>Try again</p>')
    // A visitor who meets it does not have to reload: the page asks again after Retry-After.
    expect(html).toContain('<meta http-equiv="refresh" content="1">')
  })

  it('takes its limit from MAX_IN_FLIGHT (default 16, 1–1024)', () => {
    expect(parseEnv({}).MAX_IN_FLIGHT).toBe(16)
    expect(parseEnv({ MAX_IN_FLIGHT: '24' }).MAX_IN_FLIGHT).toBe(24)
    expect(() => parseEnv({ MAX_IN_FLIGHT: '0' })).toThrow(EnvValidationError)
    expect(() => parseEnv({ MAX_IN_FLIGHT: 'many' })).toThrow(EnvValidationError)
  })

  it('counts a burst that arrives in one loop turn before working on any of it', async () => {
    const limiter = shedder(2, { readQueue: 1 })
    // Each request arrives in its own callback, like sockets read in one poll phase; the handler
    // and the body finish within microtasks, as a render on PGlite can.
    const answers = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<number>((resolve) =>
            setImmediate(() => {
              void limiter
                .run(new Request('http://x/en/'), () => Promise.resolve(new Response('<p>page</p>')))
                .then(async (response) => {
                  await response.text()
                  resolve(response.status)
                })
            }),
          ),
      ),
    )
    // Two worked on, one waited for a slot, two turned away.
    expect(answers.filter((status) => status === 200)).toHaveLength(3)
    expect(answers.filter((status) => status === 503)).toHaveLength(2)
  })

  it('keeps extra slots for writes: a registration is served while reads are turned away', async () => {
    const limiter = shedder(2, { writeReserve: 1, readQueue: 0 })
    const pages = [streamingHandler(), streamingHandler()]
    for (const page of pages) await limiter.run(new Request('http://x/en/'), page.handle)

    const read = await limiter.run(new Request('http://x/bff/tournament/list'), mustNotRun)
    expect(read.status).toBe(503)
    const order = await limiter.run(post('/bff/registrations/tournament/3/orders'), () =>
      Promise.resolve(Response.json({ id: 'o1' }, { status: 201 })),
    )
    expect(order.status).toBe(201)
    expect(await order.json()).toEqual({ id: 'o1' })
    expect(limiter.inFlight()).toBe(2)
  })

  it('lets a write wait for the next free slot, ahead of reads, instead of turning it away', async () => {
    const limiter = shedder(1, { writeReserve: 0, writeWaitMs: 5000 })
    const page = streamingHandler()
    const first = await limiter.run(new Request('http://x/en/'), page.handle)

    let isHandled = false
    const waitingOrder = limiter.run(post('/bff/registrations/tournament/3/orders'), () => {
      isHandled = true
      return Promise.resolve(Response.json({ ok: true }, { status: 201 }))
    })
    await new Promise((resolve) => setImmediate(resolve))
    expect(isHandled).toBe(false)
    // A read arriving now does not jump the queue.
    expect((await limiter.run(new Request('http://x/en/'), mustNotRun)).status).toBe(503)

    await sendRest(first, page)
    const order = await waitingOrder
    expect(order.status).toBe(201)
    await order.text()
    expect(limiter.inFlight()).toBe(0)
  })

  it('turns a write away with the 503 when no slot frees up within its wait', async () => {
    const limiter = shedder(1, { writeReserve: 0, writeWaitMs: 20 })
    const page = streamingHandler()
    await limiter.run(new Request('http://x/en/'), page.handle)
    const order = await limiter.run(post('/bff/registrations/tournament/3/orders'), mustNotRun)
    expect(order.status).toBe(503)
    expect(await order.json()).toMatchObject({ error: { code: 'SERVICE_UNAVAILABLE' } })
    expect(limiter.inFlight()).toBe(1)
  })

  it('lets reads wait for a free slot, first come first served, and turns away those beyond the queue', async () => {
    const limiter = shedder(1, { readQueue: 2, readWaitMs: 5000 })
    const page = streamingHandler()
    const first = await limiter.run(new Request('http://x/en/'), page.handle)
    const handled: string[] = []
    const waiting = ['a', 'b'].map((name) =>
      limiter.run(new Request(`http://x/en/?${name}`), () => {
        handled.push(name)
        return Promise.resolve(new Response(name))
      }),
    )
    await new Promise((resolve) => setImmediate(resolve))
    expect(handled).toEqual([])
    // The queue is full: the next read gets the busy answer at once.
    expect((await limiter.run(new Request('http://x/en/'), mustNotRun)).status).toBe(503)

    await sendRest(first, page)
    const answers = await Promise.all(waiting.map(async (answer) => (await answer).text()))
    expect(answers).toEqual(['a', 'b'])
    expect(handled).toEqual(['a', 'b'])
    expect(limiter.inFlight()).toBe(0)
  })

  it('turns a waiting read away with the 503 when no slot frees up within its wait', async () => {
    const limiter = shedder(1, { readQueue: 4, readWaitMs: 20 })
    const page = streamingHandler()
    const first = await limiter.run(new Request('http://x/en/'), page.handle)
    const started = performance.now()
    const read = await limiter.run(new Request('http://x/bff/tournament/list'), mustNotRun)
    expect(read.status).toBe(503)
    expect(performance.now() - started).toBeGreaterThanOrEqual(15)
    expect(limiter.inFlight()).toBe(1)
    // The read that gave up no longer holds a place: the next one waits and is served.
    const next = limiter.run(new Request('http://x/en/'), () => Promise.resolve(new Response('next')))
    await sendRest(first, page)
    expect(await (await next).text()).toBe('next')
  })

  it('gives a free slot to a waiting write before the reads that waited longer', async () => {
    const limiter = shedder(1, { writeReserve: 0, readQueue: 2, readWaitMs: 5000, writeWaitMs: 5000 })
    const page = streamingHandler()
    const first = await limiter.run(new Request('http://x/en/'), page.handle)
    const handled: string[] = []
    const read = limiter.run(new Request('http://x/en/'), () => {
      handled.push('read')
      return Promise.resolve(new Response('read'))
    })
    const write = limiter.run(post('/bff/registrations/tournament/3/orders'), () => {
      handled.push('write')
      return Promise.resolve(Response.json({ ok: true }, { status: 201 }))
    })
    await new Promise((resolve) => setImmediate(resolve))
    await sendRest(first, page)
    const written = await write
    expect(written.status).toBe(201)
    await written.json()
    expect(await (await read).text()).toBe('read')
    expect(handled).toEqual(['write', 'read'])
  })
})
