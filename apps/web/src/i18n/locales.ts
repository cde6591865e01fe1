// The site's languages (spec section 9): the one list lives in packages/domain/src/locales.ts.
// Client-safe: no server imports.
import { isLocale, type Locale } from '@courtside/domain'

export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '@courtside/domain'

/** Language cookie (spec: 365 days; detection order path → cookie → browser language). */
export const LOCALE_COOKIE = 'courtside_locale'
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60

/** Names in their own language, for the switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  sv: 'Svenska',
}

/** Intl tags used for formatting (pt → European Portuguese, sv → Sweden). */
export const INTL_LOCALE: Record<Locale, string> = {
  de: 'de-DE',
  en: 'en-GB',
  es: 'es-ES',
  fr: 'fr-FR',
  pt: 'pt-PT',
  sv: 'sv-SE',
}

/** Picks the first supported language of an Accept-Language header or navigator.languages. */
export function matchLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const base = language.trim().split(/[-_;]/)[0]?.toLowerCase()
    if (isLocale(base)) return base
  }
  return undefined
}

export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((entry) => entry.tag)
}

/** A segment shaped like a language code ("it", "pt-BR") is replaced, anything else prefixed. */
export function looksLikeLanguageCode(segment: string): boolean {
  // eslint-disable-next-line security/detect-unsafe-regex -- anchored, bounded repetitions: linear time
  return /^[a-z]{2,3}([-_][a-z]{2,4})?$/i.test(segment)
}

/**
 * Where a path with a missing or unsupported locale goes (spec section 2): the same path under
 * `locale`, keeping search and hash. `/it/tours` → `/en/tours`, `/tours` → `/en/tours`.
 */
export function localizePath(pathname: string, locale: Locale): string {
  const segments = pathname.split('/')
  const first = segments[1] ?? ''
  const rest = isLocale(first)
    ? segments.slice(2)
    : first && looksLikeLanguageCode(first) && !KNOWN_TOP_SEGMENTS.has(first)
      ? segments.slice(2)
      : segments.slice(1)
  return `/${locale}/${rest.join('/')}`.replace(/\/{2,}/g, '/')
}

/**
 * The supported language a path's first segment names with a region or in capitals ("pt-BR",
 * "de_DE", "SV"), or undefined: such a path goes to that language whatever the browser says.
 */
export function localeOfRegionSegment(segment: string): Locale | undefined {
  if (!looksLikeLanguageCode(segment) || KNOWN_TOP_SEGMENTS.has(segment)) return undefined
  const base = segment.split(/[-_]/)[0]?.toLowerCase()
  return isLocale(base) ? base : undefined
}

/** Product paths that could look like language codes must never be taken for one. */
const KNOWN_TOP_SEGMENTS = new Set(['tour', 'tours', 'about', 'login', 'policy', 'profile'])
