// The one list of the site's languages (spec section 9), shared by the web and the API.
export const LOCALES = ['de', 'en', 'es', 'fr', 'pt', 'sv'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'en'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}
