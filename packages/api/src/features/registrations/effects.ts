// What a registration change causes outside its own rows: notices to players and refunds through
// the payment adapter. Collected in `Effects` inside the transaction and carried out after the
// commit (run-effects.ts).
import type { Tx } from '@courtside/db'
import type { MessagePayload } from '../messages/index.ts'

export type Notice = {
  userId: number
  kind:
    | 'promoted'
    | 'invited'
    | 'partner_accepted'
    | 'partner_declined'
    | 'fell_back'
    | 'late_refund'
    | 'event_cancelled'
    | 'withdrawn_by_organizer'
    | 'approved'
    | 'refused'
    | 'waitlist_joined'
    | 'place_expired'
    | 'cancelled'
    | 'receipt'
  tournamentId: number
  tournamentName: string
  className: string
  extra?: string
  /** What the message is about when a class may see the same kind twice (features/messages). */
  subjectId?: number | string
  /** More data for the message's template (refund amount, receipt lines…). */
  payload?: MessagePayload
}

export type Effects = { notices: Notice[]; refundIds: number[] }

export const newEffects = (): Effects => ({ notices: [], refundIds: [] })

export type Ctx = { tx: Tx; now: Date; effects: Effects; paymentProvider: string }

export function mergeEffects(target: Effects, source: Effects): Effects {
  target.notices.push(...source.notices)
  target.refundIds.push(...source.refundIds)
  return target
}
