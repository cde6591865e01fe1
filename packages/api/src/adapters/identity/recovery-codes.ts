// Recovery codes for accounts with an authenticator app (local.ts): ten one-time codes shown once
// at set-up (`abcde-12345`), stored only as HMACs (secrets.ts). A code is accepted with or without
// its dash and in any case, and is spent by the update that finds it unused.
import { randomBytes } from 'node:crypto'
import { and, eq, identityRecoveryCodes, isNull, type Db } from '@courtside/db'
import type { ServerSecrets } from './secrets.ts'

const COUNT = 10
const LENGTH = 10

const digest = (s: ServerSecrets, accountId: string, normalized: string) =>
  s.hmac(`recovery:${accountId}:${normalized}`)

function newCode(): string {
  const raw = randomBytes(10)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(LENGTH, '7')
    .slice(0, LENGTH)
  return `${raw.slice(0, 5)}-${raw.slice(5)}`
}

/** Replaces the account's recovery codes with ten new ones and returns them (shown once). */
export async function issueRecoveryCodes(db: Db, s: ServerSecrets, accountId: string): Promise<string[]> {
  const codes = Array.from({ length: COUNT }, newCode)
  await deleteRecoveryCodes(db, accountId)
  await db
    .insert(identityRecoveryCodes)
    .values(codes.map((code) => ({ accountId, codeHash: digest(s, accountId, code.replace('-', '')) })))
  return codes
}

export async function deleteRecoveryCodes(db: Db, accountId: string): Promise<void> {
  await db.delete(identityRecoveryCodes).where(eq(identityRecoveryCodes.accountId, accountId))
}

/** Spends one unused recovery code of the account; false when it is wrong or already used. */
export async function redeemRecoveryCode(
  ctx: { db: Db; secrets: () => Promise<ServerSecrets>; now: () => Date },
  accountId: string,
  code: string,
): Promise<boolean> {
  const normalized = code
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
  if (normalized.length !== LENGTH) return false
  const s = await ctx.secrets()
  const used = await ctx.db
    .update(identityRecoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(identityRecoveryCodes.accountId, accountId),
        eq(identityRecoveryCodes.codeHash, digest(s, accountId, normalized)),
        isNull(identityRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: identityRecoveryCodes.id })
  return used.length === 1
}
