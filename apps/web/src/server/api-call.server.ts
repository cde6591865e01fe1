// How the server's own code calls the /bff Hono app: in the process that holds the database,
// directly; in a render worker (server/render-worker.server.ts), through the worker's port to the
// main thread, which owns the database, the app and the micro cache (docs/decisions/0018).
import { fetchWithCache, readsThroughCache } from './micro-cache.server.ts'
import { getBffApp } from './services.server.ts'

/** Carries a call from a render worker to the main thread; set by the worker at start. */
type ApiBridge = (request: Request, throughCache: boolean) => Promise<Response>

let bridge: ApiBridge | undefined

export function setApiBridge(next: ApiBridge): void {
  bridge = next
}

/**
 * The app's answer to `request`. With `page` (a read made while rendering that page) it comes
 * through the micro cache unless the page asked for fresh data (a hard reload).
 */
export async function callApi(request: Request, page?: Request): Promise<Response> {
  const throughCache = page !== undefined && readsThroughCache(page, request)
  if (bridge) return bridge(request, throughCache)
  return callApiHere(request, throughCache)
}

/** The call made in this process (the main thread, or a worker's call arriving there). */
export async function callApiHere(request: Request, throughCache: boolean): Promise<Response> {
  const app = await getBffApp()
  return fetchWithCache(globalThis.__courtsideMicroCache, throughCache, request, async (r) => app.fetch(r))
}
