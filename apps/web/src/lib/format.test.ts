import { describe, expect, it } from 'vitest'
import { LOCALES } from '../i18n/locales.ts'
import {
  countryName,
  countryOptions,
  formatDateRange,
  formatDateTime,
  formatMoney,
  formatRating,
} from './format.ts'

// Server (Node's ICU) and browser (Chromium's ICU) must render identical text, so no formatter may
// return the thin or narrow no-break spaces whose use differs between ICU versions.
const ICU_VARIANT_SPACES = /[\u2009\u202f]/

describe('locale formatting', () => {
  it.each(LOCALES)('%s: ranges, times, money and ratings use only portable spaces', (locale) => {
    const samples = [
      formatDateRange('2026-12-18T09:00:00Z', '2026-12-20T17:00:00Z', 'Europe/Berlin', locale),
      formatDateRange('2026-12-28T09:00:00Z', '2027-01-02T17:00:00Z', 'Europe/Lisbon', locale),
      formatDateTime('2026-12-18T09:30:00Z', locale, 'Europe/Stockholm'),
      formatDateTime('2026-12-18T21:30:00Z', locale, 'Europe/Madrid', { visitorTimeZone: 'UTC' }),
      formatMoney(1234567, 'EUR', locale),
      formatMoney(49900, 'SEK', locale),
      formatRating(4.5, locale) ?? '',
    ]
    for (const text of samples) expect(text).not.toMatch(ICU_VARIANT_SPACES)
  })

  it('formats in the locale: German day-first ranges, French money, three-decimal ratings', () => {
    expect(formatDateRange('2026-11-21T09:00:00Z', '2026-11-23T17:00:00Z', 'Europe/Berlin', 'de')).toBe(
      '21.–23. Nov. 2026',
    )
    expect(formatMoney(2500, 'EUR', 'fr')).toBe('25,00\u00a0€')
    expect(formatRating(4.5, 'en')).toBe('4.500')
    expect(formatRating(null, 'en')).toBeNull()
  })

  it('keeps ranges apart by locale and time zone when it reuses earlier results', () => {
    const start = '2026-11-21T23:30:00Z'
    const end = '2026-11-23T17:00:00Z'
    for (let i = 0; i < 2; i++) {
      expect(formatDateRange(start, end, 'Europe/Berlin', 'de')).toBe('22.–23. Nov. 2026')
      expect(formatDateRange(start, end, 'Europe/London', 'de')).toBe('21.–23. Nov. 2026')
      expect(formatDateRange(start, end, 'Europe/London', 'en')).toBe('21 – 23 Nov 2026')
    }
  })

  it('writes month names in every language, European Portuguese included (issue 13, point 11)', () => {
    const range = (locale: (typeof LOCALES)[number]) =>
      formatDateRange('2026-12-18T09:00:00Z', '2026-12-20T17:00:00Z', 'Europe/Lisbon', locale)
    expect(range('pt')).toBe('18–20 de dezembro de 2026')
    expect(formatDateTime('2026-12-18T09:30:00Z', 'pt', 'Europe/Lisbon')).toContain('dezembro')
    for (const locale of LOCALES) expect(range(locale)).not.toMatch(/\d+\/\d+\/\d+/)
  })

  it('sorts countries by their localized name with the language’s collation (issue 13, point 14)', () => {
    const names = (locale: (typeof LOCALES)[number]) =>
      countryOptions(['CH', 'AT', 'BE', 'ES', 'DE'], locale).map((o) => o.label.replace(/^\S+ /, ''))
    expect(names('de')).toEqual(['Belgien', 'Deutschland', 'Österreich', 'Schweiz', 'Spanien'])
    // Swedish sorts Ö after Z.
    expect(names('sv')).toEqual(['Belgien', 'Schweiz', 'Spanien', 'Tyskland', 'Österrike'])
    expect(names('fr')).toEqual(['Allemagne', 'Autriche', 'Belgique', 'Espagne', 'Suisse'])
    expect(countryOptions(['AT'], 'de')[0]).toEqual({ value: 'AT', label: '🇦🇹 Österreich' })
  })

  it('names a country in each language, the same again when asked again (kept per language)', () => {
    expect(countryName('AT', 'de')).toBe('Österreich')
    expect(countryName('AT', 'en')).toBe('Austria')
    expect(countryName('at', 'sv')).toBe('Österrike')
    expect(countryName('AT', 'de')).toBe('Österreich')
    expect(countryName('not a code', 'en')).toBe('not a code')
  })

  it('prices follow one currency style per language: the language’s own separators and symbol place', () => {
    expect(formatMoney(123450, 'EUR', 'en')).toBe('€1,234.50')
    expect(formatMoney(123450, 'EUR', 'de')).toBe('1.234,50\u00a0€')
    expect(formatMoney(123450, 'EUR', 'fr')).toBe('1\u00a0234,50\u00a0€')
    expect(formatMoney(49900, 'SEK', 'sv')).toBe('499,00\u00a0kr')
    expect(formatMoney(2500, 'CHF', 'de')).toBe('25,00\u00a0CHF')
    // Amounts are in the currency's minor unit: yen have none, dinars have three.
    expect(formatMoney(2500, 'JPY', 'en')).toBe('JP¥2,500')
    expect(formatMoney(2500, 'KWD', 'en')).toBe('KWD\u00a02.500')
  })

  it('names the zone of times outside the visitor’s zone, and while it is unknown (issue 13, point 15)', () => {
    const at = '2026-12-18T01:13:00Z'
    expect(formatDateTime(at, 'en', 'Europe/Berlin', { visitorTimeZone: 'Europe/London' })).toBe(
      'Fri 18 Dec, 02:13 CET',
    )
    expect(formatDateTime(at, 'de', 'Europe/Berlin', { visitorTimeZone: undefined })).toBe(
      'Fr., 18. Dez., 02:13 MEZ',
    )
    expect(formatDateTime(at, 'en', 'Europe/Berlin', { visitorTimeZone: 'Europe/Berlin' })).toBe(
      'Fri 18 Dec, 02:13',
    )
    expect(formatDateTime(at, 'en', 'Europe/Lisbon', { visitorTimeZone: 'Europe/Berlin' })).toMatch(
      /01:13 WET$/,
    )
    expect(formatDateTime(at, 'en', 'Europe/Lisbon', { visitorTimeZone: 'Europe/Lisbon' })).toMatch(/01:13$/)
  })
})
