// Locale-aware formatting with Intl (dates in the event's time zone, money in minor units).
import { INTL_LOCALE, type Locale } from '../i18n/locales.ts'

// Intl formatters are costly to create; each key (kind, locale, zone) is built once.
const cache = new Map<string, unknown>()

/**
 * Node and Chromium ship different ICU versions, which disagree on the thin and narrow no-break
 * spaces they put around range dashes, times and digit groups. The server-rendered text must equal
 * the browser's (or hydration fails), so both are normalised to plain and no-break spaces.
 */
export function normalizeSpaces(text: string): string {
  return text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0')
}

/**
 * Month style for dates: abbreviated names, except in European Portuguese, whose CLDR pattern for
 * abbreviated months is all-numeric ("18/12/2026"); there the full month name is used.
 */
const MONTH: Record<Locale, 'short' | 'long'> = {
  de: 'short',
  en: 'short',
  es: 'short',
  fr: 'short',
  pt: 'long',
  sv: 'short',
}

function cached<T>(key: string, create: () => T): T {
  if (!cache.has(key)) cache.set(key, create())
  return cache.get(key) as T
}

// Formatting a range is the costliest Intl call on the list pages (three formats per card, every
// render); the same few hundred events repeat, so results are kept (bounded, cleared when full).
const rangeResults = new Map<string, string>()
const MAX_RANGE_RESULTS = 5000

export function formatDateRange(startIso: string, endIso: string, timeZone: string, locale: Locale): string {
  const key = `${locale}|${timeZone}|${startIso}|${endIso}`
  const known = rangeResults.get(key)
  if (known !== undefined) return known
  const format = cached(
    `dr:${locale}:${timeZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: MONTH[locale],
        year: 'numeric',
        timeZone,
      }),
  )
  const start = new Date(startIso)
  const end = new Date(endIso)
  const startText = format.format(start)
  const text = normalizeSpaces(startText === format.format(end) ? startText : format.formatRange(start, end))
  if (rangeResults.size >= MAX_RANGE_RESULTS) rangeResults.clear()
  rangeResults.set(key, text)
  return text
}

export function formatDate(iso: string, locale: Locale, timeZone?: string): string {
  const format = cached(
    `d:${locale}:${timeZone ?? ''}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        ...(timeZone ? { timeZone } : {}),
      }),
  )
  return normalizeSpaces(format.format(new Date(iso)))
}

/**
 * How a time names its zone (issue 13, point 15): with `visitorTimeZone`, a time in another zone
 * than the visitor's (or an unknown one, as during server rendering) carries the zone's short
 * name ("10:30 MEZ"); without the option the zone is left out.
 */
export type ZoneOption = { visitorTimeZone: string | undefined }

const namesZone = (timeZone: string, zone?: ZoneOption) => !!zone && zone.visitorTimeZone !== timeZone

export function formatDateTime(iso: string, locale: Locale, timeZone: string, zone?: ZoneOption): string {
  const withZone = namesZone(timeZone, zone)
  const format = cached(
    `dt:${locale}:${timeZone}:${withZone}`,
    () =>
      new Intl.DateTimeFormat(INTL_LOCALE[locale], {
        weekday: 'short',
        day: 'numeric',
        month: MONTH[locale],
        hour: '2-digit',
        minute: '2-digit',
        timeZone,
        ...(withZone ? { timeZoneName: 'short' as const } : {}),
      }),
  )
  return normalizeSpaces(format.format(new Date(iso)))
}

/** Money is stored in integer minor units (DESIGN.md). */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  // The currency's minor unit is kept with its format: resolvedOptions() builds a new object per call.
  const { format, scale } = cached(`m:${locale}:${currency}`, () => {
    const created = new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'currency', currency })
    return { format: created, scale: 10 ** (created.resolvedOptions().maximumFractionDigits ?? 2) }
  })
  return normalizeSpaces(format.format(minor / scale))
}

export function formatNumber(value: number, locale: Locale): string {
  return normalizeSpaces(
    cached(`n:${locale}`, () => new Intl.NumberFormat(INTL_LOCALE[locale])).format(value),
  )
}

/** DUPR ratings: three decimals (spec section 9); null = not rated. */
export function formatRating(value: number | null | undefined, locale: Locale): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const format = cached(
    `r:${locale}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
  )
  return normalizeSpaces(format.format(value))
}

// A country's name in a language never changes, and a list page asks for ~40 of them on every
// render (cards and the country filter): each is looked up in ICU once per process (issue 17).
const countryNames = new Map<string, string>()

export function countryName(code: string, locale: Locale): string {
  const key = `${locale}:${code}`
  let name = countryNames.get(key)
  if (name === undefined) {
    name = lookUpCountryName(code, locale)
    // Bounded: codes come from the database, but a few hundred regions × six languages is all.
    if (countryNames.size < 2000) countryNames.set(key, name)
  }
  return name
}

function lookUpCountryName(code: string, locale: Locale): string {
  try {
    const names = cached(
      `c:${locale}`,
      () => new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' }),
    )
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/**
 * Countries as filter options, ordered by their name in the visitor's language with that
 * language's collation ("Österreich" among the O's in German, after "Z" in Swedish). Sorting the
 * labels themselves would sort by the flag emoji in front, i.e. by country code.
 */
export function countryOptions(codes: readonly string[], locale: Locale): { value: string; label: string }[] {
  const collator = cached(`co:${locale}`, () => new Intl.Collator(INTL_LOCALE[locale]))
  return codes
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name }) => ({ value: code, label: `${countryFlag(code)} ${name}` }))
}

/** Regional-indicator flag emoji for an ISO 3166 alpha-2 code. */
export function countryFlag(code: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return ''
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65))
}

export function formatDuration(seconds: number, locale: Locale): string {
  const minutes = Math.round(seconds / 60)
  const format = cached(
    `du:${locale}`,
    () => new Intl.NumberFormat(INTL_LOCALE[locale], { style: 'unit', unit: 'minute', unitDisplay: 'short' }),
  )
  return normalizeSpaces(format.format(minutes))
}
