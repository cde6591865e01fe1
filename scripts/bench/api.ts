// /bff JSON routes against a constant-JSON Hono route of the same size in the same process
// (scripts/bench/serve-floor.mjs), at 1, 16 and 64 clients; then the same reads at 50 clients on
// PGlite and on PostgreSQL. Budgets (DESIGN.md): /bff ≥ 50% of the constant-JSON floor; PGlite
// reads ≥ 1,500 req/s with p99 ≤ 50 ms at 50 clients.
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
type Row = { endpoint: string; clients: number; kb: number; api: LoadResult; floor: LoadResult }
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
      const api = await load({ url: `${lite.url}${endpoint.path}`, connections: clients })
      const floor = await load({ url: `${lite.url}/__floor-json/${endpoint.name}`, connections: clients })
      rows.push({ endpoint: endpoint.label, clients, kb: Math.round(text.length / 1024), api, floor })
      console.log(`${endpoint.label} c=${clients}: ${api.okRps}/s vs floor ${floor.okRps}/s`)
    }
  }
  for (const endpoint of endpoints) {
    const result = await load({ url: `${lite.url}${endpoint.path}`, connections: 50 })
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
      const result = await load({ url: `${server.url}${endpoint.path}`, connections: 50 })
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
    { title: '/bff 2xx/s', value: (r) => r.api.okRps },
    { title: '/bff p50/p99 ms', value: (r) => `${ms(r.api.p50)}/${ms(r.api.p99)}` },
    { title: 'constant JSON 2xx/s', value: (r) => r.floor.okRps },
    { title: 'constant p99 ms', value: (r) => ms(r.floor.p99) },
    { title: '/bff/floor (≥ 50%)', value: (r) => pct(r.api.okRps / r.floor.okRps) },
    { title: 'failed (503 etc.)', value: (r) => failed(r.api) + failed(r.floor) },
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
const floorMet = rows.filter((r) => r.clients > 1).every((r) => r.api.okRps / r.floor.okRps >= 0.5)
report(
  'api',
  '/bff JSON vs a constant-JSON Hono route; PGlite vs PostgreSQL',
  `${table}\n\n${dbTable}\n\n/bff ≥ 50% of the constant-JSON floor (16 and 64 clients): ${floorMet ? 'met' : 'not met'}. ` +
    `PGlite reads ≥ 1,500 req/s with p99 ≤ 50 ms at 50 clients: ${liteMet ? 'met' : 'not met'}.` +
    (postgresNote ? `\n\n${postgresNote}` : ''),
  { rows, dbRows, floorMet, liteMet },
)
