// Sending what the outbox holds (issue 16). A run claims due rows — FOR UPDATE SKIP LOCKED, so
// several server processes on PostgreSQL never take the same row, and a lease (locked_until), so
// a row claimed by a process that died is due again once the lease ends — then renders and sends
// each one. A failure is retried with exponential backoff; after MAX_ATTEMPTS the row is marked
// failed, logged, and shown to the event's organizer.
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, messages, or, sql, type Db } from '@courtside/db'
import type { Logger } from 'pino'
import type { MessageKind } from './kinds.ts'
import { renderMessage } from './render.ts'
import { isExpired, isSecretKind, withoutSecret } from './secret-kinds.ts'
import { PermanentSendError, type Transport } from './transport.ts'

export const MAX_ATTEMPTS = 6
export const BASE_DELAY_MS = 30_000
/** How long a claimed row belongs to its worker (rendering and sending take far less). */
const LEASE_MS = 5 * 60_000

/** Per database: the start-up release of a dead process's leases (soleUser), done once. */
const leasesReleased = new WeakMap<Db, Promise<void>>()

export type SendRun = { sent: number; retried: number; failed: number }

export type MessageSender = {
  /**
   * Sends the due messages (at most `limit`); only `ids` when given. `now`: send `ids` even
   * if they are scheduled later (a request sending its own account code right after commit).
   */
  runOnce: (options?: { limit?: number; ids?: number[]; now?: boolean }) => Promise<SendRun>
}

export function backoffMs(attempt: number, baseDelayMs = BASE_DELAY_MS): number {
  return baseDelayMs * 2 ** Math.max(0, attempt - 1)
}

export function createMessageSender(options: {
  db: Db
  transport: Transport
  logger: Logger
  siteUrl: string
  now?: (() => Date) | undefined
  maxAttempts?: number
  baseDelayMs?: number
  /**
   * This process is the database's only user (PGlite: one process holds the data directory), so
   * a lease found now was taken by a process that died (a SIGKILL between claim and send): the
   * row is due at once instead of when its lease runs out. Never on PostgreSQL, where another
   * server process may hold the lease right now.
   */
  soleUser?: boolean
}): MessageSender {
  const { db, transport, logger } = options
  const now = options.now ?? (() => new Date())
  // Done once per database in this process, before the first claim, so it never releases a
  // lease this process holds (a second sender on the same database reuses the first release).
  const releaseStaleLeases = (): Promise<void> => {
    if (!options.soleUser) return Promise.resolve()
    let released = leasesReleased.get(db)
    if (!released) {
      released = db
        .update(messages)
        .set({ lockedUntil: null })
        .where(and(eq(messages.status, 'pending'), isNotNull(messages.lockedUntil)))
        .then(
          () => undefined,
          (error: unknown) => {
            leasesReleased.delete(db) // tried again by the next run
            throw error
          },
        )
      leasesReleased.set(db, released)
    }
    return released
  }
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS
  const host = new URL(options.siteUrl).hostname

  async function claim(at: Date, limit: number, ids: number[] | undefined, immediately = false) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: messages.id })
        .from(messages)
        .where(
          and(
            eq(messages.status, 'pending'),
            // Due by the end of this millisecond: the column keeps microseconds (a row written
            // with the database's now() in the same millisecond as `at` is due too).
            immediately && ids ? undefined : lt(messages.nextAttemptAt, new Date(at.getTime() + 1)),
            or(isNull(messages.lockedUntil), lte(messages.lockedUntil, at)),
            ids ? inArray(messages.id, ids) : undefined,
          ),
        )
        .orderBy(asc(messages.nextAttemptAt), asc(messages.id))
        .limit(limit)
        .for('update', { skipLocked: true })
      if (due.length === 0) return []
      return tx
        .update(messages)
        .set({ lockedUntil: new Date(at.getTime() + LEASE_MS), attempts: sql`${messages.attempts} + 1` })
        .where(
          inArray(
            messages.id,
            due.map((row) => row.id),
          ),
        )
        .returning()
    })
  }

  async function sendOne(row: typeof messages.$inferSelect, result: SendRun) {
    const secret = isSecretKind(row.kind)
    if (secret && isExpired(row.payload, now())) {
      await db
        .update(messages)
        .set({
          status: 'failed',
          lockedUntil: null,
          lastError: 'the code expired before it could be sent',
          payload: withoutSecret(row.payload),
        })
        .where(eq(messages.id, row.id))
      result.failed++
      logger.warn({ messageId: row.id, kind: row.kind }, 'code message expired unsent')
      return
    }
    try {
      const rendered = await renderMessage({
        kind: row.kind as MessageKind,
        payload: row.payload,
        locale: row.locale,
        siteUrl: options.siteUrl,
        recipient: row.recipient,
        channel: row.channel,
      })
      await transport.send({
        channel: row.channel,
        to: row.recipient,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        messageId: `<message-${row.id}@${host}>`,
        url: rendered.url,
      })
      await db
        .update(messages)
        .set({
          status: 'sent',
          sentAt: now(),
          lockedUntil: null,
          lastError: null,
          subject: rendered.subject,
          // A code's text is the code: the transport has it; the table keeps no copy.
          textBody: secret ? null : rendered.text,
          ...(secret ? { payload: withoutSecret(row.payload) } : {}),
        })
        .where(eq(messages.id, row.id))
      result.sent++
    } catch (error) {
      const final = row.attempts >= maxAttempts || error instanceof PermanentSendError
      const reason = error instanceof Error ? error.message : String(error)
      await db
        .update(messages)
        .set({
          status: final ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: reason.slice(0, 500),
          nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts, options.baseDelayMs)),
          ...(final && secret ? { payload: withoutSecret(row.payload) } : {}),
        })
        .where(eq(messages.id, row.id))
      const context = { err: error, messageId: row.id, kind: row.kind, attempts: row.attempts }
      if (final) {
        result.failed++
        logger.error(context, 'message not sent; given up')
      } else {
        result.retried++
        logger.warn(context, 'message not sent; will retry')
      }
    }
  }

  return {
    async runOnce({ limit = 20, ids, now: immediately } = {}) {
      const result: SendRun = { sent: 0, retried: 0, failed: 0 }
      if (ids?.length === 0) return result
      await releaseStaleLeases()
      for (const row of await claim(now(), limit, ids, immediately)) await sendOne(row, result)
      return result
    },
  }
}

/**
 * The background worker of the server process: sends what is due now (after a restart: whatever
 * a crash left unsent) and then every `intervalMs`. One run at a time; `stop()` ends it.
 */
export function startMessageWorker(
  sender: MessageSender,
  options: { logger: Logger; intervalMs?: number },
): { stop: () => void; runOnce: () => Promise<void> } {
  let running: Promise<void> | undefined
  const runOnce = () => {
    running ??= (async () => {
      // Drain: a run sends a batch; go on while batches come back full.
      for (;;) {
        const result = await sender.runOnce({ limit: 20 })
        if (result.sent + result.retried + result.failed < 20) break
      }
    })()
      .catch((error: unknown) =>
        options.logger.error({ err: error }, 'message worker run failed; next run retries'),
      )
      .finally(() => {
        running = undefined
      })
    return running
  }
  const first = setTimeout(() => void runOnce(), 0)
  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 5_000)
  first.unref()
  timer.unref()
  return {
    runOnce,
    stop: () => {
      clearTimeout(first)
      clearInterval(timer)
    },
  }
}
