import type { i18n as I18n } from 'i18next'

/** Entries kept per language before the memo starts over (each is a short string). */
const MAX_ENTRIES = 20_000

type Translate = (key: unknown, options?: unknown) => unknown

/**
 * The memo key of a call, or null when the call cannot be memoised: a string key (or array of
 * them) with options made only of strings, numbers, booleans and arrays of strings — the calls
 * that render pages. Anything else (functions, objects, returnObjects) goes to i18next as is.
 */
function memoKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string' && !(Array.isArray(key) && key.every((k) => typeof k === 'string'))) return null
  if (options === undefined) return JSON.stringify([key])
  if (typeof options !== 'object' || options === null) return null
  for (const value of Object.values(options)) {
    const type = typeof value
    if (value === undefined || value === null || type === 'string' || type === 'number' || type === 'boolean')
      continue
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) continue
    return null
  }
  if ('returnObjects' in options || 'postProcess' in options) return null
  return JSON.stringify([key, options])
}

/**
 * Remembers the strings an i18next instance of one fixed language has produced (issue 17: a
 * 128-player class page made ~1,500 translation calls per render, a tenth of its CPU, through
 * i18next's option merging, key resolution and interpolation). The instance's resources only
 * grow (the console adds its bundle), and the memo starts over when they do. Only string
 * results are kept.
 */
export function memoizeTranslations(instance: I18n): void {
  // i18next's TFunction is branded and overloaded; the memo only passes its arguments through.
  const translate = instance.t.bind(instance) as unknown as Translate
  const memo = new Map<string, string>()
  // Calls without options (most of a page's) are keyed by the key itself, not a JSON string.
  const plain = new Map<string, string>()
  const memoized: Translate = (key, options) => {
    if (options === undefined && typeof key === 'string') {
      const known = plain.get(key)
      if (known !== undefined) return known
      const result = translate(key)
      if (typeof result === 'string') {
        if (plain.size >= MAX_ENTRIES) plain.clear()
        plain.set(key, result)
      }
      return result
    }
    const at = memoKey(key, options)
    if (at === null) return translate(key, options)
    const known = memo.get(at)
    if (known !== undefined) return known
    const result = translate(key, options)
    if (typeof result === 'string') {
      if (memo.size >= MAX_ENTRIES) memo.clear()
      memo.set(at, result)
    }
    return result
  }
  // An own property shadows the prototype's t, which getFixedT (useTranslation) calls as this.t.
  instance.t = memoized as unknown as I18n['t']
  // The resource store announces bundles added or removed (the console's messages).
  const forget = () => {
    memo.clear()
    plain.clear()
  }
  instance.store.on('added', forget)
  instance.store.on('removed', forget)
}
