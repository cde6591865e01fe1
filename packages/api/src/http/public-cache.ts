// The cache rule of the public reads (events, classes, organizers, podcast): an answer is the
// same for every caller, so shared caches may keep it — the web server's micro cache hands it to
// anonymous and signed-in callers alike (apps/web/src/server/micro-cache.server.ts), or a CDN.
// That rests on one promise, kept here rather than by convention: a handler under these paths
// that looks at who is calling (callerOf, requireAuth) answers for that caller alone, so
// its answer is never marked shareable: `no-store` unless it said `private`/`no-store` itself.
// Nor is an answer that sets a cookie.
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../lib/context.ts'
import { setAnswerHeader } from './answer-header.ts'

/** Browsers revalidate; shared caches keep a copy 10 s (DESIGN.md: ≤ 10 s of staleness). */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=0, s-maxage=10'

export function publicReadCaching(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let personal = false
    const read = c.get
    c.get = (key: keyof AppEnv['Variables']) => {
      if (key === 'caller') personal = true
      return read(key)
    }
    try {
      await next()
    } finally {
      c.get = read
    }
    const own = c.res.headers.get('cache-control') ?? ''
    // An answer that sets cookies (a renewed session, http/auth.ts) is the caller's alone too.
    if (personal || c.res.headers.has('set-cookie')) {
      if (!/no-store|private/i.test(own)) setAnswerHeader(c, 'cache-control', 'no-store')
    } else if (c.req.method === 'GET' && c.res.status === 200 && !own)
      setAnswerHeader(c, 'cache-control', PUBLIC_READ_CACHE_CONTROL)
  }
}
