// After a registration transaction commits: refunds through the payment adapter, then the
// messages the transaction wrote into the outbox (features/messages) are sent right away. Failures
// here never undo the committed change; refunds stay pending and are retried (refunds.ts), a
// message stays in the outbox and the worker retries it with backoff.
import type { Executor } from '@courtside/db'
import { enqueueNotices, isWritten, type MessageSender } from '../messages/index.ts'
import type { Logger } from 'pino'
import type { PaymentAdapter } from '../../adapters/payments/adapter.ts'
import type { Effects } from './effects.ts'
import { executeRefund } from './refunds.ts'

export async function runEffects(options: {
  db: Executor
  effects: Effects
  messages: MessageSender
  adapter: PaymentAdapter
  now: Date
  logger: Logger
}): Promise<void> {
  const { db, effects, logger } = options
  for (const refundId of effects.refundIds) {
    await executeRefund({ db, adapter: options.adapter, refundId, now: options.now, logger })
  }
  // A transaction that did not pass its effects to withTransaction wrote no messages: written
  // now (still once only, by the outbox's unique key), and logged so the call site gets fixed.
  const late = effects.notices.filter((notice) => !isWritten(notice))
  if (late.length > 0) {
    logger.warn({ kinds: late.map((n) => n.kind) }, 'notices written to the outbox after the commit')
    await enqueueNotices(db, late)
  }
  if (effects.notices.length === 0) return
  try {
    await options.messages.runOnce()
  } catch (error) {
    logger.error({ err: error }, 'messages not sent now; the worker retries')
  }
}
