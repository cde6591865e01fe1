// Server entry: every response (pages, server functions, /bff, errors) gets the security
// headers of DESIGN.md, and every page render gets a fresh CSP nonce. HTML and JSON are gzipped
// for clients that accept it (server/compression.server.ts).
import { AsyncLocalStorage } from 'node:async_hooks'
import { createServerEntry } from '@tanstack/react-start/server-entry'
import { getEnv } from './env.server.ts'
import { getBffApp, getServices, startServices } from './server/services.server.ts'
import { renderPage } from './server/page-render.server.tsx'
import { createBffEntry, isBffRequest } from './server/bff-entry.server.ts'
import { fetchBffInProcess } from './server/bff.server.ts'
import { toPublicConfig } from './lib/env-schema.ts'
import { frameAncestorsFor } from './server/embed-origins.server.ts'
import { createMicroCache } from './server/micro-cache.server.ts'
import {
  MEMBER_SHELL_VARIANT,
  finishMemberShell,
  memberShellVisit,
  renderFor,
  renderVisitOf,
} from './server/member-shell.server.ts'
import { createLoadShedder, overloadedResponse } from './server/load-shedder.server.ts'
import { tFor } from './i18n/i18n.ts'
import { startServerErrorReporting } from './server/error-reporting.server.ts'
import { securityHeaders } from './server/security-headers.server.ts'
import { newNonce } from './server/nonce.server.ts'
import { compressResponse } from './server/compression.server.ts'
import { inMemoryAnswer, inMemoryPage, leavesBoundaryToBrowser } from './server/api-answer.server.ts'
import { isServerFnRequest, toServerFnErrorShape } from './server/server-fn-errors.server.ts'
import { varyLanguageRedirect } from './server/language-vary.server.ts'
import { createRenderPool, isWorkerPage, renderWorkerCount } from './server/render-pool.server.ts'
import { isRenderWorker } from './server/render-protocol.server.ts'
import { startRenderWorker } from './server/render-worker.server.ts'
import type { RenderVisit } from './lib/member-shell.ts'

globalThis.__courtsideNonce ??= new AsyncLocalStorage<string>()

const isLiveStream = (request: Request) =>
  request.method === 'GET' && new URL(request.url).pathname === '/bff/live'
const nonceStorage = globalThis.__courtsideNonce

// A render worker (docs/decisions/0018) imports this module too: it renders pages and opens nothing.
const serverFetch = isRenderWorker() ? startWorker() : startMain()

export default createServerEntry({ fetch: (request) => serverFetch(request) })

/** A page rendered in this thread, with its CSP nonce, for whom it is rendered (member-shell.server.ts). */
function renderHere(request: Request, nonce: string, visit: RenderVisit): Promise<Response> {
  return Promise.resolve(nonceStorage.run(nonce, () => renderFor(visit, () => renderPage(request))))
}

function startWorker(): (request: Request) => Promise<Response> {
  globalThis.__courtsideBffInProcess = fetchBffInProcess
  startRenderWorker(renderHere)
  return () => Promise.reject(new Error('A render worker serves no requests'))
}

function startMain(): (request: Request) => Promise<Response> {
  // Validate the environment and open/migrate/seed the database at start-up, not on first request.
  const env = getEnv()
  const publicConfig = toPublicConfig(env)
  void startServerErrorReporting(publicConfig)
  // The browser may talk to the analytics and error-reporting hosts only when they are configured.
  const connectSources = [publicConfig.posthog?.host, publicConfig.sentry?.dsn]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url).origin)
  // Anonymous pages are served from a micro cache of at most 10 s (server/micro-cache.server.ts).
  // Server rendering's in-process /bff reads go through the same cache (server/bff.server.ts).
  const microCache =
    env.PAGE_CACHE_SECONDS > 0 ? createMicroCache({ ttlMs: env.PAGE_CACHE_SECONDS * 1000 }) : null
  globalThis.__courtsideMicroCache = microCache
  // Server rendering calls the /bff app in-process (lib/bff-transport.ts, docs/decisions/0001).
  globalThis.__courtsideBffInProcess = fetchBffInProcess
  // Uncached work is bounded; beyond it requests get a fast 503 (server/load-shedder.server.ts).
  const shedder = createLoadShedder({
    maxInFlight: env.MAX_IN_FLIGHT,
    overloaded: (request) => {
      const t = tFor(/^\/([a-z]{2})\//.exec(new URL(request.url).pathname)?.[1])
      return overloadedResponse(request, (key) => String(t(key)))
    },
  })
  // /bff goes straight to the Hono app, not through TanStack Start's handler (server/bff-entry.server.ts).
  const fetchBff = createBffEntry(getBffApp)
  // scripts/serve.mjs waits for this before it says the server is running.
  globalThis.__courtsideReady = startServices()

  async function warnBoundaryLeftToBrowser(request: Request) {
    const { logger } = await getServices()
    logger.warn(
      { path: new URL(request.url).pathname },
      'a component suspended in the server render: the browser renders its boundary (server/page-render.server.tsx)',
    )
  }
  // Pages are rendered in worker threads when the build runs (server/render-pool.server.ts).
  const pool =
    import.meta.env.PROD && renderWorkerCount(env.RENDER_WORKERS) > 0
      ? createRenderPool({
          size: renderWorkerCount(env.RENDER_WORKERS),
          entry: new URL(import.meta.url),
          onWorkerError: (error) =>
            void getServices().then(({ logger }) => logger.error({ err: error }, 'render worker failed')),
        })
      : undefined
  globalThis.__courtsideRenderPool = pool
  // A page a worker could not render (it stopped, or its render threw) is rendered here.
  const renderAgainHere = (target: Request, nonce: string, visit: RenderVisit) => async (error: unknown) => {
    const { logger } = await getServices()
    logger.warn(
      { err: error, path: new URL(target.url).pathname },
      'render worker failed; rendering in the main thread',
    )
    return renderHere(target, nonce, visit)
  }
  const renderAnywhere = (target: Request, nonce: string, visit: RenderVisit) =>
    (isWorkerPage(target)
      ? pool?.render(target, nonce, visit)?.catch(renderAgainHere(target, nonce, visit))
      : undefined) ?? renderHere(target, nonce, visit)

  return async (request) => {
    const nonce = newNonce()
    // A signed-in player's public page is rendered once for every player, from the cookie-less
    // copy of the request, and kept in the micro cache under its own key (issue 17).
    const shell = memberShellVisit(request)
    const isApi = !shell && isBffRequest(request)
    const render = () => {
      const target = shell ? shell() : request
      return shedder.run(target, async () => {
        if (isApi) return inMemoryAnswer(await fetchBff(target))
        const answer = await renderAnywhere(target, nonce, renderVisitOf(target, shell !== null))
        if (isServerFnRequest(target)) return toServerFnErrorShape(answer)
        const page = await inMemoryPage(answer)
        if (leavesBoundaryToBrowser(page)) void warnBoundaryLeftToBrowser(target)
        return page
      })
    }
    // Live streams (GET /bff/live, issue 15) are held open: not through the micro cache (it
    // would hand one stream to several tabs) and not in the load shedder's slots (the API caps
    // streams itself); compression leaves event streams alone.
    const answer = isLiveStream(request)
      ? await fetchBff(request)
      : await (microCache
          ? microCache.handle(request, nonce, render, shell ? MEMBER_SHELL_VARIANT : undefined)
          : render())
    const response = shell ? finishMemberShell(answer) : answer
    const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false
    const frameAncestors = isHtml ? await frameAncestorsFor(request) : []
    const secured = securityHeaders({
      request,
      response: varyLanguageRedirect(request, response),
      nonce,
      frameAncestors,
      connectSources,
      allowStripe: !!env.STRIPE_SECRET_KEY,
      isProduction: env.APP_ENV === 'production',
    })
    return compressResponse(request, secured)
  }
}
