// First-load JavaScript and CSS per route (gzip), read from the production build's TanStack
// Start manifest (apps/web/.output/server/_tanstack-start-manifest_*.mjs): what a first visit of
// a route loads is the root's preloads and CSS plus those of every route down to it.
// Budgets (DESIGN.md): first-load JS ≤ 150 kB gzip per route (hard cap 250 kB), no route chunk
// (a chunk that only some routes load) over 60 kB. Exits non-zero when a budget is exceeded.
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { ROOT, ensureBuild, markdownTable, report } from './lib.ts'

type ManifestRoute = { parentId?: string; children?: string[]; preloads?: string[]; css?: string[] }
type Manifest = { routes: Record<string, ManifestRoute> }

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
const serverDir = path.join(ROOT, 'apps/web/.output/server')
const publicDir = path.join(ROOT, 'apps/web/.output/public')
const manifestFile = readdirSync(serverDir).find((f) => f.startsWith('_tanstack-start-manifest'))
if (!manifestFile) throw new Error('No TanStack Start manifest in apps/web/.output/server')
const { tsrStartManifest } = (await import(pathToFileURL(path.join(serverDir, manifestFile)).href)) as {
  tsrStartManifest: () => Manifest
}
const { routes } = tsrStartManifest()

const parents = new Map<string, string>()
for (const [id, route] of Object.entries(routes))
  for (const child of route.children ?? []) parents.set(child, id)

const gzCache = new Map<string, number>()
/** Bytes a browser downloads: the .gz nitro serves, or gzip -9 of the file when it has none. */
function gzipBytes(asset: string): number {
  const cached = gzCache.get(asset)
  if (cached !== undefined) return cached
  const file = path.join(publicDir, asset)
  const size = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length
  gzCache.set(asset, size)
  return size
}

function chain(id: string): string[] {
  const ids: string[] = []
  for (let at: string | undefined = id; at; at = parents.get(at)) ids.unshift(at)
  return ids
}

const rootJs = new Set(routes.__root__?.preloads ?? [])
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
  const js = new Set<string>()
  const css = new Set<string>()
  for (const at of chain(id)) {
    for (const file of routes[at]?.preloads ?? []) js.add(file)
    for (const file of routes[at]?.css ?? []) css.add(file)
  }
  const jsBytes = [...js].reduce((sum, f) => sum + gzipBytes(f), 0)
  const cssBytes = [...css].reduce((sum, f) => sum + gzipBytes(f), 0)
  const routeChunks = [...js].filter((f) => !rootJs.has(f)).map((f) => ({ file: f, kb: kb(gzipBytes(f)) }))
  const largest = routeChunks.sort((a, b) => b.kb - a.kb)[0] ?? { file: '–', kb: 0 }
  rows.push({
    route: id,
    page,
    jsKb: kb(jsBytes),
    cssKb: kb(cssBytes),
    files: js.size + css.size,
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
