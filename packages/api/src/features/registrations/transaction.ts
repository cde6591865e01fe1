// Transactions for registration changes. PostgreSQL may abort a transaction to break a deadlock
// (40P01) or a serialization conflict (40001); those are safe to run again from the start, so
// they are retried a few times. PGlite runs one transaction at a time and never needs it.
import type { Db, Executor, Tx } from '@courtside/db'
import { databaseErrorCode } from '../../http/database-errors.ts'
import { enqueueNotices } from '../messages/index.ts'
import { queueAfterCommit } from './after-commit-queue.ts'
import type { Effects } from './effects.ts'

const RETRYABLE = new Set(['40P01', '40001'])
const MAX_ATTEMPTS = 4

/**
 * Runs `run` in a transaction, retried on deadlock or serialization failure. With `effects`, the
 * notices `run` collected are written into the message outbox before the commit (issue 16), so a
 * change and the messages it causes commit together, and after the commit the effects go to the
 * request's after-commit runner (after-commit.ts).
 */
export async function withTransaction<T>(
  db: Executor,
  run: (tx: Tx) => Promise<T>,
  options?: { effects: Effects; pageLocale?: string | undefined },
): Promise<T> {
  const body = options
    ? async (tx: Tx) => {
        const result = await run(tx)
        await enqueueNotices(tx, options.effects.notices, options.pageLocale)
        return result
      }
    : run
  for (let attempt = 1; ; attempt++) {
    try {
      const result = await (db as Db).transaction(body)
      // Committed: the request's after-commit runner carries the effects out (after-commit.ts).
      if (options) queueAfterCommit(options.effects)
      return result
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has(databaseErrorCode(error) ?? '')) throw error
    }
  }
}
