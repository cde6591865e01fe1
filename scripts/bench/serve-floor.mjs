// Benchmark harness only (never used by `npm start`): runs the production server exactly as
// scripts/serve.mjs does and lets the SAME process and port also answer two "floor" routes, so
// the benchmarks can compare the app with the cheapest possible answer of the same size:
//   /__floor/<name>       the bytes of <name> from BENCH_FLOOR_DIR (a static copy of a page)
//   /__floor-json/<name>  a Hono route returning the constant object in <name>.json via c.json()
// The files are read on first use and kept in memory.
// With BENCH_MEMORY_PROBE=1 (and Node's --expose-gc) SIGUSR2 runs two full garbage collections and
// prints `BENCH_MEMORY {json}` with process.memoryUsage() and the render workers' heaps added:
// what the process really retains, for the soak's leak check (resident memory alone rises and
// falls with collections).
import http from 'node:http'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { Hono } from 'hono'

const floorDir = process.env.BENCH_FLOOR_DIR
const staticFiles = new Map()
const jsonObjects = new Map()

const floorApp = new Hono().get('/__floor-json/:name', (c) => {
  const name = path.basename(c.req.param('name'))
  let value = jsonObjects.get(name)
  if (value === undefined) {
    value = JSON.parse(readFileSync(path.join(floorDir, `${name}.json`), 'utf8'))
    jsonObjects.set(name, value)
  }
  return c.json(value)
})

function serveStatic(req, res) {
  const name = path.basename(req.url.slice('/__floor/'.length).split('?')[0])
  let body = staticFiles.get(name)
  if (!body) {
    body = readFileSync(path.join(floorDir, name))
    staticFiles.set(name, body)
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length })
  res.end(body)
}

async function serveJson(req, res) {
  const response = await floorApp.fetch(new Request(`http://floor${req.url}`))
  const body = Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, {
    'content-type': response.headers.get('content-type') ?? 'application/json',
    'content-length': body.length,
  })
  res.end(body)
}

if (floorDir) {
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (event, req, res, ...rest) {
    if (event === 'request' && typeof req.url === 'string') {
      if (req.url.startsWith('/__floor/')) {
        try {
          serveStatic(req, res)
        } catch {
          res.writeHead(404).end()
        }
        return true
      }
      if (req.url.startsWith('/__floor-json/')) {
        serveJson(req, res).catch(() => res.writeHead(404).end())
        return true
      }
    }
    return emit.call(this, event, req, res, ...rest)
  }
}

if (process.env.BENCH_MEMORY_PROBE === '1' && typeof globalThis.gc === 'function') {
  process.on('SIGUSR2', async () => {
    // The render workers' heaps count too (docs/decisions/0018): each collects and reports its own.
    const workers = (await globalThis.__courtsideRenderPool?.memory()) ?? []
    globalThis.gc()
    globalThis.gc()
    const usage = process.memoryUsage()
    for (const worker of workers) {
      usage.heapUsed += worker.heapUsed
      usage.external += worker.external
    }
    process.stdout.write(`BENCH_MEMORY ${JSON.stringify({ ...usage, workers: workers.length })}\n`)
  })
}

await import('../serve.mjs')
