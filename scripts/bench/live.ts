// Live updates under load (issue 15), against the production build on loopback, bounded:
// 1. One process on the embedded PGlite: BENCH_LIVE_STREAMS (1,000) server-sent-event streams hold
//    a class page's topics while the desk confirms a score every second for BENCH_LIVE_SECONDS
//    (30) through the organizer API (the real write path: result → draw → public rows → publish).
//    Reported: how long after the write's request started each stream had the change (p50/p99/
//    max over every stream and write), changes missed, resident memory per stream, and the
//    tournament page's answers at 25 clients with and without the streams open (the rest of the
//    site keeps its budgets).
// 2. Two processes on one PostgreSQL database (BENCH_POSTGRES_URL, default the local server): the
//    streams are held by process B while the scores are written through process A — the change
//    crosses processes through LISTEN/NOTIFY. Skipped with a note when no PostgreSQL answers.
import http from 'node:http'
import pg from 'pg'
import { knockout, signIn, writeScores } from './match-day-setup.ts'
import {
  load,
  markdownTable,
  ms,
  report,
  sleep,
  startServer,
  type LoadResult,
  type RunningServer,
} from './lib.ts'

const STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? 1000)
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 30)
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
const POSTGRES_DB = 'bench_live'
type Stream = { arrivals: number[]; close: () => void }

/** Opens `count` SSE streams on the class's and event's topics; resolves once all are ready. */
async function openStreams(base: string, topics: string, count: number): Promise<Stream[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })
  const classTopic = topics.split(',')[0]!
  const open = () =>
    new Promise<Stream>((resolve, reject) => {
      const arrivals: number[] = []
      const req = http.get(`${base}/bff/live?topics=${topics}`, { agent }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`))
        let buffer = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          buffer += chunk
          let end: number
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            if (block.includes('event: ready')) resolve({ arrivals, close: () => req.destroy() })
            if (block.includes('event: change') && block.includes(`"topic":"${classTopic}"`))
              arrivals.push(performance.now())
          }
        })
        res.on('error', () => {})
      })
      req.on('error', reject)
    })
  const streams: Stream[] = []
  // In batches, as page views arrive, not one burst of a thousand handshakes.
  for (let i = 0; i < count; i += 100)
    streams.push(...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, open))))
  return streams
}

type Delivery = { p50: number; p99: number; max: number; missed: number; deliveries: number }

function deliveries(streams: Stream[], starts: number[]): Delivery {
  const latencies: number[] = []
  let missed = 0
  for (const stream of streams) {
    starts.forEach((start, k) => {
      const arrival = stream.arrivals[k]
      if (arrival === undefined) missed++
      else latencies.push(arrival - start)
    })
  }
  latencies.sort((a, b) => a - b)
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN
  return { p50: at(0.5), p99: at(0.99), max: latencies.at(-1) ?? NaN, missed, deliveries: latencies.length }
}

type Row = { setup: string; streams: number; writes: number; delivery: Delivery; kbPerStream: number | null }
const rows: Row[] = []
const pageRows: { when: string; result: LoadResult }[] = []
const notes: string[] = []

// 1. One process, PGlite.
{
  const server = await startServer({ dataDir: 'data/bench-live', port: 3245 })
  try {
    const owner = await signIn(server.url)
    const { eventId, classId, ready } = await knockout(owner)
    const page = `${server.url}/en/tournament/${eventId}`
    const uncached = { 'cache-control': 'no-cache' }
    pageRows.push({
      when: 'no streams',
      result: await load({ url: page, connections: 25, seconds: 5, headers: uncached }),
    })
    const before = server.rssMb()
    const streams = await openStreams(server.url, `class:${classId},event:${eventId}`, STREAMS)
    await sleep(1000)
    const kbPerStream = Math.round(((server.rssMb() - before) * 1024) / STREAMS)
    const writing = writeScores(owner, ready, SECONDS)
    await sleep(2000)
    pageRows.push({
      when: `${STREAMS} streams, a score every second`,
      result: await load({ url: page, connections: 25, seconds: 5, headers: uncached }),
    })
    const starts = await writing
    rows.push({
      setup: 'one process, PGlite',
      streams: STREAMS,
      writes: starts.length,
      delivery: deliveries(streams, starts),
      kbPerStream,
    })
    for (const stream of streams) stream.close()
  } finally {
    await server.stop()
  }
}

// 2. Two processes, one PostgreSQL database: written through A, heard on B.
{
  let a: RunningServer | undefined
  let b: RunningServer | undefined
  try {
    const admin = new pg.Client({ connectionString: POSTGRES_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${POSTGRES_DB} with (force)`)
    await admin.query(`create database ${POSTGRES_DB}`)
    await admin.end()
    const url = new URL(POSTGRES_URL)
    url.pathname = `/${POSTGRES_DB}`
    a = await startServer({ dataDir: 'data/bench-live-pg-a', databaseUrl: url.toString(), port: 3246 })
    b = await startServer({ dataDir: 'data/bench-live-pg-b', databaseUrl: url.toString(), port: 3247 })
    const owner = await signIn(a.url)
    const { eventId, classId, ready } = await knockout(owner)
    const before = b.rssMb()
    const streams = await openStreams(b.url, `class:${classId},event:${eventId}`, STREAMS)
    await sleep(1000)
    const kbPerStream = Math.round(((b.rssMb() - before) * 1024) / STREAMS)
    const starts = await writeScores(owner, ready, SECONDS)
    rows.push({
      setup: 'two processes, PostgreSQL (write on A, streams on B)',
      streams: STREAMS,
      writes: starts.length,
      delivery: deliveries(streams, starts),
      kbPerStream,
    })
    for (const stream of streams) stream.close()
  } catch (error) {
    notes.push(`PostgreSQL (two processes) not measured: ${(error as Error).message}`)
    console.warn(notes.at(-1))
  } finally {
    await a?.stop()
    await b?.stop()
  }
}

const deliveryTable = markdownTable<Row>(
  [
    { title: 'set-up', value: (r) => r.setup, align: 'left' },
    { title: 'streams', value: (r) => r.streams },
    { title: 'scores', value: (r) => r.writes },
    { title: 'changes delivered', value: (r) => r.delivery.deliveries },
    { title: 'missed', value: (r) => r.delivery.missed },
    { title: 'p50 ms', value: (r) => ms(r.delivery.p50) },
    { title: 'p99 ms', value: (r) => ms(r.delivery.p99) },
    { title: 'max ms', value: (r) => ms(r.delivery.max) },
    { title: 'kB per stream', value: (r) => r.kbPerStream ?? '–' },
  ],
  rows,
)
const pageTable = markdownTable<{ when: string; result: LoadResult }>(
  [
    { title: 'tournament page, uncached, 25 clients', value: (r) => r.when, align: 'left' },
    { title: 'answers/s', value: (r) => r.result.okRps },
    { title: 'p99 ms', value: (r) => ms(r.result.p99) },
    { title: 'errors', value: (r) => r.result.errors + r.result.timeouts + r.result.non2xx },
  ],
  pageRows,
)
const failures = rows.filter((r) => r.delivery.missed > 0 || !(r.delivery.p99 <= 2000))
report(
  'live',
  'Live updates: streams and a score every second',
  `Time from the score's request to the change on every stream (target: p99 ≤ 2,000 ms, none missed).\n\n${deliveryTable}\n\n${pageTable}${notes.length ? `\n\n${notes.join('\n')}` : ''}`,
  { rows, pageRows, notes },
)
if (failures.length) {
  console.error(`Live updates missed their target: ${failures.map((r) => r.setup).join(', ')}`)
  process.exitCode = 1
}
