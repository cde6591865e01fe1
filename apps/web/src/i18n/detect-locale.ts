import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { readCookie } from '../lib/cookie-names.ts'
import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  isLocale,
  matchLocale,
  parseAcceptLanguage,
  type Locale,
} from './locales.ts'

/** The language the visitor chose before (cookie), if any. */
export const cookieLocale = createIsomorphicFn()
  .server((): Locale | undefined => {
    const value = readCookie(getRequestHeader('cookie') ?? '', LOCALE_COOKIE)
    return isLocale(value) ? value : undefined
  })
  .client((): Locale | undefined => {
    const value = readCookie(document.cookie, LOCALE_COOKIE)
    return isLocale(value) ? value : undefined
  })

/** Detection order when the path has no locale (spec section 9): cookie, browser language, default. */
export const detectLocale = createIsomorphicFn()
  .server((): Locale => {
    return (
      cookieLocale() ??
      matchLocale(parseAcceptLanguage(getRequestHeader('accept-language'))) ??
      DEFAULT_LOCALE
    )
  })
  .client((): Locale => cookieLocale() ?? matchLocale(navigator.languages) ?? DEFAULT_LOCALE)

/**
 * The language for a path without one (issue 13, point 16): a signed-in player's profile language,
 * else the visitor's saved choice, else the browser's language, else English. The answer depends
 * on Accept-Language and Cookie, so the redirect carries `Vary` (server/language-vary.server.ts).
 */
export function preferredLocale(user: { preferredLanguage: string | null } | null | undefined): Locale {
  return isLocale(user?.preferredLanguage) ? user.preferredLanguage : detectLocale()
}

/**
 * Remembers the language the visitor picked for 365 days (readable by the server). Called only
 * when the visitor picks a language, never merely because a page in some language was opened.
 */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  if (readCookie(document.cookie, LOCALE_COOKIE) === locale) return
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}
