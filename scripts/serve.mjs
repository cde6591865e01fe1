// Serves the production build (apps/web/.output) from the repository root, so that ./data and
// the migrations are found the same way as in development. PORT defaults to 3000.
import { existsSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const entry = path.join(root, 'apps/web/.output/server/index.mjs')
if (!existsSync(entry)) {
  console.error('No production build found. Run `npm run build` first (or `npm start`).')
  process.exit(1)
}
process.chdir(root)
process.env.PORT ??= '3000'
process.env.NODE_ENV ??= 'production'
process.env.COURTSIDE_MIGRATIONS_DIR ??= path.join(root, 'packages/db/migrations')
// Idle kept-alive connections stay open 65 s instead of Node's 5 s. A client that reuses a
// connection just as the server closes it gets a reset (browsers resend, API clients and proxies
// often do not); an idle timeout longer than the clients' and proxies' own (commonly 60 s) leaves
// closing to them. Nitro's node server passes no options to http.createServer, so they are
// given here; the headers timeout stays above it, as Node asks.
const keepAlive = { keepAliveTimeout: 65_000, headersTimeout: 66_000 }
const createServer = http.createServer
http.createServer = (options, handler) =>
  typeof options === 'function'
    ? createServer(keepAlive, options)
    : createServer({ ...keepAlive, ...options }, handler)
await import(pathToFileURL(entry).href)
// The built server loads the app's entry (src/server.ts, which opens the database) on the first
// request only, so ask for the health check once: a damaged data directory then ends the process
// at start-up with its own message (services.server.ts), and "running" is said only after that.
await fetch(`http://127.0.0.1:${process.env.PORT}/bff/health`).catch(() => undefined)
await globalThis.__courtsideReady
console.log(`Courtside is running at http://localhost:${process.env.PORT}`)
