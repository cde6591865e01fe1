// The list, search and class queries at 1k, 10k and 100k tournaments (generator:
// packages/db/src/seed/scale.ts) on PGlite and PostgreSQL: median latency per size, the growth
// ratio 100k/1k and the indexes the plans use (EXPLAIN of the exact SQL the services send).
// Budget (DESIGN.md): list and class queries within 1.5× at 100,000 of their 1,000 latency.
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { Logger } from 'drizzle-orm/logger'
import pg from 'pg'
import { migrateDatabase, schema, type DatabaseHandle, type Db } from '@courtside/db'
import { seedDatabase } from '@courtside/db/seed'
import { growTournaments } from '../../packages/db/src/seed/scale.ts'
import { prepareReads } from '../../packages/db/src/pglite-prepared.ts'
import { listTournaments } from '../../packages/api/src/features/tournaments/index.ts'
import { getClassFull } from '../../packages/api/src/features/classes/index.ts'
import { markdownTable, ms, report } from './lib.ts'

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number)
const ITERATIONS = 15
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432/postgres'
const POSTGRES_DB = 'bench_scale'

type Captured = { query: string; params: unknown[] }
type Backend = {
  name: string
  handle: DatabaseHandle
  captured: Captured[]
  explain: (q: Captured) => Promise<unknown>
}

function capturingLogger(captured: Captured[]): Logger {
  return { logQuery: (query, params) => captured.push({ query, params }) }
}

async function openPglite(): Promise<Backend> {
  const captured: Captured[] = []
  const client = await PGlite.create(undefined, { extensions: { pg_trgm } })
  // As the app runs it: a read that comes again is a named prepared statement, which Postgres
  // may run with a generic plan after five executions (so the timings show such a plan too).
  prepareReads(client)
  const db = drizzlePglite(client, { schema, logger: capturingLogger(captured) }) as unknown as Db
  return {
    name: 'PGlite',
    captured,
    handle: {
      db,
      kind: 'pglite',
      ping: () => Promise.resolve(true),
      listen: (channel, onPayload) => client.listen(channel, onPayload),
      close: () => client.close(),
    },
    explain: async ({ query, params }) =>
      (await client.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${query}`, params)).rows[0]?.[
        'QUERY PLAN'
      ],
  }
}

async function openPostgres(): Promise<Backend> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL })
  await admin.connect()
  await admin.query(`drop database if exists ${POSTGRES_DB} with (force)`)
  await admin.query(`create database ${POSTGRES_DB}`)
  await admin.end()
  const url = new URL(POSTGRES_URL)
  url.pathname = `/${POSTGRES_DB}`
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 })
  const captured: Captured[] = []
  const db = drizzlePg(pool, { schema, logger: capturingLogger(captured) }) as unknown as Db
  return {
    name: 'PostgreSQL',
    captured,
    handle: {
      db,
      kind: 'postgres',
      ping: () => Promise.resolve(true),
      // The query-plan bench opens no live streams.
      listen: () => Promise.reject(new Error('not used by this bench')),
      close: () => pool.end(),
    },
    explain: async ({ query, params }) =>
      (await pool.query<{ 'QUERY PLAN': unknown }>(`explain (format json) ${query}`, params)).rows[0]?.[
        'QUERY PLAN'
      ],
  }
}

/** Index names and sequentially scanned tables in a JSON plan. */
function planSummary(plan: unknown): { indexes: Set<string>; seqScans: Set<string> } {
  const indexes = new Set<string>()
  const seqScans = new Set<string>()
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const n = node as Record<string, unknown>
    if (typeof n['Index Name'] === 'string') indexes.add(n['Index Name'])
    if (n['Node Type'] === 'Seq Scan' && typeof n['Relation Name'] === 'string')
      seqScans.add(n['Relation Name'])
    for (const value of Object.values(n)) if (typeof value === 'object') visit(value)
  }
  visit(plan)
  return { indexes, seqScans }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

type Query = { name: string; run: (db: Db) => Promise<unknown> }
type Row = {
  backend: string
  query: string
  size: number
  medianMs: number
  indexes: string
  seqScans: string
}

async function measure(backend: Backend, queries: Query[], size: number, rows: Row[]) {
  for (const query of queries) {
    for (let i = 0; i < 3; i++) await query.run(backend.handle.db)
    const times: number[] = []
    for (let i = 0; i < ITERATIONS; i++) {
      const t0 = performance.now()
      await query.run(backend.handle.db)
      times.push(performance.now() - t0)
    }
    backend.captured.length = 0
    await query.run(backend.handle.db)
    const indexes = new Set<string>()
    const seqScans = new Set<string>()
    for (const captured of [...backend.captured]) {
      const summary = planSummary(await backend.explain(captured))
      summary.indexes.forEach((i) => indexes.add(i))
      summary.seqScans.forEach((s) => seqScans.add(s))
    }
    backend.captured.length = 0
    rows.push({
      backend: backend.name,
      query: query.name,
      size,
      medianMs: median(times),
      indexes: [...indexes].sort().join(', ') || '–',
      seqScans: [...seqScans].sort().join(', ') || '–',
    })
    console.log(`${backend.name} ${size} ${query.name}: ${ms(median(times))} ms`)
  }
}

const rows: Row[] = []
const notes: string[] = []
for (const open of [openPglite, openPostgres]) {
  let backend: Backend
  try {
    backend = await open()
  } catch (error) {
    notes.push(`${open === openPglite ? 'PGlite' : 'PostgreSQL'} not measured: ${(error as Error).message}`)
    continue
  }
  try {
    const started = performance.now()
    await migrateDatabase(backend.handle)
    const summary = await seedDatabase(backend.handle.db)
    const now = new Date()
    const queries: Query[] = [
      {
        name: 'list (open tournaments, page 1)',
        run: (db) =>
          listTournaments({
            db,
            offset: 0,
            limit: 12,
            tournamentState: 'open',
            keywordTournamentTypes: [1, 13],
            now,
          }),
      },
      {
        name: 'list (finished, page 3)',
        run: (db) =>
          listTournaments({
            db,
            offset: 24,
            limit: 12,
            tournamentState: 'closed',
            keywordTournamentTypes: [1, 13],
            now,
          }),
      },
      {
        name: 'list (open, 2 countries, page 2)',
        run: (db) =>
          listTournaments({
            db,
            offset: 12,
            limit: 12,
            tournamentState: 'open',
            countries: ['ES', 'SE'],
            keywordTournamentTypes: [1, 13],
            now,
          }),
      },
      {
        name: 'search "valencia"',
        run: (db) =>
          listTournaments({
            db,
            offset: 0,
            limit: 12,
            tournamentState: 'open',
            search: 'valencia',
            keywordTournamentTypes: [1, 13],
            now,
          }),
      },
      { name: 'class (128 players, full)', run: (db) => getClassFull({ db, id: summary.largeClassId }) },
    ]
    for (const size of SIZES) {
      const t0 = performance.now()
      await growTournaments({ db: backend.handle.db, tournaments: size, now })
      console.log(`${backend.name}: grew to ${size} tournaments in ${Math.round(performance.now() - t0)} ms`)
      backend.captured.length = 0
      await measure(backend, queries, size, rows)
    }
    console.log(`${backend.name}: ${Math.round((performance.now() - started) / 1000)} s`)
  } finally {
    await backend.handle.close()
  }
}

const first = SIZES[0] as number
const last = SIZES[SIZES.length - 1] as number
type Growth = { backend: string; query: string; ratio: number; met: string }
const growth: Growth[] = []
for (const row of rows.filter((r) => r.size === last)) {
  const base = rows.find((r) => r.backend === row.backend && r.query === row.query && r.size === first)
  if (!base) continue
  const ratio = row.medianMs / base.medianMs
  const budgeted = row.query.startsWith('list') || row.query.startsWith('class')
  growth.push({
    backend: row.backend,
    query: row.query,
    ratio,
    met: budgeted ? (ratio <= 1.5 ? 'yes' : 'no') : 'n/a',
  })
}
const table = markdownTable(
  [
    { title: 'database', value: (r: Row) => r.backend, align: 'left' },
    { title: 'query', value: (r) => r.query, align: 'left' },
    { title: 'tournaments', value: (r) => r.size.toLocaleString('en') },
    { title: 'median ms', value: (r) => ms(r.medianMs) },
    { title: 'indexes in the plans', value: (r) => r.indexes, align: 'left' },
    { title: 'seq scans', value: (r) => r.seqScans, align: 'left' },
  ],
  rows,
)
const growthTable = markdownTable(
  [
    { title: 'database', value: (r: Growth) => r.backend, align: 'left' },
    { title: 'query', value: (r) => r.query, align: 'left' },
    {
      title: `growth ${last.toLocaleString('en')}/${first.toLocaleString('en')}`,
      value: (r) => `${Math.round(r.ratio * 100) / 100}×`,
    },
    { title: 'within 1.5×', value: (r) => r.met },
  ],
  growth,
)
report(
  'scale',
  'Queries at 1k / 10k / 100k tournaments',
  `${table}\n\n${growthTable}${notes.length ? `\n\n${notes.join('\n')}` : ''}`,
  { rows, growth, notes },
)
