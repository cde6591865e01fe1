// Brute-force lockout (Cognito's published behaviour): after 5 failed password or code attempts
// the identifier is locked for 2^(n−5) seconds, capped at 15 minutes; a success or 15 quiet
// minutes reset it. Kept per identifier digest, for unknown accounts too (no enumeration).
import { createHash } from 'node:crypto'
import { eq, identityThrottle, type Db } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'

export const FREE_ATTEMPTS = 5
export const MAX_LOCK_SECONDS = 15 * 60
export const QUIET_RESET_MS = 15 * 60 * 1000

/** How a key locks: free failures, the longest lock, and quiet time that forgets the failures. */
export type ThrottlePolicy = { freeAttempts: number; maxLockSeconds: number; quietResetMs: number }
export const DEFAULT_POLICY: ThrottlePolicy = {
  freeAttempts: FREE_ATTEMPTS,
  maxLockSeconds: MAX_LOCK_SECONDS,
  quietResetMs: QUIET_RESET_MS,
}

export function lockSeconds(failures: number, policy: ThrottlePolicy = DEFAULT_POLICY): number {
  if (failures < policy.freeAttempts) return 0
  return Math.min(2 ** (failures - policy.freeAttempts), policy.maxLockSeconds)
}

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new AppError(429, 'TOO_MANY_ATTEMPTS', `Too many attempts; try again in ${seconds} s`, {
    'retry-after': String(seconds),
  })
}

export function throttleKey(scope: string, value: string): string {
  return createHash('sha256').update(`${scope}:${value.toLowerCase()}`).digest('base64url')
}

export type Throttle = {
  /** Throws TOO_MANY_ATTEMPTS (429, Retry-After) while the key is locked. */
  assertOpen: (key: string) => Promise<void>
  /** Returns the failures counted so far (after quiet resets). */
  recordFailure: (key: string) => Promise<number>
  reset: (key: string) => Promise<void>
}

export function createThrottle(
  db: Db,
  now: () => Date = () => new Date(),
  policy: ThrottlePolicy = DEFAULT_POLICY,
): Throttle {
  return {
    async assertOpen(key) {
      const [row] = await db.select().from(identityThrottle).where(eq(identityThrottle.key, key))
      const remaining = row?.lockedUntil ? row.lockedUntil.getTime() - now().getTime() : 0
      if (remaining > 0) throw tooManyAttempts(remaining / 1000)
    },
    async recordFailure(key) {
      const at = now()
      const [row] = await db.select().from(identityThrottle).where(eq(identityThrottle.key, key))
      const isQuiet = !row?.lastFailedAt || at.getTime() - row.lastFailedAt.getTime() > policy.quietResetMs
      const failures = (isQuiet ? 0 : row.failures) + 1
      const seconds = lockSeconds(failures, policy)
      const values = {
        failures,
        lastFailedAt: at,
        lockedUntil: seconds ? new Date(at.getTime() + seconds * 1000) : null,
      }
      await db
        .insert(identityThrottle)
        .values({ key, ...values })
        .onConflictDoUpdate({ target: identityThrottle.key, set: values })
      return failures
    },
    async reset(key) {
      await db.delete(identityThrottle).where(eq(identityThrottle.key, key))
    },
  }
}
