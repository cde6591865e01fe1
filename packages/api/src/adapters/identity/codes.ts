// Account codes and security notices of the built-in identity provider (issue 16): hashed
// 6-digit codes (15 min, 5 attempts), and their messages through the transactional outbox in the
// player's language — their preferred language when the account already has a user, else the
// language of the page the request came from, else English. The message row is written in the
// code's transaction and sent right after commit within the request, so the code arrives at
// once; if that send fails, the worker retries it (features/messages/sender.ts) until the code
// expires. Codes never stay in the messages table once sent (features/messages/secret-kinds.ts).
import { randomInt, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, identityCodes, identityLinks, isNull, users, type Db } from '@courtside/db'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@courtside/domain'
import type { Logger } from 'pino'
import { CODE_MINUTES } from '../../features/messages/content.ts'
import { enqueue, type Executor } from '../../features/messages/enqueue.ts'
import type { MessageKind, MessagePayload } from '../../features/messages/kinds.ts'
import type { MessageSender } from '../../features/messages/sender.ts'
import { AppError } from '../../lib/errors.ts'
import type { ServerSecrets } from './secrets.ts'
import { countSmsCode } from './sms-limit.ts'
import type { Identifier } from './types.ts'

export const CODE_TTL_MS = CODE_MINUTES * 60 * 1000
export const CODE_MAX_ATTEMPTS = 5
/** The worker leaves a fresh account message to the request that wrote it for this long. */
const REQUEST_SENDS_FIRST_MS = 10_000

export type CodePurpose = 'verify' | 'reset' | 'mfa_sms'
export type AccountNotice = Extract<MessageKind, 'account_exists' | 'account_lockout'>

const CODE_KINDS: Record<CodePurpose, MessageKind> = {
  verify: 'account_code_verify',
  reset: 'account_code_reset',
  mfa_sms: 'account_code_mfa',
}

export const invalidCode = () => new AppError(400, 'INVALID_CODE', 'The code is not correct')

/** The page's language from a request: a site locale, or its primary subtag ('de-CH' → 'de'). */
export function pageLocaleOf(value: string | undefined): Locale | undefined {
  if (isLocale(value)) return value
  const primary = value?.split(/[-_]/)[0]?.toLowerCase()
  return isLocale(primary) ? primary : undefined
}

/** Whom a message to the account's owner greets, in which language, and whose history it joins. */
async function recipientOf(
  tx: Executor,
  account: { id: string; givenName: string },
  pageLocale: string | undefined,
): Promise<{ userId: number | null; locale: Locale; name: string }> {
  const [user] = await tx
    .select({ id: users.id, language: users.preferredLanguage, firstName: users.firstName })
    .from(identityLinks)
    .innerJoin(users, eq(users.id, identityLinks.userId))
    .where(and(eq(identityLinks.provider, 'local'), eq(identityLinks.subject, account.id)))
    .limit(1)
  const locale = isLocale(user?.language) ? user.language : (pageLocaleOf(pageLocale) ?? DEFAULT_LOCALE)
  return { userId: user?.id ?? null, locale, name: user?.firstName || account.givenName }
}

export type AccountMessagesOptions = {
  db: Db
  messages: MessageSender
  logger: Pick<Logger, 'warn'>
  secrets: () => Promise<ServerSecrets>
  /** The identity clock (code expiry); tests move it. */
  now: () => Date
}

export function createAccountMessages(options: AccountMessagesOptions) {
  const { db, messages, logger, now } = options

  function codeHash(s: ServerSecrets, accountId: string, purpose: CodePurpose, code: string) {
    return s.hmac(`code:${accountId}:${purpose}:${code}`)
  }

  async function write(
    tx: Executor,
    kind: MessageKind,
    subjectKey: string,
    account: { id: string; givenName: string },
    to: Identifier,
    pageLocale: string | undefined,
    payload: MessagePayload,
  ): Promise<number | null> {
    const recipient = await recipientOf(tx, account, pageLocale)
    return enqueue(tx, {
      kind,
      subjectKey,
      channel: to.kind === 'email' ? 'email' : 'sms',
      recipient: to.value,
      userId: recipient.userId,
      locale: recipient.locale,
      payload: { name: recipient.name, ...payload },
      // Real time: the sender schedules by the wall clock, not the identity clock.
      nextAttemptAt: new Date(Date.now() + REQUEST_SENDS_FIRST_MS),
    })
  }

  /** Sends a message written by this request now; a failure is the worker's to retry. */
  async function deliver(id: number | null): Promise<void> {
    if (id === null) return
    try {
      await messages.runOnce({ ids: [id], now: true })
    } catch (error) {
      logger.warn({ err: error, messageId: id }, 'account message not sent at once; the worker retries')
    }
  }

  return {
    /** A new code for `purpose`, sent to `to`; only the newest code of a purpose is valid. */
    async issue(
      account: { id: string; givenName: string },
      purpose: CodePurpose,
      to: Identifier,
      pageLocale: string | undefined,
    ): Promise<void> {
      const s = await options.secrets()
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      const at = now()
      if (purpose === 'mfa_sms') await countSmsCode(db, account.id, at)
      const id = await db.transaction(async (tx) => {
        await tx
          .update(identityCodes)
          .set({ consumedAt: at })
          .where(
            and(
              eq(identityCodes.accountId, account.id),
              eq(identityCodes.purpose, purpose),
              isNull(identityCodes.consumedAt),
            ),
          )
        const [row] = await tx
          .insert(identityCodes)
          .values({
            accountId: account.id,
            purpose,
            codeHash: codeHash(s, account.id, purpose, code),
            expiresAt: new Date(at.getTime() + CODE_TTL_MS),
          })
          .returning({ id: identityCodes.id })
        const expiresAt = new Date(Date.now() + CODE_TTL_MS).toISOString()
        return write(tx, CODE_KINDS[purpose], `code:${row?.id}`, account, to, pageLocale, {
          code,
          expiresAt,
        })
      })
      await deliver(id)
    },

    /** Checks (and on success consumes) the newest code of `purpose`. */
    async check(accountId: string, purpose: CodePurpose, code: string): Promise<void> {
      const s = await options.secrets()
      const [row] = await db
        .select()
        .from(identityCodes)
        .where(
          and(
            eq(identityCodes.accountId, accountId),
            eq(identityCodes.purpose, purpose),
            isNull(identityCodes.consumedAt),
          ),
        )
        .orderBy(desc(identityCodes.id))
        .limit(1)
      if (!row) throw invalidCode()
      const at = now()
      if (row.expiresAt.getTime() <= at.getTime()) {
        throw new AppError(400, 'CODE_EXPIRED', 'The code has expired; ask for a new one')
      }
      const expected = Buffer.from(row.codeHash)
      const actual = Buffer.from(codeHash(s, accountId, purpose, code.trim()))
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
        const attempts = row.attempts + 1
        await db
          .update(identityCodes)
          .set({ attempts, consumedAt: attempts >= CODE_MAX_ATTEMPTS ? at : null })
          .where(eq(identityCodes.id, row.id))
        throw invalidCode()
      }
      await db.update(identityCodes).set({ consumedAt: at }).where(eq(identityCodes.id, row.id))
    },

    /** A security notice to the account's owner (someone tried to sign up again; many failures). */
    async notify(
      account: { id: string; givenName: string },
      kind: AccountNotice,
      to: Identifier,
      pageLocale: string | undefined,
      payload: MessagePayload = {},
    ): Promise<void> {
      const key = `${account.id}:${Date.now()}`
      await deliver(await write(db, kind, key, account, to, pageLocale, payload))
    },
  }
}

export type AccountMessages = ReturnType<typeof createAccountMessages>
