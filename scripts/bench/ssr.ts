// SSR throughput and latency of three pages at 1, 16 and 64 clients, against the same process
// serving a static copy of the same HTML (the floor, scripts/bench/serve-floor.mjs).
// "uncached" requests send `Cache-Control: no-cache`, which bypasses the anonymous-page micro
// cache (apps/web/src/server/micro-cache.server.ts); "anonymous" requests are what a visitor
// without a session gets. Budget (DESIGN.md): uncached ≥ 300 req/s with p99 ≤ 100 ms at 25
// clients; anonymous (micro-cached) ≥ 40% of the floor.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
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
} from './lib.ts'

const CLIENTS = [1, 16, 64]

type Row = {
  page: string
  clients: number
  kb: number
  uncached: LoadResult
  anonymous: LoadResult
  floor: LoadResult
}

const floorDir = path.join(RESULTS_DIR, 'floor')
mkdirSync(floorDir, { recursive: true })
const server = await startServer({ dataDir: 'data/bench', floorDir })
const rows: Row[] = []
const budget: { page: string; uncached25: LoadResult }[] = []
try {
  const { tournamentId, classId } = await findLargestClass(server.url)
  const pages = [
    { name: 'list', label: '/en/ (list)', path: '/en/' },
    { name: 'tournament', label: `/en/tournament/${tournamentId}/`, path: `/en/tournament/${tournamentId}/` },
    {
      name: 'class',
      label: `/en/tournament/${tournamentId}/class/${classId}/ (128 players)`,
      path: `/en/tournament/${tournamentId}/class/${classId}/`,
    },
  ]
  for (const page of pages) {
    const res = await fetch(`${server.url}${page.path}`)
    if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`)
    const html = Buffer.from(await res.arrayBuffer())
    writeFileSync(path.join(floorDir, `${page.name}.html`), html)
    for (const clients of CLIENTS) {
      const url = `${server.url}${page.path}`
      const uncached = await load({ url, connections: clients, headers: { 'cache-control': 'no-cache' } })
      const anonymous = await load({ url, connections: clients })
      const floor = await load({ url: `${server.url}/__floor/${page.name}.html`, connections: clients })
      rows.push({ page: page.label, clients, kb: Math.round(html.length / 1024), uncached, anonymous, floor })
      console.log(
        `${page.label} c=${clients}: uncached ${uncached.okRps}/s, anonymous ${anonymous.okRps}/s, floor ${floor.okRps}/s`,
      )
    }
    if (page.name !== 'class') {
      const uncached25 = await load({
        url: `${server.url}${page.path}`,
        connections: 25,
        headers: { 'cache-control': 'no-cache' },
      })
      budget.push({ page: page.label, uncached25 })
    }
  }
} finally {
  await server.stop()
}

const failed = (r: LoadResult) => r.errors + r.timeouts + r.non2xx
const table = markdownTable(
  [
    { title: 'page', value: (r: Row) => r.page, align: 'left' },
    { title: 'HTML kB', value: (r) => r.kb },
    { title: 'clients', value: (r) => r.clients },
    { title: 'uncached 2xx/s', value: (r) => r.uncached.okRps },
    { title: 'uncached p50/p99 ms', value: (r) => `${ms(r.uncached.p50)}/${ms(r.uncached.p99)}` },
    { title: 'anonymous 2xx/s', value: (r) => r.anonymous.okRps },
    { title: 'anonymous p99 ms', value: (r) => ms(r.anonymous.p99) },
    { title: 'floor 2xx/s', value: (r) => r.floor.okRps },
    { title: 'floor p99 ms', value: (r) => ms(r.floor.p99) },
    { title: 'uncached/floor', value: (r) => pct(r.uncached.okRps / r.floor.okRps) },
    { title: 'anonymous/floor', value: (r) => pct(r.anonymous.okRps / r.floor.okRps) },
    { title: 'failed (503 etc.)', value: (r) => failed(r.uncached) + failed(r.anonymous) + failed(r.floor) },
  ],
  rows,
)
const budgetTable = markdownTable(
  [
    { title: 'page (25 clients, uncached)', value: (r: (typeof budget)[number]) => r.page, align: 'left' },
    { title: '2xx/s (≥ 300)', value: (r) => r.uncached25.okRps },
    { title: 'p99 ms (≤ 100)', value: (r) => ms(r.uncached25.p99) },
    { title: 'met', value: (r) => (r.uncached25.okRps >= 300 && r.uncached25.p99 <= 100 ? 'yes' : 'no') },
  ],
  budget,
)
const cachedShare = rows.filter((r) => r.clients > 1).map((r) => r.anonymous.okRps / r.floor.okRps)
const cacheMet = cachedShare.every((share) => share >= 0.4)
report(
  'ssr',
  'SSR pages vs the static floor',
  `${table}\n\n${budgetTable}\n\nAnonymous pages at ≥ 40% of the floor (16 and 64 clients): ${cacheMet ? 'met' : 'not met'}.`,
  { rows, budget, cacheMet },
)
