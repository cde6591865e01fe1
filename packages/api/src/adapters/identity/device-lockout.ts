// Sign-in lockout per (account, device) (issue 19). Failed passwords used to lock the account
// itself, so anyone who knew a player's e-mail could keep them out. Now:
// - a device the player signed in from before carries a signed device cookie (HMAC of the device
//   id and the account's identifier); its failures lock only that pair, so an attacker's
//   guesses elsewhere never lock the owner's own browser;
// - every other (unknown) device shares one lock per account — they are slowed down, with the
//   usual schedule (throttle.ts: 5 free failures, then 2^n s up to 15 min);
// - a global per-account limit far above what a person types (100 failures in a day, then up to
//   an hour) bounds the guesses across all devices;
// - at 20 failures the player is told (codes.ts: e-mail, or SMS for phone accounts, in their
//   language or the sign-in page's).
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { eq, identityAccounts, sql, type Db } from '@courtside/db'
import { AppError } from '../../lib/errors.ts'
import type { AccountMessages } from './codes.ts'
import { loadServerSecrets } from './secrets.ts'
import { createThrottle, throttleKey, type ThrottlePolicy } from './throttle.ts'
import type { Identifier } from './types.ts'

/** Error codes that count as a failed attempt for the lockout. */
export const FAILURE_CODES = new Set(['INVALID_CREDENTIALS', 'INVALID_CODE'])
export const ACCOUNT_POLICY: ThrottlePolicy = {
  freeAttempts: 100,
  maxLockSeconds: 60 * 60,
  quietResetMs: 24 * 60 * 60 * 1000,
}
/** Failures (all devices, within a day) after which the player is told. */
export const NOTIFY_AFTER_FAILURES = 20

export type DeviceLockout = ReturnType<typeof createDeviceLockout>

export function createDeviceLockout(options: {
  db: Db
  notices: Pick<AccountMessages, 'notify'>
  now?: (() => Date) | undefined
}) {
  const { db, notices } = options
  const perDevice = createThrottle(db, options.now)
  const perAccount = createThrottle(db, options.now, ACCOUNT_POLICY)

  async function sign(deviceId: string, identifier: Identifier): Promise<string> {
    const secrets = await loadServerSecrets(db)
    return `${deviceId}.${secrets.hmac(`device:${deviceId}:${identifier.value.toLowerCase()}`)}`
  }

  /** The device id when the cookie is one we signed for this account, else undefined. */
  async function knownDevice(
    identifier: Identifier,
    cookie: string | undefined,
  ): Promise<string | undefined> {
    const [deviceId, mac] = (cookie ?? '').split('.')
    if (!deviceId || !mac || !/^[\w-]{16,64}$/.test(deviceId)) return undefined
    const expected = Buffer.from((await sign(deviceId, identifier)).split('.')[1] ?? '')
    const actual = Buffer.from(mac)
    return expected.length === actual.length && timingSafeEqual(expected, actual) ? deviceId : undefined
  }

  async function notifyOwner(identifier: Identifier, pageLocale: string | undefined): Promise<void> {
    const condition =
      identifier.kind === 'email'
        ? sql`lower(${identityAccounts.email}) = ${identifier.value.toLowerCase()}`
        : eq(identityAccounts.phone, identifier.value)
    const [account] = await db
      .select({ id: identityAccounts.id, givenName: identityAccounts.givenName })
      .from(identityAccounts)
      .where(condition)
      .limit(1)
    // No account, no message: the address may belong to someone who never signed up.
    if (!account) return
    await notices.notify(account, 'account_lockout', identifier, pageLocale, {
      failures: NOTIFY_AFTER_FAILURES,
    })
  }

  return {
    /**
     * Runs a password check for `identifier` from the device that sent `cookie`. Throws
     * TOO_MANY_ATTEMPTS (429) while the pair or the account is locked. On success returns the
     * device cookie to set (the same device id when the device was known). `pageLocale`: the
     * sign-in page's language, for the notice to an owner who chose none.
     */
    async guard<T>(
      identifier: Identifier,
      cookie: string | undefined,
      run: () => Promise<T>,
      pageLocale?: string,
    ): Promise<{ result: T; deviceCookie: string }> {
      const deviceId = await knownDevice(identifier, cookie)
      const deviceKey = deviceId
        ? throttleKey('login-device', `${identifier.value}:${deviceId}`)
        : throttleKey('login-unknown', identifier.value)
      const accountKey = throttleKey('login-account', identifier.value)
      await perAccount.assertOpen(accountKey)
      await perDevice.assertOpen(deviceKey)
      let result: T
      try {
        result = await run()
      } catch (error) {
        if (error instanceof AppError && FAILURE_CODES.has(error.code)) {
          await perDevice.recordFailure(deviceKey)
          const failures = await perAccount.recordFailure(accountKey)
          if (failures === NOTIFY_AFTER_FAILURES) await notifyOwner(identifier, pageLocale)
        }
        throw error
      }
      // Only this device is forgiven; the account-wide count fades on its own (a day of quiet),
      // so an attacker gains nothing from the owner signing in meanwhile.
      await perDevice.reset(deviceKey)
      return {
        result,
        deviceCookie: await sign(deviceId ?? randomBytes(18).toString('base64url'), identifier),
      }
    },

    /** After a password reset the unknown devices and the account may try again at once. */
    async forgive(identifier: Identifier): Promise<void> {
      await perDevice.reset(throttleKey('login-unknown', identifier.value))
      await perAccount.reset(throttleKey('login-account', identifier.value))
    },
  }
}
