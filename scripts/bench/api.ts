// /bff JSON routes against a constant-JSON Hono route of the same size in the same process
// (scripts/bench/serve-floor.mjs), at 1, 16 and 64 clients; then the same reads at 50 clients on
// PGlite and on PostgreSQL. "uncached" requests send `Cache-Control: no-cache` and reach the
// database every time; "anonymous" ones may be answered by the web server's micro cache (public
// reads are shareable for 10 s, packages/api/src/app.ts). The database comparison is uncached.
// Budgets (DESIGN.md): /bff ≥ 50% of the constant-JSON floor; PGlite reads ≥ 1,500 req/s with
// p99 ≤ 50 ms at 50 clients.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import {
  RESULTS_DIR,
  findLargestClass,
  load,
  markdownTable,
  ms,
  pct,
  report,
  startServer,
  type LoadResult,
  type RunningServer,
} from './lib.ts'

const CLIENTS = [1, 16, 64]
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
const POSTGRES_DB = 'bench_server'

type Endpoint = { name: string; label: string; path: string }
type Row = {
  endpoint: string
  clients: number
  kb: number
  api: LoadResult
  anonymous: LoadResult
  floor: LoadResult
}
const UNCACHED = { 'cache-control': 'no-cache' }
type DbRow = { endpoint: string; database: string; result: LoadResult }

async function endpointsOf(server: RunningServer): Promise<Endpoint[]> {
  const { tournamentId, classId } = await findLargestClass(server.url)
  return [
    { name: 'list', label: '/bff/tournament/list (12 cards)', path: '/bff/tournament/list' },
    { name: 'tournament', label: `/bff/tournament/${tournamentId}`, path: `/bff/tournament/${tournamentId}` },
    {
      name: 'class',
      label: `/bff/tournament/class/${classId}/full (128 players)`,
      path: `/bff/tournament/class/${classId}/full`,
    },
  ]
}

const floorDir = path.join(RESULTS_DIR, 'floor')
mkdirSync(floorDir, { recursive: true })
const rows: Row[] = []
const dbRows: DbRow[] = []

const lite = await startServer({ dataDir: 'data/bench', floorDir })
try {
  const endpoints = await endpointsOf(lite)
  for (const endpoint of endpoints) {
    const text = await (await fetch(`${lite.url}${endpoint.path}`)).text()
    writeFileSync(path.join(floorDir, `${endpoint.name}.json`), text)
    if (endpoint.name === 'tournament') continue
    for (const clients of CLIENTS) {
      const url = `${lite.url}${endpoint.path}`
      const api = await load({ url, connections: clients, headers: UNCACHED })
      const anonymous = await load({ url, connections: clients })
      const floor = await load({ url: `${lite.url}/__floor-json/${endpoint.name}`, connections: clients })
      const kb = Math.round(text.length / 1024)
      rows.push({ endpoint: endpoint.label, clients, kb, api, anonymous, floor })
      console.log(
        `${endpoint.label} c=${clients}: uncached ${api.okRps}/s, anonymous ${anonymous.okRps}/s, floor ${floor.okRps}/s`,
      )
    }
  }
  for (const endpoint of endpoints) {
    const result = await load({ url: `${lite.url}${endpoint.path}`, connections: 50, headers: UNCACHED })
    dbRows.push({ endpoint: endpoint.label, database: 'PGlite', result })
  }
} finally {
  await lite.stop()
}

// PostgreSQL: a database of our own (bench_*), migrated and seeded by the server at start-up.
const admin = new pg.Client({ connectionString: POSTGRES_URL })
let postgresNote = ''
try {
  await admin.connect()
  await admin.query(`drop database if exists ${POSTGRES_DB} with (force)`)
  await admin.query(`create database ${POSTGRES_DB}`)
  await admin.end()
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${POSTGRES_DB}`
  // The PostgreSQL pool serves queries in parallel: measure it, not the load shedder's default limit.
  const server = await startServer({
    dataDir: 'data/bench-pg',
    databaseUrl: url.toString(),
    env: { MAX_IN_FLIGHT: '256' },
  })
  try {
    for (const endpoint of await endpointsOf(server)) {
      const result = await load({ url: `${server.url}${endpoint.path}`, connections: 50, headers: UNCACHED })
      dbRows.push({ endpoint: endpoint.label, database: 'PostgreSQL 15', result })
    }
  } finally {
    await server.stop()
  }
} catch (error) {
  postgresNote = `PostgreSQL not measured: ${(error as Error).message}`
  console.warn(postgresNote)
}

const failed = (r: LoadResult) => r.errors + r.timeouts + r.non2xx
const table = markdownTable(
  [
    { title: 'endpoint', value: (r: Row) => r.endpoint, align: 'left' },
    { title: 'JSON kB', value: (r) => r.kb },
    { title: 'clients', value: (r) => r.clients },
    { title: 'uncached 2xx/s', value: (r) => r.api.okRps },
    { title: 'uncached p50/p99 ms', value: (r) => `${ms(r.api.p50)}/${ms(r.api.p99)}` },
    { title: 'anonymous 2xx/s', value: (r) => r.anonymous.okRps },
    { title: 'anonymous p99 ms', value: (r) => ms(r.anonymous.p99) },
    { title: 'constant JSON 2xx/s', value: (r) => r.floor.okRps },
    { title: 'constant p99 ms', value: (r) => ms(r.floor.p99) },
    { title: 'uncached/floor', value: (r) => pct(r.api.okRps / r.floor.okRps) },
    { title: 'anonymous/floor', value: (r) => pct(r.anonymous.okRps / r.floor.okRps) },
    { title: 'failed (503 etc.)', value: (r) => failed(r.api) + failed(r.anonymous) + failed(r.floor) },
  ],
  rows,
)
const dbTable = markdownTable(
  [
    { title: 'read (50 clients)', value: (r: DbRow) => r.endpoint, align: 'left' },
    { title: 'database', value: (r) => r.database, align: 'left' },
    { title: '2xx/s', value: (r) => r.result.okRps },
    { title: 'p50/p99 ms', value: (r) => `${ms(r.result.p50)}/${ms(r.result.p99)}` },
    { title: 'failed (503 etc.)', value: (r) => failed(r.result) },
  ],
  dbRows,
)
const liteRows = dbRows.filter((r) => r.database === 'PGlite')
const liteMet = liteRows.every((r) => r.result.okRps >= 1500 && r.result.p99 <= 50)
const many = rows.filter((r) => r.clients > 1)
const floorMet = many.every((r) => r.api.okRps / r.floor.okRps >= 0.5)
const cachedFloorMet = many.every((r) => r.anonymous.okRps / r.floor.okRps >= 0.5)
report(
  'api',
  '/bff JSON vs a constant-JSON Hono route; PGlite vs PostgreSQL',
  `${table}\n\n${dbTable}\n\n/bff ≥ 50% of the constant-JSON floor (16 and 64 clients): uncached ` +
    `${floorMet ? 'met' : 'not met'}, anonymous (micro cache) ${cachedFloorMet ? 'met' : 'not met'}. ` +
    `PGlite reads ≥ 1,500 req/s with p99 ≤ 50 ms at 50 clients: ${liteMet ? 'met' : 'not met'}.` +
    (postgresNote ? `\n\n${postgresNote}` : ''),
  { rows, dbRows, floorMet, cachedFloorMet, liteMet },
)
