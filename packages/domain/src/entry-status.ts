// The states of a registration (an entry in a class) and the two sets the rules are built on.

/** Entries that hold a place in a class: they count against its capacity. */
export const PLACE_HOLDING_STATUSES = ['pending_payment', 'waiting_partner', 'confirmed'] as const

/**
 * Entries still in play: holding a place or waiting for one. A player has at most one of these per
 * class (the unique index registrations_live_uq); cancelled and expired entries are history.
 */
export const ACTIVE_ENTRY_STATUSES = [...PLACE_HOLDING_STATUSES, 'waitlisted'] as const

/**
 * Entries that are not history yet: in play, or waiting for the organizer's approval. The desk can
 * still act on them, and a player cannot enter a class again while one exists.
 */
export const OPEN_ENTRY_STATUSES = [...ACTIVE_ENTRY_STATUSES, 'pending_approval'] as const

export type PlaceHoldingStatus = (typeof PLACE_HOLDING_STATUSES)[number]
export type ActiveEntryStatus = (typeof ACTIVE_ENTRY_STATUSES)[number]
