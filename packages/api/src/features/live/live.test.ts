// Live updates (issue 15) against the real app on PGlite and PostgreSQL: the publish path (an
// event reaches a stream only after its transaction commits, never after a rollback), the SSE
// stream of a class page, Last-Event-ID catch-up, the polling fallback, the stream cap, and on
// PostgreSQL a change published through one connection pool reaching the hub of another (as two
// server processes would).
/* eslint-disable @typescript-eslint/no-unsafe-member-access -- JSON bodies checked by the assertions that read them */
import { openDatabase, sql, type DatabaseHandle } from '@courtside/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../app.ts'
import { DATABASE_KINDS, openTestDatabase, silentLogger, adminUrl } from '../../test/databases.ts'
import { createLiveHub } from './hub.ts'
import { classTopic, eventTopic, publishLive, type LiveEvent } from './publish.ts'

type SseEvent = { id?: string; event?: string; data?: string }

/** Reads server-sent events from a streaming response until `until` holds or `ms` pass. */
function sseReader(response: Response) {
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  const events: SseEvent[] = []
  let buffer = ''
  let reading: Promise<void> | null = null
  const pump = async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) return
      buffer += decoder.decode(value, { stream: true })
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const event: SseEvent = {}
        for (const line of block.split('\n')) {
          const [field, ...rest] = line.split(':')
          const value = rest.join(':').replace(/^ /, '')
          if (field === 'id') event.id = value
          if (field === 'event') event.event = value
          if (field === 'data') event.data = value
        }
        if (event.event || event.data) events.push(event)
      }
    }
  }
  return {
    events,
    async waitFor(until: (events: SseEvent[]) => boolean, ms = 3000) {
      reading ??= pump().catch(() => {})
      const deadline = Date.now() + ms
      while (!until(events) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
      return until(events)
    },
    close: () => reader.cancel(),
  }
}

const changes = (events: SseEvent[]) =>
  events.filter((e) => e.event === 'change').map((e) => JSON.parse(e.data ?? '{}') as LiveEvent)

describe.each(DATABASE_KINDS)('live updates (%s)', (kind) => {
  let database: DatabaseHandle
  let app: ReturnType<typeof createApp>
  const CLASS = classTopic(901)
  const OTHER = classTopic(902)

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    app = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
    })
  })
  afterAll(async () => {
    await database.close()
  })

  const open = (query: string, headers: Record<string, string> = {}) =>
    app.request(`/bff/live?${query}`, { headers })

  it('sends a class page the change of its class after the commit, and nothing of other classes', async () => {
    const response = await open(`topics=${CLASS}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(response.headers.get('cache-control')).toMatch(/^no-(cache|store)$/)
    const stream = sseReader(response)
    expect(await stream.waitFor((events) => events.some((e) => e.event === 'ready'))).toBe(true)

    await database.db.transaction(async (tx) => {
      await publishLive(tx, [OTHER])
      await publishLive(tx, [CLASS, CLASS])
    })
    expect(await stream.waitFor((events) => changes(events).length > 0)).toBe(true)
    // A rolled-back write is never announced.
    await database.db
      .transaction(async (tx) => {
        await publishLive(tx, [CLASS])
        throw new Error('roll back')
      })
      .catch(() => {})
    await new Promise((r) => setTimeout(r, 300))
    const seen = changes(stream.events)
    expect(seen.map((e) => e.topic)).toEqual([CLASS])
    expect(stream.events.find((e) => e.event === 'change')?.id).toBe(String(seen[0]!.id))
    await stream.close()
  })

  it('catches a reconnecting page up with the newest missed change per topic', async () => {
    const first = sseReader(await open(`topics=${CLASS},${OTHER}`))
    await first.waitFor((events) => events.some((e) => e.event === 'ready'))
    const lastSeen = first.events.find((e) => e.event === 'ready')!.id!
    await first.close()
    await publishLive(database.db, [CLASS])
    await publishLive(database.db, [CLASS])
    await publishLive(database.db, [OTHER])
    await publishLive(database.db, [eventTopic(77)])
    const again = sseReader(await open(`topics=${CLASS},${OTHER}`, { 'last-event-id': lastSeen }))
    expect(await again.waitFor((events) => changes(events).length >= 2)).toBe(true)
    await new Promise((r) => setTimeout(r, 200))
    const missed = changes(again.events)
    expect(missed.map((e) => e.topic).sort()).toEqual([CLASS, OTHER].sort())
    expect(missed.every((e) => e.id > Number(lastSeen))).toBe(true)
    await again.close()
  })

  it('answers the polling fallback with each topic’s version', async () => {
    await publishLive(database.db, [classTopic(903)])
    const response = await app.request(`/bff/live/versions?topics=${classTopic(903)},${classTopic(904)}`)
    expect(response.status).toBe(200)
    const { versions } = (await response.json()) as { versions: Record<string, number> }
    expect(versions[classTopic(904)]).toBe(0)
    expect(versions[classTopic(903)]).toBeGreaterThan(0)
    await publishLive(database.db, [classTopic(903)])
    const later = (await (await app.request(`/bff/live/versions?topics=${classTopic(903)}`)).json()) as {
      versions: Record<string, number>
    }
    expect(later.versions[classTopic(903)]).toBeGreaterThan(versions[classTopic(903)]!)
  })

  it('refuses unknown topics, too many topics and a bad Last-Event-ID with 400', async () => {
    for (const query of [
      'topics=user:1',
      'topics=',
      'topics=class:0',
      `topics=${Array.from({ length: 21 }, (_, i) => `class:${i + 1}`).join(',')}`,
    ]) {
      const response = await open(query)
      expect(response.status, query).toBe(400)
      expect((await response.json()).error.code).toBe('INVALID_QUERY')
    }
    const bad = await open(`topics=${CLASS}`, { 'last-event-id': 'yesterday' })
    expect(bad.status).toBe(400)
  })

  it('turns streams beyond the cap away with 503 LIVE_BUSY, so the page polls', async () => {
    const capped = createApp({
      database,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
      live: createLiveHub({ database, logger: silentLogger, maxStreams: 1 }),
    })
    const first = sseReader(await capped.request(`/bff/live?topics=${CLASS}`))
    await first.waitFor((events) => events.some((e) => e.event === 'ready'))
    const second = await capped.request(`/bff/live?topics=${CLASS}`)
    expect(second.status).toBe(503)
    expect(second.headers.get('retry-after')).toBe('10')
    expect((await second.json()).error.code).toBe('LIVE_BUSY')
    await first.close()
    await new Promise((r) => setTimeout(r, 50))
    const third = await capped.request(`/bff/live?topics=${CLASS}`)
    expect(third.status).toBe(200)
    await third.body?.cancel()
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('live updates across processes (postgres)', () => {
  it('reaches the streams of one server from a write made through another', async () => {
    const template = await openTestDatabase('postgres')
    const result: unknown = await template.db.execute(sql`select current_database() as name`)
    const { rows } = result as { rows: { name: string }[] }
    const name = rows[0]!.name
    const url = new URL(adminUrl())
    url.pathname = `/${name}`
    // A second, independent handle: its own pool and its own LISTEN connection, as a second
    // server process on the same database has.
    const writer = await openDatabase({ databaseUrl: url.toString(), dataDir: '' })
    const reader = createApp({
      database: template,
      logger: silentLogger,
      config: { siteUrl: 'http://localhost:3000', environment: 'development' },
    })
    const stream = sseReader(await reader.request(`/bff/live?topics=${classTopic(950)}`))
    await stream.waitFor((events) => events.some((e) => e.event === 'ready'))
    await writer.db.transaction((tx) => publishLive(tx, [classTopic(950)]))
    expect(await stream.waitFor((events) => changes(events).length === 1, 2000)).toBe(true)
    await stream.close()
    await writer.close()
    await template.close()
  })
})
