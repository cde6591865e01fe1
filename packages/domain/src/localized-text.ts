// Texts organizers write per language (issue 12: event descriptions in Markdown per language).
import type { Locale } from './locales.ts'
import { isLocale } from './locales.ts'

export type LocalizedText = { text: string; language: Locale }

/**
 * The text a visitor reading `locale` sees: their language when written, else the organizer's
 * default language, else any written language (in the site's locale order). `legacy` is the one
 * text of events written before per-language texts, taken to be in the default language. The
 * returned language lets a page mark a fallback with its `lang` attribute.
 */
export function pickLocalizedText(options: {
  texts: Partial<Record<string, string>>
  locale: string | undefined
  defaultLanguage: string
  legacy?: string
}): LocalizedText {
  const { texts, locale } = options
  const fallback: Locale = isLocale(options.defaultLanguage) ? options.defaultLanguage : 'en'
  const written = (language: string | undefined): language is Locale =>
    isLocale(language) && !!texts[language]?.trim()
  if (written(locale)) return { text: texts[locale] as string, language: locale }
  if (written(fallback)) return { text: texts[fallback] as string, language: fallback }
  const any = Object.keys(texts)
    .sort()
    .find((language) => written(language))
  if (any && isLocale(any)) return { text: texts[any] as string, language: any }
  return { text: options.legacy ?? '', language: fallback }
}
