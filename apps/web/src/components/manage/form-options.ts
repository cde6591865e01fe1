import type { Locale } from '../../i18n/locales.ts'
import { countryName } from '../../lib/format.ts'
import { timeZoneOptions } from '@courtside/domain'

// Where Courtside's clubs hold events (Europe); more are a one-line change.
const COUNTRIES = [
  'AT',
  'BE',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GR',
  'HR',
  'HU',
  'IE',
  'IS',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
]

export function countryOptions(locale: Locale) {
  return COUNTRIES.map((code) => ({ value: code, label: countryName(code, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  )
}

export function zoneOptions(current?: string) {
  const zones = timeZoneOptions().filter((z) => z.startsWith('Europe/') || z === 'UTC')
  return current && !zones.includes(current) ? [current, ...zones] : zones
}

export const CURRENCIES = ['EUR', 'GBP', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF']

/** Minor units per major unit for a currency (2 for EUR, 0 for e.g. ISK), from Intl. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  )
}

export const toMinor = (major: number, currency: string) => Math.round(major * 10 ** minorDigits(currency))
export const toMajor = (minor: number, currency: string) => minor / 10 ** minorDigits(currency)
