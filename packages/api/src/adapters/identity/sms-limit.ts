// SMS sign-in codes per account and hour (issue 19): every correct password of an account with
// SMS MFA sent a text, so whoever knew the password could flood the owner's phone (and our SMS
// bill). At most SMS_PER_HOUR codes in a fixed hour window per account; then 429 TOO_MANY_SMS
// with Retry-After until the window ends. Counted in identity_throttle (no new table).
import { eq, identityThrottle, type Db } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'
import { throttleKey } from './throttle.ts'

export const SMS_PER_HOUR = 5
const HOUR_MS = 60 * 60 * 1000

export function tooManySms(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  return new AppError(
    429,
    'TOO_MANY_SMS',
    `Too many sign-in codes were sent to this phone number; try again in ${Math.ceil(seconds / 60)} min`,
    { 'retry-after': String(seconds) },
  )
}

/** Counts one SMS code for the account, or throws TOO_MANY_SMS when the hour's quota is used. */
export async function countSmsCode(db: Db, accountId: string, now: Date): Promise<void> {
  const key = throttleKey('sms-code', accountId)
  const [row] = await db.select().from(identityThrottle).where(eq(identityThrottle.key, key))
  // lastFailedAt holds the start of the current window, failures the codes sent in it.
  const windowStart = row?.lastFailedAt
  const isNewWindow = !windowStart || now.getTime() - windowStart.getTime() >= HOUR_MS
  if (!isNewWindow && row.failures >= SMS_PER_HOUR) {
    throw tooManySms((windowStart.getTime() + HOUR_MS - now.getTime()) / 1000)
  }
  const values = isNewWindow
    ? { failures: 1, lastFailedAt: now, lockedUntil: null }
    : { failures: row.failures + 1, lastFailedAt: windowStart, lockedUntil: null }
  await db
    .insert(identityThrottle)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: identityThrottle.key, set: values })
}
