import { createFileRoute } from '@tanstack/react-router'

// The Hono /bff app runs inside this process (DESIGN.md); it is imported lazily so that
// nothing of it reaches the client bundle.
async function handle({ request }: { request: Request }): Promise<Response> {
  const { getBffApp } = await import('../../server/services.server.ts')
  return (await getBffApp()).fetch(request)
}

export const Route = createFileRoute('/bff/$')({
  server: {
    handlers: { GET: handle, POST: handle, PUT: handle, PATCH: handle, DELETE: handle, HEAD: handle },
  },
})
