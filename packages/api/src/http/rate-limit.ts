// Per-IP rate limits (429 + Retry-After), counted by the limiter in adapters/rate-limiter.ts; the
// per-account lockout lives in the database (adapters/identity/throttle.ts).
import type { Context } from 'hono'
import { RATE_LIMITS } from '../adapters/rate-limiter.ts'
import type { AppEnv } from '../lib/context.ts'
import { AppError } from '../lib/errors.ts'

/** The caller's address: X-Forwarded-For only behind a trusted proxy, else the socket's. */
export function clientIp(request: Request, trustProxy: boolean | undefined): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return (request as Request & { ip?: string }).ip ?? 'unknown'
}

export function assertWithinRateLimit(c: Context<AppEnv>, bucket: keyof typeof RATE_LIMITS): void {
  const { rateLimiter, config } = c.get('deps')
  const wait = rateLimiter.hit(bucket, clientIp(c.req.raw, config.trustProxy), RATE_LIMITS[bucket])
  if (wait > 0) {
    throw new AppError(429, 'RATE_LIMITED', 'Too many requests; try again later', {
      'retry-after': String(wait),
    })
  }
}
