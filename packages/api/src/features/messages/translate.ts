// Message strings from apps/web/src/locales/messages/<lang>.json, read from disk as the PDFs'
// labels are (lib/locale-files.ts).
import { DEFAULT_LOCALE, isLocale } from '@courtside/domain'
import { fillVars, localeFile, lookupKey, type Translate } from '../../lib/locale-files.ts'

export type { Translate }

/** Thrown for a key no locale file has: a template bug, never a silent raw key in a message. */
export class MissingMessageKey extends Error {}

/** `key` is relative to `messages.`; English fills a gap (npm run check:i18n reports gaps). */
export function translator(language: string): Translate {
  const lang = isLocale(language) ? language : DEFAULT_LOCALE
  return (key, vars = {}) => {
    const full = `messages.${key}`
    const text =
      lookupKey(localeFile(`messages/${lang}.json`), full) ?? lookupKey(localeFile('messages/en.json'), full)
    if (text === undefined) throw new MissingMessageKey(`No message string ${full}`)
    return fillVars(text, vars)
  }
}

/** Whether `lang`'s own file has the key (tests: no message falls back to English). */
export function hasOwnKey(lang: string, key: string): boolean {
  return lookupKey(localeFile(`messages/${lang}.json`), `messages.${key}`) !== undefined
}
