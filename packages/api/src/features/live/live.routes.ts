// GET /bff/live?topics=class:12,event:3 — server-sent events for the topics a page shows (issue
// 15). Each event is tiny ({id, topic}: "this changed, here is its version"); the page then
// refetches through the cached /bff reads. A reconnecting EventSource sends Last-Event-ID and
// gets the newest missed event of each topic first. A comment every 15 s keeps proxies from
// closing an idle stream. Beyond the hub's cap: 503 LIVE_BUSY, and the page polls
// GET /bff/live/versions?topics=… every 10 s instead (also the fallback without EventSource).
import { Hono } from 'hono'
import { streamSSE } from 'hono/streaming'
import { z } from 'zod'
import type { AppEnv } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { parseQuery } from '../../lib/validation.ts'
import { latestPerTopic, newestEventId } from './catch-up.ts'
import type { LiveEvent } from './publish.ts'

const HEARTBEAT_MS = 15_000
export const MAX_TOPICS = 20

const Topics = z.object({
  topics: z
    .string()
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().regex(/^(class|event):[1-9]\d{0,9}$/, 'topics are class:<id> or event:<id>'))
        .min(1, 'name at least one topic')
        .max(MAX_TOPICS, `at most ${MAX_TOPICS} topics`),
    ),
})

const LastEventId = z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER)

export const liveRoutes = new Hono<AppEnv>()
  .get('/versions', async (c) => {
    const { topics } = parseQuery(c, Topics)
    const latest = await latestPerTopic(c.get('db'), topics)
    const versions = Object.fromEntries(topics.map((topic) => [topic, 0]))
    for (const event of latest) versions[event.topic] = event.id
    c.header('cache-control', 'no-store')
    return c.json({ versions })
  })
  .get('/', async (c) => {
    const { topics } = parseQuery(c, Topics)
    const header = c.req.header('last-event-id') ?? c.req.query('lastEventId')
    const parsedLast = header === undefined ? null : LastEventId.safeParse(header)
    if (parsedLast && !parsedLast.success)
      throw new AppError(400, 'INVALID_QUERY', 'Last-Event-ID: not an event id')
    const { live } = c.get('deps')
    const db = c.get('db')
    const pending: LiveEvent[] = []
    let deliver = (event: LiveEvent) => void pending.push(event)
    // Subscribe before reading the catch-up, so nothing falls between the two; the page ignores
    // an id it has already seen.
    const unsubscribe = await live.subscribe(new Set(topics), (event) => deliver(event))
    if (!unsubscribe)
      throw new AppError(503, 'LIVE_BUSY', 'Too many live pages at once; this page updates every 10 s', {
        'retry-after': '10',
      })
    c.header('cache-control', 'no-store')
    c.header('x-accel-buffering', 'no')
    return streamSSE(
      c,
      async (stream) => {
        stream.onAbort(unsubscribe)
        const write = (event: LiveEvent) =>
          stream.writeSSE({ id: String(event.id), event: 'change', data: JSON.stringify(event) })
        // A reconnect gets what it missed; a new page learns where the stream starts (its id).
        const missed = parsedLast ? await latestPerTopic(db, topics, parsedLast.data) : []
        const start = parsedLast ? 0 : await newestEventId(db)
        await stream.writeSSE({
          id: String(Math.max(start, parsedLast?.data ?? 0)),
          event: 'ready',
          data: JSON.stringify({ topics }),
        })
        for (const event of missed) await write(event)
        const seen = Math.max(start, ...missed.map((e) => e.id), parsedLast?.data ?? 0)
        for (const event of pending.splice(0)) if (event.id > seen) await write(event)
        deliver = (event) => void write(event).catch(() => {})
        while (!stream.aborted && !stream.closed) {
          await stream.sleep(HEARTBEAT_MS)
          if (!stream.aborted && !stream.closed) await stream.write(': ping\n\n')
        }
        unsubscribe()
      },
      // A failed write (the page went away mid-event) ends the stream and its subscription.
      (error) => {
        unsubscribe()
        return Promise.resolve(void error)
      },
    )
  })
