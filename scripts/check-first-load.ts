// Issue 12's guard, run by `npm test` after the production build (test:e2e): no public page's
// first-load JS may hold console code, and what every page loads stays one entry chunk
// (the `$initial` group in apps/web/vite.config.ts). Exits non-zero and says where otherwise.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readFirstLoads } from './bench/first-load.ts'
import { MAX_ROOT_FILES, findViolations } from './first-load-guard.ts'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chunkMapFile = path.join(ROOT, 'apps/web/.output/client-chunks.json')
if (!existsSync(chunkMapFile)) {
  console.error('No apps/web/.output/client-chunks.json: run `npm run build` first.')
  process.exit(1)
}
const chunkModules = JSON.parse(readFileSync(chunkMapFile, 'utf8')) as Record<string, string[]>
const { routes, firstLoad } = await readFirstLoads(ROOT)
const firstLoads = Object.fromEntries(Object.keys(routes).map((id) => [id, firstLoad(id).js]))

const violations = findViolations(firstLoads, chunkModules)
for (const v of violations) console.error(`${v.route}: ${v.chunk} holds console module ${v.module}`)
const rootFiles = firstLoad('__root__').js
if (rootFiles.length > MAX_ROOT_FILES) {
  console.error(
    `Every page loads ${rootFiles.length} JS files before its own (at most ${MAX_ROOT_FILES}): ` +
      'the entry is split into shared chunks again (see the $initial group in apps/web/vite.config.ts).',
  )
}
if (violations.length || rootFiles.length > MAX_ROOT_FILES) process.exit(1)
console.log(
  `First loads of ${Object.keys(routes).length} routes checked: no console code, every page starts with ${rootFiles.length} JS file(s).`,
)
