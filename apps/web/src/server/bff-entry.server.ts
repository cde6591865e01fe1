// /bff requests go from the server entry (src/server.ts) straight to the Hono app, not through
// TanStack Start's request handler: that handler builds a router and matches the page routes for
// every request before it reaches a server route, which was more than half of a small /bff
// answer's cost (uncached, 4 clients: /bff/health 508 → 1,127 answers/s, /bff/tournament/list
// 197 → 254/s; docs/decisions/0001). Pages and server functions still go through TanStack Start.
import type { BffApp } from '@courtside/api'

/** The API's addresses: /bff and everything under it. */
const BFF_PATH = /^\/bff(?:\/|$)/

export function isBffRequest(request: Request): boolean {
  return BFF_PATH.test(new URL(request.url).pathname)
}

/**
 * The /bff answer for `request` from the app `getApp` opens. While the database is not open (yet)
 * the answer is in the API's own shapes, never a bare 500: the health check reports the state and
 * everything else may retry.
 */
export function createBffEntry(getApp: () => Promise<BffApp>) {
  return async function fetchBff(request: Request): Promise<Response> {
    let app: BffApp
    try {
      app = await getApp()
    } catch {
      return databaseUnavailable(new URL(request.url).pathname)
    }
    return app.fetch(request)
  }
}

function databaseUnavailable(pathname: string): Response {
  const headers = { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' }
  const body =
    pathname === '/bff/health'
      ? { status: 'unavailable', database: { reachable: false, state: 'not-open' } }
      : {
          error: { code: 'SERVICE_UNAVAILABLE', message: 'The database is not reachable; try again shortly' },
        }
  return new Response(JSON.stringify(body), { status: 503, headers })
}
