// Per-IP request counting for rate limits. Fixed windows in memory: each process counts its own
// traffic, which bounds abuse per process (http/rate-limit.ts turns a hit over the limit
// into 429 + Retry-After).

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
  /** Scoring links (features/scoring): generous, as a venue's phones often share one address. */
  scoring: { limit: 1200, windowMs: 10 * 60_000 },
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
