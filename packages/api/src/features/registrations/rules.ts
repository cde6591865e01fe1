// Pure registration rules: who may enter a class, how many partners an entry takes, until when a
// cancellation is refunded. No I/O, unit-tested in rules.test.ts.
import { ClassType } from '@courtside/domain'
import type { IneligibilityReason, PartnerRule } from './types.ts'

/** A new checkout holds its places this long; then they are released for others. */
export const CHECKOUT_HOLD_MINUTES = 30
/** A team entry: the captain and up to seven teammates. */
export const MAX_TEAMMATES = 7
export const MAX_ENTRIES_PER_ORDER = 20

const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

export function partnerRuleFor(classType: number): PartnerRule {
  if (classType === ClassType.Doubles) return { maxPartners: 1, allowsOpenSlot: true }
  if (classType === ClassType.Teams) return { maxPartners: MAX_TEAMMATES, allowsOpenSlot: true }
  return { maxPartners: 0, allowsOpenSlot: false }
}

export function ratingKindFor(classType: number): 'singles' | 'doubles' {
  return classType === ClassType.Singles || classType === ClassType.Cup ? 'singles' : 'doubles'
}

/**
 * Rating limits of a class. An entry's rating is its highest-rated member's (for doubles "the
 * higher-rated partner counts"); a class with limits needs every member to have a rating.
 */
export function ratingReasons(options: {
  ratingMin: number | null
  ratingMax: number | null
  classType: number
  memberRatings: readonly (number | null)[]
}): IneligibilityReason[] {
  const { ratingMin, ratingMax } = options
  if (ratingMin === null && ratingMax === null) return []
  const ratingKind = ratingKindFor(options.classType)
  if (options.memberRatings.length === 0 || options.memberRatings.some((r) => r === null)) {
    return [{ code: 'RATING_MISSING', ratingKind }]
  }
  const rating = Math.max(...(options.memberRatings as number[]))
  if (ratingMin !== null && rating < ratingMin)
    return [{ code: 'RATING_TOO_LOW', rating, min: ratingMin, ratingKind }]
  if (ratingMax !== null && rating > ratingMax)
    return [{ code: 'RATING_TOO_HIGH', rating, max: ratingMax, ratingKind }]
  return []
}

/** Cancellations up to this moment are refunded (organizer's refundUntilDays before the start). */
export function refundDeadline(startDate: Date, refundUntilDays: number): Date {
  return new Date(startDate.getTime() - refundUntilDays * DAY_MS)
}

export function addHours(date: Date, hours: number): Date {
  return new Date(date.getTime() + hours * HOUR_MS)
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000)
}

/** The team name shown in draws: "Ann Smith", "Smith / Jones", or the captain's choice. */
export function entryName(options: {
  classType: number
  members: readonly { firstName: string; lastName: string }[]
  teamName?: string | undefined
}): string {
  const [first] = options.members
  if (!first) return 'Entry'
  if (options.classType === ClassType.Teams) return options.teamName?.trim() || `Team ${first.lastName}`
  if (options.classType === ClassType.Doubles) return options.members.map((m) => m.lastName).join(' / ')
  return `${first.firstName} ${first.lastName}`
}
