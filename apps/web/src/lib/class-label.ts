// One way to name a class and its rating gate on every page (event page, registration, class page),
// so the visitor reads the same words everywhere. Pure: takes the page's t() and locale.
import { ClassType } from '@courtside/domain'
import type { TFunction } from 'i18next'
import type { Locale } from '../i18n/locales.ts'
import { formatRating } from './format.ts'

const TYPE_KEYS: Record<number, string> = {
  [ClassType.Singles]: 'classTypes.singles',
  [ClassType.Doubles]: 'classTypes.doubles',
  [ClassType.Cup]: 'classTypes.cup',
  [ClassType.Teams]: 'classTypes.teams',
}

const GENDERS = new Set(['open', 'men', 'women', 'mixed'])

/** "Doubles · Mixed", "Doppel · Damen": the class's type and who may enter it. */
export function classLabel(t: TFunction, cls: { type: number; gender: string }): string {
  const type = t(TYPE_KEYS[cls.type] ?? 'classTypes.singles')
  return GENDERS.has(cls.gender) ? `${type} · ${t(`classGenders.${cls.gender}`)}` : type
}

/**
 * A class's DUPR gate: "DUPR 3.500–4.000", "DUPR from 4.000", "DUPR up to 4.500", or null when the
 * class has none. An open end is said in words, never shown as a dash.
 */
export function ratingGate(
  t: TFunction,
  cls: { ratingMin: number | null; ratingMax: number | null },
  locale: Locale,
): string | null {
  const min = formatRating(cls.ratingMin, locale)
  const max = formatRating(cls.ratingMax, locale)
  if (min !== null && max !== null) return t('registration.ratingLimits', { min, max })
  if (min !== null) return t('registration.ratingMin', { min })
  if (max !== null) return t('registration.ratingMax', { max })
  return null
}

/** The availability badge of a full class: the number waiting only when somebody waits. */
export function fullClassLabel(t: TFunction, waitlistCount: number): string {
  return waitlistCount > 0
    ? t('registration.fullWaitlist', { count: waitlistCount })
    : t('registration.fullWaitlistEmpty')
}
