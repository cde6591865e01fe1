// Shared helpers of the benchmarks (scripts/bench/*.ts): start the production server on a
// loopback port, drive it with autocannon, print Markdown tables and write bench-results/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { SERVER_NODE_FLAGS } from '../server-node-flags.ts'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const RESULTS_DIR = path.join(ROOT, 'bench-results')
/** Ports 3240-3249 are the benchmarks' (loopback only). */
export const BENCH_PORT = Number(process.env.BENCH_PORT ?? 3240)
/** Seconds per autocannon run; `BENCH_SECONDS=10 npm run bench` for steadier numbers. */
export const RUN_SECONDS = Number(process.env.BENCH_SECONDS ?? 3)

export type LoadResult = {
  connections: number
  seconds: number
  requests: number
  /** Every answer per second, fast 503s included. */
  rps: number
  /** Successful (2xx) answers per second: what the tables compare. */
  okRps: number
  p50: number
  p90: number
  p99: number
  max: number
  errors: number
  timeouts: number
  non2xx: number
  statusCodes: Record<string, number>
  bytesPerRequest: number
}

export type LoadOptions = {
  url: string
  connections: number
  seconds?: number
  headers?: Record<string, string>
  /** Per-request timeout in seconds (autocannon counts a timeout as an error). */
  timeout?: number
  requests?: autocannon.Request[]
}

export async function load(options: LoadOptions): Promise<LoadResult> {
  const seconds = options.seconds ?? RUN_SECONDS
  await settle(new URL(options.url).origin)
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: seconds,
    headers: options.headers,
    timeout: options.timeout ?? 10,
    requests: options.requests,
  })
  const statusCodes: Record<string, number> = {}
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count ?? 0
  return {
    connections: options.connections,
    seconds,
    requests: result.requests.total,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    okRps: Math.round((result['2xx'] / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }
}

export type RunningServer = {
  url: string
  pid: number
  child: ChildProcess
  /** Resident memory of the server process in MB (Linux /proc). */
  rssMb: () => number
  /**
   * Memory the server retains after two full garbage collections, in MB: V8's heap in use plus
   * memory outside it (PGlite's WebAssembly heap, buffers). Only with `memoryProbe: true`.
   */
  retainedMb: () => Promise<{ heapMb: number; externalMb: number; totalMb: number }>
  stop: () => Promise<void>
}

export type ServerOptions = {
  port?: number
  /** PGlite data directory relative to the repository root (reused between runs). */
  dataDir: string
  databaseUrl?: string
  floorDir?: string
  env?: Record<string, string>
  logFile?: string
  /** Starts Node with --expose-gc so retainedMb() can collect garbage before it reads memory. */
  memoryProbe?: boolean
}

/** Starts the production build (scripts/bench/serve-floor.mjs) and waits for /bff/health. */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  ensureBuild()
  const port = options.port ?? BENCH_PORT
  const url = `http://127.0.0.1:${port}`
  mkdirSync(RESULTS_DIR, { recursive: true })
  // A server left running on the port (e.g. by an interrupted benchmark) would answer the health
  // check below, and every figure would be measured against it and its data.
  const isTaken = await fetch(`${url}/bff/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  )
  if (isTaken) throw new Error(`port ${port} already answers: stop the server running there first`)
  const logFile = options.logFile ?? path.join(RESULTS_DIR, `server-${port}.log`)
  writeFileSync(logFile, '')
  // BENCH_SERVER_NODE_ARGS passes flags to the server's Node, e.g. `--cpu-prof --cpu-prof-dir=DIR`
  // for a CPU profile of the run (written when the server stops).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)
  if (options.memoryProbe) nodeArgs.push('--expose-gc')
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeArgs, path.join(ROOT, 'scripts/bench/serve-floor.mjs')],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: options.dataDir,
        SERVER_URL: url,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
        ...(options.floorDir ? { BENCH_FLOOR_DIR: options.floorDir } : {}),
        ...(options.memoryProbe ? { BENCH_MEMORY_PROBE: '1' } : {}),
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const log: string[] = []
  const append = (chunk: Buffer) => {
    log.push(chunk.toString())
    writeFileSync(logFile, chunk, { flag: 'a' })
  }
  const memoryWaiters: ((usage: NodeJS.MemoryUsage) => void)[] = []
  let stdoutRest = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    const lines = (stdoutRest + chunk.toString()).split('\n')
    stdoutRest = lines.pop() ?? ''
    for (const line of lines) {
      if (line.startsWith('BENCH_MEMORY '))
        memoryWaiters.shift()?.(JSON.parse(line.slice(13)) as NodeJS.MemoryUsage)
    }
  })
  child.stdout?.on('data', append)
  child.stderr?.on('data', append)
  let exited = false
  child.once('exit', () => (exited = true))
  const started = Date.now()
  for (;;) {
    if (exited) throw new Error(`server exited during start-up:\n${log.join('')}`)
    if (Date.now() - started > 180_000) {
      child.kill('SIGKILL')
      throw new Error(`server did not become healthy in 180 s:\n${log.join('')}`)
    }
    try {
      const res = await fetch(`${url}/bff/health`)
      if (res.ok) break
    } catch {
      // not listening yet
    }
    await sleep(300)
  }
  const pid = child.pid as number
  return {
    url,
    pid,
    child,
    rssMb: () => {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      return Math.round(kb / 1024)
    },
    retainedMb: async () => {
      if (!options.memoryProbe) throw new Error('startServer({ memoryProbe: true }) is needed')
      const usage = await new Promise<NodeJS.MemoryUsage>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no BENCH_MEMORY answer in 30 s')), 30_000)
        memoryWaiters.push((u) => {
          clearTimeout(timer)
          resolve(u)
        })
        child.kill('SIGUSR2')
      })
      const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)
      return {
        heapMb: mb(usage.heapUsed),
        externalMb: mb(usage.external),
        totalMb: mb(usage.heapUsed + usage.external),
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve()
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}

export function ensureBuild() {
  if (existsSync(path.join(ROOT, 'apps/web/.output/server/index.mjs'))) return
  console.log('No production build yet: running `npm run build` …')
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('npm run build failed')
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The seeded 128-player class and its tournament (the largest class page), found through /bff. */
export async function findLargestClass(baseUrl: string): Promise<{ tournamentId: number; classId: number }> {
  const list = (await (await fetch(`${baseUrl}/bff/tournament/list?limit=50`)).json()) as {
    items: { id: number }[]
  }
  const closed = (await (
    await fetch(`${baseUrl}/bff/tournament/list?limit=50&tournamentState=closed`)
  ).json()) as { items: { id: number }[] }
  let best = { tournamentId: 0, classId: 0, players: -1 }
  for (const { id } of [...list.items, ...closed.items]) {
    const detail = (await (await fetch(`${baseUrl}/bff/tournament/${id}`)).json()) as {
      classes: { id: number; playerCount: number }[]
    }
    for (const c of detail.classes) {
      if (c.playerCount > best.players) best = { tournamentId: id, classId: c.id, players: c.playerCount }
    }
  }
  if (best.players < 0) throw new Error('no classes found')
  return { tournamentId: best.tournamentId, classId: best.classId }
}

export type Column<T> = { title: string; value: (row: T) => string | number; align?: 'left' | 'right' }

export function markdownTable<T>(columns: Column<T>[], rows: T[]): string {
  const header = `| ${columns.map((c) => c.title).join(' | ')} |`
  const rule = `| ${columns.map((c) => (c.align === 'left' ? '---' : '---:')).join(' | ')} |`
  const body = rows.map((row) => `| ${columns.map((c) => String(c.value(row))).join(' | ')} |`)
  return [header, rule, ...body].join('\n')
}

/** Prints the section and stores it (bench-results/<name>.md and .json) for the summary. */
export function report(name: string, title: string, markdown: string, data: unknown) {
  mkdirSync(RESULTS_DIR, { recursive: true })
  const section = `### ${title}\n\n${markdown.trim()}\n`
  console.log(`\n${section}`)
  writeFileSync(path.join(RESULTS_DIR, `${name}.md`), section)
  writeFileSync(
    path.join(RESULTS_DIR, `${name}.json`),
    `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), ...(data as object) }, null, 2)}\n`,
  )
}

export const ms = (value: number) => `${Math.round(value * 10) / 10}`
export const pct = (value: number) => `${Math.round(value * 100)}%`
export const statusSummary = (codes: Record<string, number>) =>
  Object.entries(codes)
    .map(([code, n]) => `${code}×${n}`)
    .join(' ')

/**
 * Waits until the server answers a cheap request quickly again: autocannon stops sending at the
 * end of a run, but requests already queued are still being worked on and would slow the next run.
 */
export async function settle(baseUrl: string, maxMs = 30_000) {
  const started = Date.now()
  let quick = 0
  while (quick < 3 && Date.now() - started < maxMs) {
    const t0 = performance.now()
    let ok = false
    try {
      const res = await fetch(`${baseUrl}/bff/health`)
      await res.arrayBuffer()
      ok = res.ok
    } catch {
      // refused while overloaded
    }
    quick = ok && performance.now() - t0 < 20 ? quick + 1 : 0
    await sleep(50)
  }
}

/** Machine load when a benchmark ran: the numbers mean little when other work shared the cores. */
export function machine() {
  return {
    cpus: os.cpus().length,
    loadAverage1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
    node: process.version,
  }
}
