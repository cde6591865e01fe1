// The site's languages as the API knows them (apps/web/src/i18n/locales.ts is the web's list; the
// API does not import the web app, so the six codes are repeated here).
export const LANGUAGES = ['de', 'en', 'es', 'fr', 'pt', 'sv'] as const
export type Language = (typeof LANGUAGES)[number]

const isLanguage = (value: string): value is Language => (LANGUAGES as readonly string[]).includes(value)

/** The first supported language of an Accept-Language header, by quality ("pt-BR" → "pt"). */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined
  const tags = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of tags) {
    const base = tag.split(/[-_]/)[0] ?? ''
    if (isLanguage(base)) return base
  }
  return undefined
}
