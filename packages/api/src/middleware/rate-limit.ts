// Per-IP rate limits (429 + Retry-After). Fixed windows in memory: each process counts its own
// traffic, which bounds abuse per process; the per-account lockout lives in the database
// (services/identity/throttle.ts) and therefore holds across processes.
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../lib/context.ts'
import { AppError } from '../lib/errors.ts'

export type RateLimitRule = { limit: number; windowMs: number }

export type RateLimiter = {
  /** Counts one hit; returns seconds to wait when over the limit, else 0. */
  hit: (bucket: string, key: string, rule: RateLimitRule) => number
}

export const RATE_LIMITS = {
  /** Password and code checks. */
  auth: { limit: 60, windowMs: 10 * 60_000 },
  /** Anything that sends an e-mail or SMS (sign-up, resend, forgot password). */
  send: { limit: 20, windowMs: 10 * 60_000 },
  upload: { limit: 30, windowMs: 10 * 60_000 },
  /** The live password-strength meter (debounced by the page). */
  strength: { limit: 600, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let lastSweep = now()
  return {
    hit(bucket, key, rule) {
      const at = now()
      if (at - lastSweep > 60_000) {
        for (const [k, w] of windows) if (w.resetAt <= at) windows.delete(k)
        lastSweep = at
      }
      const id = `${bucket}:${key}`
      let window = windows.get(id)
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + rule.windowMs }
        windows.set(id, window)
      }
      window.count++
      return window.count > rule.limit ? Math.ceil((window.resetAt - at) / 1000) : 0
    },
  }
}

/** The caller's address: X-Forwarded-For only behind a trusted proxy, else the socket's. */
export function clientIp(request: Request, trustProxy: boolean | undefined): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  return (request as Request & { ip?: string }).ip ?? 'unknown'
}

export function rateLimit(bucket: keyof typeof RATE_LIMITS): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    assertWithinRateLimit(c, bucket)
    await next()
  }
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
