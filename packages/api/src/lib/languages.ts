// Language negotiation for the API; the list of the site's languages is the domain's LOCALES.
import { isLocale, type Locale } from '@courtside/domain'

/** The first supported language of an Accept-Language header, by quality ("pt-BR" → "pt"). */
export function languageFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
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
    if (isLocale(base)) return base
  }
  return undefined
}
