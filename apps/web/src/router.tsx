import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createQueryClient } from './lib/query-client.ts'
import { getCspNonce } from './lib/csp-nonce.ts'
import { applyNotFoundHeads } from './lib/not-found-head.ts'
import { routeTree } from './routeTree.gen.ts'

export function getRouter() {
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
    router: ReturnType<typeof getRouter>
  }
}
