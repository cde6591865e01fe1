// Translated texts for registration data: ineligibility reasons, entry statuses and API errors
// (by error code, never the server's English text).
import type { IneligibilityReason, RegistrationEntryStatus } from '@courtside/api/types'
import type { TFunction } from 'i18next'
import { useTranslation } from '../../i18n/use-translation.ts'
import { INTL_LOCALE, type Locale } from '../../i18n/locales.ts'
import { BffError, UnauthorizedError } from '../../lib/bff.ts'
import { formatRating, normalizeSpaces } from '../../lib/format.ts'

/**
 * Badge colour per entry status. Kept here rather than in order-receipt.tsx so the profile's
 * registration list does not pull in the receipt's Table (with ScrollArea and floating-ui).
 */
export const STATUS_COLORS: Record<string, string> = {
  pending_payment: 'yellow',
  waiting_partner: 'blue',
  confirmed: 'green',
  waitlisted: 'orange',
  pending_approval: 'violet',
  cancelled: 'gray',
  expired: 'gray',
}

export function formatPercent(fraction: number, locale: Locale): string {
  return normalizeSpaces(
    new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 2 }).format(
      fraction,
    ),
  )
}

export function reasonText(t: TFunction, reason: IneligibilityReason, locale: Locale): string {
  const kind = 'ratingKind' in reason ? t(`registration.ratingKinds.${reason.ratingKind}`) : ''
  switch (reason.code) {
    case 'ALREADY_REGISTERED':
      return reason.status === 'partner'
        ? t('registration.reasons.ALREADY_INVITED')
        : t('registration.reasons.ALREADY_REGISTERED', { status: t(`registration.status.${reason.status}`) })
    case 'RATING_TOO_LOW':
      return t('registration.reasons.RATING_TOO_LOW', {
        kind,
        rating: formatRating(reason.rating, locale),
        limit: formatRating(reason.min, locale),
      })
    case 'RATING_TOO_HIGH':
      return t('registration.reasons.RATING_TOO_HIGH', {
        kind,
        rating: formatRating(reason.rating, locale),
        limit: formatRating(reason.max, locale),
      })
    case 'RATING_MISSING':
      return t('registration.reasons.RATING_MISSING', { kind })
    case 'GENDER_MISMATCH':
      return t(`registration.reasons.GENDER_MISMATCH_${reason.required}`)
    case 'TOO_YOUNG':
      return t('registration.reasons.TOO_YOUNG', { min: reason.min })
    case 'TOO_OLD':
      return t('registration.reasons.TOO_OLD', { max: reason.max })
    case 'TOO_MANY_PARTNERS':
      return t('registration.reasons.TOO_MANY_PARTNERS', { count: reason.max })
    default:
      return t(`registration.reasons.${reason.code}`)
  }
}

export function statusText(t: TFunction, status: RegistrationEntryStatus): string {
  return t(`registration.status.${status}`)
}

const KNOWN_ERRORS = new Set([
  'ALREADY_REGISTERED',
  'ORDER_NOT_PAYABLE',
  'TEST_CARD_UNSUPPORTED',
  'REGISTRATION_NOT_OPEN',
  'RATING_MISSING',
  'RATING_TOO_LOW',
  'RATING_TOO_HIGH',
  'GENDER_MISSING',
  'AGE_MISSING',
  'TOO_YOUNG',
  'TOO_OLD',
  'APPROVAL_NOT_AVAILABLE',
  'PARTNER_REQUIRED',
  'PARTNER_UNAVAILABLE',
  'CANCEL_NOT_ALLOWED',
  'NOT_CANCELLABLE',
  'INVITATION_CLOSED',
  'IDEMPOTENCY_KEY_REUSED',
  'PAYMENT_PROVIDER_TIMEOUT',
  'SERVICE_UNAVAILABLE',
])

/** A translated message for a failed registration call. */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation()
  return (error) => {
    if (error instanceof UnauthorizedError) return t('registration.errors.UNAUTHORIZED')
    if (error instanceof BffError && error.code && KNOWN_ERRORS.has(error.code)) {
      return t(`registration.errors.${error.code}`)
    }
    return t('registration.errors.generic')
  }
}
