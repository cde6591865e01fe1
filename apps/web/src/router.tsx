import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createQueryClient } from './lib/query-client.ts'
import { getCspNonce } from './lib/csp-nonce.ts'
import { localeOfPath, prepareI18n } from './i18n/i18n.ts'
import { applyNotFoundHeads } from './lib/not-found-head.ts'
import { routeTree } from './routeTree.gen.ts'

export async function getRouter() {
  // Hydration restores the routes' context without running beforeLoad, and the locale route's
  // context no longer carries the messages (i18n/i18n.ts): the browser loads the page's language
  // (preloaded by the server's HTML) before the first render, so it matches the server's HTML.
  if (!import.meta.env.SSR) await prepareI18n(localeOfPath(window.location.pathname))
  // One QueryClient per router: on the server that is one per request, so no data leaks.
  const queryClient = createQueryClient()
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns freshness (DESIGN.md data flow).
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    trailingSlash: 'preserve',
    ssr: { nonce: getCspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  applyNotFoundHeads(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>
  }
}
