// Pure checks behind `npm run check:i18n` (DESIGN.md: a key missing in any locale fails).
export type Messages = { [key: string]: string | Messages | Messages[] | string[] }

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/

export function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') {
    out.set(prefix, value)
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(item, `${prefix}[${index}]`, out))
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()

export type I18nProblem = { locale: string; key: string; problem: string }

// French typography: `: ; ? !` take a no-break space (U+00A0 or the narrow U+202F) before them, and
// the apostrophe is the typographic ’. Punctuation inside a word or number ("10:30", "https://",
// "?page=2") is not prose punctuation, so only a mark followed by a space, a closing mark or the
// end of the text counts.
const FRENCH_PROSE_MARK = /(^|[^])([:;?!])(?=[\s»)"”’]|$)/gu
const NO_BREAK_SPACES = /[\u00a0\u202f]/

/** Problems of one French value: plain or missing spaces before high punctuation, ASCII apostrophes. */
export function frenchTypographyProblems(value: string): string[] {
  const problems: string[] = []
  for (const match of value.matchAll(FRENCH_PROSE_MARK)) {
    const before = match[1] ?? ''
    if (!NO_BREAK_SPACES.test(before))
      problems.push(`needs a no-break space (U+00A0 or U+202F) before "${match[2]}"`)
  }
  if (value.includes("'")) problems.push("uses the ASCII apostrophe ' (French uses ’)")
  return problems
}

/**
 * Every locale has exactly English's keys (plural forms other than one/other may be added), no
 * empty values, the same {{placeholders}}, and no value copied from English unless allow-listed.
 * French values also follow French typography (frenchTypographyProblems).
 */
export function checkLocales(options: {
  reference: Messages
  locales: Record<string, Messages>
  /** Keys that may equal English: under "*" for every locale, or per locale ("Podcast" in French). */
  sameAsEnglishAllowed: Readonly<Record<string, readonly string[]>>
}): I18nProblem[] {
  const problems: I18nProblem[] = []
  const english = flatten(options.reference)
  for (const [locale, messages] of Object.entries(options.locales)) {
    const allowed = new Set([
      ...(options.sameAsEnglishAllowed['*'] ?? []),
      ...(options.sameAsEnglishAllowed[locale] ?? []),
    ])
    const flat = flatten(messages)
    for (const [key, englishValue] of english) {
      const value = flat.get(key)
      if (value === undefined) {
        problems.push({ locale, key, problem: 'missing' })
        continue
      }
      if (value.trim() === '') problems.push({ locale, key, problem: 'empty' })
      if (placeholders(value).join() !== placeholders(englishValue).join())
        problems.push({
          locale,
          key,
          problem: `placeholders differ from English (${placeholders(englishValue).join(', ')})`,
        })
      if (locale === 'fr')
        for (const problem of frenchTypographyProblems(value)) problems.push({ locale, key, problem })
      if (
        value === englishValue &&
        !allowed.has(key) &&
        /\p{L}{3,}/u.test(englishValue.replace(/\{\{[^}]*\}\}/g, ''))
      )
        problems.push({ locale, key, problem: 'not translated (same as English)' })
    }
    for (const key of flat.keys()) {
      if (english.has(key)) continue
      const base = key.replace(PLURAL_SUFFIX, '')
      const isExtraPluralForm = PLURAL_SUFFIX.test(key) && english.has(`${base}_other`)
      if (!isExtraPluralForm) problems.push({ locale, key, problem: 'not in English (stale key)' })
    }
  }
  return problems
}
