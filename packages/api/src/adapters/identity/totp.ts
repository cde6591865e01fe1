// Authenticator-app codes (TOTP, RFC 6238) for the built-in identity provider (local.ts): the
// secret is stored AES-GCM encrypted (secrets.ts); a code is good once — replaying the last
// accepted time step fails, even from a second request racing the first.
import { and, eq, identityAccounts, sql, type Db } from '@courtside/db'
import * as OTPAuth from 'otpauth'
import type { ServerSecrets } from './secrets.ts'

const TOTP_ISSUER = 'Courtside'
const PERIOD_MS = 30_000

export type Account = typeof identityAccounts.$inferSelect

export type TotpContext = { db: Db; secrets: () => Promise<ServerSecrets>; now: () => Date }

function totpFor(account: Account, secret: string) {
  return new OTPAuth.TOTP({
    issuer: TOTP_ISSUER,
    label: account.email ?? account.phone ?? 'account',
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_MS / 1000,
    secret: OTPAuth.Secret.fromBase32(secret),
  })
}

/** A fresh base32 secret for the authenticator app to scan. */
export const newTotpSecret = (): string => new OTPAuth.Secret({ size: 20 }).base32

/**
 * The time step a code proves for `secret` (one step of clock drift either way), or null.
 * The caller stores it as the last accepted counter.
 */
export function totpCounter(account: Account, secret: string, code: string, at: Date): number | null {
  const timestamp = at.getTime()
  const delta = totpFor(account, secret).validate({ token: code.replace(/\s/g, ''), timestamp, window: 1 })
  return delta === null ? null : Math.floor(timestamp / PERIOD_MS) + delta
}

/** Checks a sign-in code against the account's confirmed secret and uses it up. */
export async function checkTotp(ctx: TotpContext, account: Account, code: string): Promise<boolean> {
  if (!account.totpSecret) return false
  const s = await ctx.secrets()
  const counter = totpCounter(account, s.decrypt(account.totpSecret), code, ctx.now())
  if (counter === null) return false
  if (account.totpLastCounter !== null && counter <= account.totpLastCounter) return false
  const updated = await ctx.db
    .update(identityAccounts)
    .set({ totpLastCounter: counter })
    .where(
      and(
        eq(identityAccounts.id, account.id),
        sql`(${identityAccounts.totpLastCounter} is null or ${identityAccounts.totpLastCounter} < ${counter})`,
      ),
    )
    .returning({ id: identityAccounts.id })
  return updated.length === 1
}
