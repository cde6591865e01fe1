// The messages the outbox sends (issue 16) and the data each one's template needs. The payload is
// stored as JSON in messages.payload, so every field is plain data (dates as ISO strings, money in
// minor units with its currency).

export const MESSAGE_KINDS = [
  'invited',
  'partner_accepted',
  'partner_declined',
  'promoted',
  'waitlist_joined',
  'place_expired',
  'fell_back',
  'cancelled',
  'event_cancelled',
  'withdrawn_by_organizer',
  'approved',
  'refused',
  'late_refund',
  'receipt',
  'org_invitation',
  // Account messages (adapters/identity/codes.ts): codes and security notices, sent at once.
  'account_code_verify',
  'account_code_reset',
  'account_code_mfa',
  'account_exists',
  'account_lockout',
  // Match day (features/match-notices): by e-mail and Web Push, in the player's language.
  'match_called',
  'court_changed',
  'score_to_confirm',
] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]

export type ReceiptLine = { label: string; amountMinor: number; discountMinor: number }

export type MessagePayload = {
  /** The recipient's first name, for the greeting. */
  name?: string
  tournament?: string
  className?: string
  /** The event's IANA time zone: every date is shown in it, with the zone named. */
  timeZone?: string
  /** A deadline or payment time (ISO). */
  deadline?: string
  refundMinor?: number
  currency?: string
  inviter?: string
  invitationId?: number
  organization?: string
  /** Site-relative path of the main link (e.g. `/manage/invitation/abc`), after the locale. */
  path?: string
  /** Receipt */
  order?: string
  paidAt?: string
  lines?: ReceiptLine[]
  vatMinor?: number
  vatRateBasisPoints?: number
  vatMode?: 'included' | 'added'
  totalMinor?: number
  organizerName?: string
  organizerEmail?: string
  organizerAddress?: string
  /** Site-relative path of the event's check-in page (the player's QR code), after the locale. */
  checkInPath?: string
  /** Why the organizer withdrew an entry (a key under messages.withdrawn_by_organizer). */
  reason?: string
  /** A one-time account code: a credential, removed from the row once sent (secret-kinds.ts). */
  code?: string
  /** When the code stops working (ISO): an unsent code message is dropped after it. */
  expiresAt?: string
  /** Failed sign-ins counted before a lockout notice. */
  failures?: number
  /** Match day: the court's name, the other side's names, a score as shown ("11-7, 11-9"). */
  court?: string
  opponents?: string
  score?: string
  /** When the match was called or moved (ISO). */
  at?: string
}
