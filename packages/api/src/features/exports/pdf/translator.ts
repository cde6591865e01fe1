// Labels for the printed PDFs in the event's language, from the site's own locale files (the
// public site's and the console's), so a PDF says "Semifinal" exactly as the pages do
// (read from disk: lib/locale-files.ts).
import { isLocale } from '@courtside/domain'
import { fillVars, localeFile, lookupKey, type Translate } from '../../../lib/locale-files.ts'

export type { Translate }

/** `manage.*` keys come from the console's files, the rest from the site's; English fills gaps. */
export function translator(language: string): Translate {
  const lang = isLocale(language) ? language : 'en'
  const trees = (key: string) =>
    key.startsWith('manage.')
      ? [localeFile(`manage/${lang}.json`), localeFile('manage/en.json')]
      : [localeFile(`${lang}.json`), localeFile('en.json')]
  return (key, vars = {}) => {
    const text =
      trees(key)
        .map((tree) => lookupKey(tree, key))
        .find((value) => value !== undefined) ?? key
    return fillVars(text, vars)
  }
}
