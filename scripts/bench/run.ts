// `npm run bench`: every benchmark in turn (each in its own process, so one failing does not
// stop the others), then bench-results/summary.md with the date — the table for README.md.
// Exits non-zero when a benchmark failed or the bundle budget was exceeded (bundle.ts).
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { RESULTS_DIR, ROOT, ensureBuild } from './lib.ts'

const BENCHMARKS = ['bundle', 'ssr', 'signed-in', 'api', 'scale', 'draws', 'live', 'lighthouse', 'load']
const only = parseArgs({ allowPositionals: true }).positionals
const selected = only.length ? BENCHMARKS.filter((b) => only.includes(b)) : BENCHMARKS

const started = Date.now()
ensureBuild()
const failures: string[] = []
const timings: string[] = []
for (const name of selected) {
  const t0 = Date.now()
  console.log(`\n=== ${name} ===`)
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, `scripts/bench/${name}.ts`)],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  )
  timings.push(`${name} ${Math.round((Date.now() - t0) / 1000)} s`)
  if (result.status !== 0) failures.push(name)
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ')
const sections = selected
  .map((name) => path.join(RESULTS_DIR, `${name}.md`))
  .filter((file) => existsSync(file))
  .map((file) => readFileSync(file, 'utf8'))
const summary =
  `Measured ${date} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), ` +
  `load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}; ` +
  `\`npm run bench\` took ${Math.round((Date.now() - started) / 1000)} s (${timings.join(', ')}).\n\n` +
  sections.join('\n')
writeFileSync(path.join(RESULTS_DIR, 'summary.md'), summary)
console.log(
  `\nSummary written to bench-results/summary.md${failures.length ? `; failed: ${failures.join(', ')}` : ''}`,
)
process.exitCode = failures.length ? 1 : 0
