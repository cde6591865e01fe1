import { createFileRoute } from '@tanstack/react-router'

// The Hono /bff app runs inside this process (DESIGN.md); it is imported lazily so that
// nothing of it reaches the client bundle.
async function handle({ request }: { request: Request }): Promise<Response> {
  const { getBffApp } = await import('../../server/services.server.ts')
  let app: Awaited<ReturnType<typeof getBffApp>>
  try {
    app = await getBffApp()
  } catch {
    // The database is not open (yet): answer in the API's own shapes, never TanStack Start's bare
    // 500 for a thrown error. The health check reports the state; everything else may retry.
    return databaseUnavailable(new URL(request.url).pathname)
  }
  return app.fetch(request)
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

export const Route = createFileRoute('/bff/$')({
  server: {
    handlers: { GET: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, HEAD: handle },
  },
})
