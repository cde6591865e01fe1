// ASCII helpers for slugs and user names. German umlauts and Nordic letters get their
// conventional spellings (ü → ue, ø → oe) rather than being stripped, so "Müller" becomes
// "mueller" the way a German player would type it.

const SPECIAL: Record<string, string> = {
  ä: 'ae',
  ö: 'oe',
  ü: 'ue',
  ß: 'ss',
  å: 'aa',
  æ: 'ae',
  ø: 'oe',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  þ: 'th',
}

export function transliterate(value: string): string {
  let out = ''
  for (const ch of value.toLowerCase()) out += SPECIAL[ch] ?? ch
  // Remaining accents (é, ñ, ç, ã…) decompose into a base letter plus a combining mark.
  return out.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

export function slugify(value: string): string {
  return transliterate(value)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** "Lena", "Müller-Lüdenscheidt" → "lena.mueller-luedenscheidt" (dots and hyphens only). */
export function userNameBase(firstName: string, lastName: string): string {
  const part = (s: string) =>
    transliterate(s)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
  return `${part(firstName)}.${part(lastName)}`
}

/** Formats an amount of minor units for prose, e.g. 150000 EUR → "€1,500". */
export function formatMoney(minor: number, currency: string): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    maximumFractionDigits: minor % 100 === 0 ? 0 : 2,
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
  }).format(minor / 100)
}
