// Writing a message into the outbox, inside the caller's transaction (issue 16): the row commits
// or rolls back with the change that causes it, and the unique (kind, subject_key, recipient) key
// turns a second write of the same message (a retried request, a replayed webhook) into nothing.
import { DEFAULT_LOCALE, isLocale } from '@courtside/domain'
import { eq, messages, sql, tournaments, users, type Db } from '@courtside/db'
import type { MessageKind, MessagePayload } from './kinds.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** The caller's transaction (or the database for a write that is a transaction on its own). */
export type Executor = Db | Tx

export type NewMessage = {
  kind: MessageKind
  subjectKey: string
  channel?: 'email' | 'sms' | 'push'
  recipient: string
  userId?: number | null
  tournamentId?: number | null
  locale: string
  payload: MessagePayload
  /** When the worker may send it; default now. A request that sends its own row right after
   * commit sets it a little later, so the worker does not take the row from under it. */
  nextAttemptAt?: Date
}

/** Writes the message unless it was written before; the new row's id, or null for a repeat. */
export async function enqueue(tx: Executor, message: NewMessage): Promise<number | null> {
  const rows = await tx
    .insert(messages)
    .values({
      kind: message.kind,
      subjectKey: message.subjectKey,
      channel: message.channel ?? 'email',
      recipient: message.recipient,
      userId: message.userId ?? null,
      tournamentId: message.tournamentId ?? null,
      locale: isLocale(message.locale) ? message.locale : DEFAULT_LOCALE,
      payload: message.payload,
      ...(message.nextAttemptAt ? { nextAttemptAt: message.nextAttemptAt } : {}),
    })
    .onConflictDoNothing({ target: [messages.kind, messages.subjectKey, messages.recipient] })
    .returning({ id: messages.id })
  return rows[0]?.id ?? null
}

/**
 * A message to a player by user id: their e-mail address, their preferred language (else the
 * language of the page where the action happened), their first name, and the event's time zone.
 * Players without an e-mail address see the change on their profile only (null).
 */
export async function enqueueForUser(
  tx: Executor,
  message: Omit<NewMessage, 'recipient' | 'locale'> & { userId: number; pageLocale?: string | undefined },
): Promise<number | null> {
  const [person] = await tx
    .select({ email: users.email, language: users.preferredLanguage, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, message.userId))
  if (!person?.email) return null
  let timeZone = message.payload.timeZone
  if (!timeZone && message.tournamentId) {
    const [event] = await tx
      .select({ timeZone: tournaments.timeZone })
      .from(tournaments)
      .where(eq(tournaments.id, message.tournamentId))
    timeZone = event?.timeZone
  }
  const locale = isLocale(person.language)
    ? person.language
    : isLocale(message.pageLocale)
      ? message.pageLocale
      : DEFAULT_LOCALE
  return enqueue(tx, {
    ...message,
    recipient: person.email,
    locale,
    payload: { name: person.firstName, ...message.payload, ...(timeZone ? { timeZone } : {}) },
  })
}

/** Used by tests and the worker: how many messages wait to be sent. */
export async function countPending(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .where(eq(messages.status, 'pending'))
  return row?.n ?? 0
}
