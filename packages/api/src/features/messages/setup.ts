// The message sender the API and the server's worker share, from the API's configuration.
import { createDevOutbox, type Outbox } from '../../adapters/outbox.ts'
import type { ApiDeps } from '../../lib/context.ts'
import { createPushSender } from '../push/index.ts'
import { createMessageSender, type MessageSender } from './sender.ts'
import { createMessageTransport, defaultMailFrom } from './transport.ts'

export function messageSenderFor(
  deps: Pick<ApiDeps, 'database' | 'config' | 'logger' | 'pushAgent'> & { outbox?: Outbox },
): MessageSender {
  const isDevelopment = deps.config.environment === 'development'
  const outbox = deps.outbox ?? createDevOutbox({ db: deps.database.db, logger: deps.logger, isDevelopment })
  return createMessageSender({
    db: deps.database.db,
    logger: deps.logger,
    siteUrl: deps.config.siteUrl,
    ...(deps.config.messageMaxAttempts ? { maxAttempts: deps.config.messageMaxAttempts } : {}),
    soleUser: deps.database.kind === 'pglite',
    // Real time, not deps.now: rows are due by the database clock (created_at, next_attempt_at
    // default now()), while tests move the business clock (deadlines) far from it.
    transport: createMessageTransport({
      smtpUrl: deps.config.smtpUrl,
      from: deps.config.mailFrom ?? defaultMailFrom(deps.config.siteUrl),
      outbox,
      isDevelopment,
      push: createPushSender({
        db: deps.database.db,
        siteUrl: deps.config.siteUrl,
        extraHosts: deps.config.pushExtraHosts,
        agent: deps.pushAgent,
      }),
    }),
  })
}
