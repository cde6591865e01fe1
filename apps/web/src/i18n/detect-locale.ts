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

/** Remembers the active language for 365 days (set from the page, readable by the server). */
export function rememberLocale(locale: Locale): void {
  if (typeof document === 'undefined') return
  if (readCookie(document.cookie, LOCALE_COOKIE) === locale) return
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`
}
