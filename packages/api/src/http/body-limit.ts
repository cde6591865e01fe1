// Request body limit. Hono's bodyLimit re-creates the request with `new Request(c.req.raw, …)`
// whenever the body has no Content-Length; in the built server c.req.raw is srvx's Node request,
// which undici's Request constructor cannot copy, so every DELETE without a body (curl, fetch)
// and every chunked upload answered 500 (issue 19). Here: a body announced by Content-Length is
// judged by it; any other body (chunked, or a stream of unknown length) is read up to the limit
// and the request rebuilt from its parts — URL, method, headers, bytes — never from itself.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../lib/context.ts'

export function bodyLimit(options: {
  maxSize: number
  onError: (c: Context<AppEnv>) => Response
}): MiddlewareHandler<AppEnv> {
  const { maxSize, onError } = options
  return async (c, next) => {
    const raw = c.req.raw
    const isChunked = raw.headers.has('transfer-encoding')
    const length = raw.headers.get('content-length')
    if (!raw.body) return next()
    if (!isChunked && length !== null) return Number.parseInt(length, 10) > maxSize ? onError(c) : next()
    const reader = raw.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.length
      if (size > maxSize) {
        await reader.cancel()
        return onError(c)
      }
      chunks.push(value)
    }
    const headers = new Headers(raw.headers)
    headers.delete('transfer-encoding')
    if (size > 0) headers.set('content-length', String(size))
    const rebuilt = new Request(raw.url, {
      method: raw.method,
      headers,
      body: size > 0 ? Buffer.concat(chunks) : undefined,
    })
    // The rate limiter reads the socket address the way srvx exposes it (http/rate-limit.ts).
    const ip = (raw as Request & { ip?: string }).ip
    if (ip) Object.defineProperty(rebuilt, 'ip', { value: ip })
    c.req.raw = rebuilt
    return next()
  }
}
