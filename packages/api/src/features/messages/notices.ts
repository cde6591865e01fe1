// The registration life cycle's notices (features/registrations/effects.ts `Effects.notices`)
// written into the outbox inside the transaction that caused them (issue 16). Typed structurally
// so this feature does not import the registration services (they import it).
import type { MessageKind, MessagePayload } from './kinds.ts'
import { enqueueForUser, type Executor } from './enqueue.ts'

export type NoticeLike = {
  userId: number
  kind: MessageKind
  tournamentId: number
  tournamentName: string
  className: string
  /** A deadline (ISO) for invitations and offered places. */
  extra?: string | undefined
  /** What the notice is about when a class may see it more than once (registration, invitation). */
  subjectId?: number | string | undefined
  payload?: MessagePayload | undefined
}

/** Notices already in the outbox (a notice object is written once even when flushed twice). */
const written = new WeakSet<object>()

export function isWritten(notice: object): boolean {
  return written.has(notice)
}

export async function enqueueNotices(
  tx: Executor,
  notices: readonly NoticeLike[],
  pageLocale?: string,
): Promise<number[]> {
  const ids: number[] = []
  for (const notice of notices) {
    if (written.has(notice)) continue
    const id = await enqueueForUser(tx, {
      kind: notice.kind,
      subjectKey: `t${notice.tournamentId}:${notice.subjectId ?? notice.className}:${notice.extra ?? ''}`,
      userId: notice.userId,
      tournamentId: notice.tournamentId,
      pageLocale,
      payload: {
        tournament: notice.tournamentName,
        className: notice.className || undefined,
        ...(notice.extra ? { deadline: notice.extra } : {}),
        ...notice.payload,
      },
    })
    written.add(notice)
    if (id !== null) ids.push(id)
  }
  return ids
}
