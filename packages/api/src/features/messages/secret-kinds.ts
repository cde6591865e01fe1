// Account codes are credentials (issue 16): the outbox row needs the code until it is sent, but
// not a moment longer. Once a code message is sent, given up or past its expiry, the code leaves
// the payload and the stored text, and the player's history never lists these kinds.
import type { MessageKind, MessagePayload } from './kinds.ts'

export const SECRET_KINDS: readonly MessageKind[] = [
  'account_code_verify',
  'account_code_reset',
  'account_code_mfa',
]

export function isSecretKind(kind: string): boolean {
  return (SECRET_KINDS as readonly string[]).includes(kind)
}

/** The payload without its code (what stays in the table once the message is settled). */
export function withoutSecret(payload: MessagePayload): MessagePayload {
  const { code: _code, ...rest } = payload
  return rest
}

/** A code that no longer works is not worth sending (the worker retried past its expiry). */
export function isExpired(payload: MessagePayload, at: Date): boolean {
  return !!payload.expiresAt && Date.parse(payload.expiresAt) <= at.getTime()
}
