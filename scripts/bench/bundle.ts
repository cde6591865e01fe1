// First-load JavaScript and CSS per route (gzip), read from the production build's TanStack
// Start manifest (apps/web/.output/server/_tanstack-start-manifest_*.mjs): what a first visit of
// a route loads is the root's preloads and CSS plus those of every route down to it.
// Budgets (DESIGN.md): first-load JS ≤ 150 kB gzip per route (hard cap 250 kB), no route chunk
// (a chunk that only some routes load) over 60 kB. Exits non-zero when a budget is exceeded.
import path from 'node:path'
import { readFirstLoads } from './first-load.ts'
import { ROOT, ensureBuild, markdownTable, report } from './lib.ts'

const JS_BUDGET_KB = 150
const JS_HARD_CAP_KB = 250
const ROUTE_CHUNK_KB = 60

/** The product pages worth reporting (the others are redirects or server routes). */
const PAGES: Record<string, string> = {
  '/$locale/': 'list',
  '/$locale/travels': 'travel list',
  '/$locale/tournament/$id/': 'tournament',
  '/$locale/travel/$id/': 'travel',
  '/$locale/tournament/$id/class/$classId': 'class',
  '/$locale/tours/': 'tours',
  '/$locale/tour/$id': 'tour',
  '/$locale/organizers': 'organizers',
  '/$locale/organizer': 'organizer',
  '/$locale/pickleball-passport-podcast-europe/': 'podcast',
  '/$locale/pickleball-passport-podcast-europe/$id': 'podcast episode',
  '/$locale/login': 'login',
  '/$locale/_auth/profile': 'profile',
  '/$locale/about': 'about',
}

ensureBuild()
const { routes, firstLoad, gzipBytes, rootJs } = await readFirstLoads(ROOT)
type Row = {
  route: string
  page: string
  jsKb: number
  cssKb: number
  files: number
  largestRouteChunk: { file: string; kb: number }
  isJsOk: boolean
  isChunkOk: boolean
}
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
const rows: Row[] = []
for (const [id, page] of Object.entries(PAGES)) {
  if (!routes[id]) {
    console.warn(`route ${id} is not in the manifest`)
    continue
  }
  const { js, css } = firstLoad(id)
  const jsBytes = [...js].reduce((sum, f) => sum + gzipBytes(f), 0)
  const cssBytes = [...css].reduce((sum, f) => sum + gzipBytes(f), 0)
  const routeChunks = [...js].filter((f) => !rootJs.has(f)).map((f) => ({ file: f, kb: kb(gzipBytes(f)) }))
  const largest = routeChunks.sort((a, b) => b.kb - a.kb)[0] ?? { file: '–', kb: 0 }
  rows.push({
    route: id,
    page,
    jsKb: kb(jsBytes),
    cssKb: kb(cssBytes),
    files: js.length + css.length,
    largestRouteChunk: largest,
    isJsOk: kb(jsBytes) <= JS_BUDGET_KB,
    isChunkOk: largest.kb <= ROUTE_CHUNK_KB,
  })
}

const largestShared = [...rootJs]
  .map((f) => ({ file: f, kb: kb(gzipBytes(f)) }))
  .sort((a, b) => b.kb - a.kb)
  .slice(0, 3)
const table = markdownTable(
  [
    { title: 'page', value: (r: Row) => r.page, align: 'left' },
    { title: 'route', value: (r) => `\`${r.route}\``, align: 'left' },
    { title: `first-load JS kB gz (≤ ${JS_BUDGET_KB})`, value: (r) => r.jsKb },
    { title: 'CSS kB gz', value: (r) => r.cssKb },
    { title: 'files', value: (r) => r.files },
    {
      title: `largest route chunk kB gz (≤ ${ROUTE_CHUNK_KB})`,
      value: (r) => `${r.largestRouteChunk.kb} ${path.basename(r.largestRouteChunk.file)}`,
    },
    { title: 'met', value: (r) => (r.isJsOk && r.isChunkOk ? 'yes' : 'no') },
  ],
  rows,
)
const overBudget = rows.filter((r) => !r.isJsOk || !r.isChunkOk)
const overCap = rows.filter((r) => r.jsKb > JS_HARD_CAP_KB)
report(
  'bundle',
  'First-load JavaScript and CSS per route (gzip, production build)',
  `${table}\n\nLargest chunks every page loads: ${largestShared.map((c) => `${path.basename(c.file)} ${c.kb} kB`).join(', ')}. ` +
    `Budget ≤ ${JS_BUDGET_KB} kB met on ${rows.length - overBudget.length} of ${rows.length} routes; ` +
    `hard cap ${JS_HARD_CAP_KB} kB exceeded on ${overCap.length}.`,
  { rows, largestShared },
)
if (overBudget.length) {
  console.error(`Bundle budget exceeded on: ${overBudget.map((r) => r.page).join(', ')}`)
  process.exitCode = 1
}
