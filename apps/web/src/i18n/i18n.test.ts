import { describe, expect, it } from 'vitest'
import { getI18n, loadMessages } from './i18n.ts'
import { LOCALES } from './locales.ts'

describe('plural rules per language (issue 13, point 11)', () => {
  it('Portuguese follows European Portuguese rules: 0 and 1 differ ("0 torneios", "1 torneio")', async () => {
    const pt = getI18n('pt', await loadMessages('pt'))
    const count = (n: number) => pt.t('list.tournamentCount', { count: n, formatted: String(n) })
    expect(count(0)).toBe('0 torneios')
    expect(count(1)).toBe('1 torneio')
    expect(count(2)).toBe('2 torneios')
  })

  it.each(LOCALES)('%s: one tournament is singular, zero and two are plural', async (locale) => {
    const i18n = getI18n(locale, await loadMessages(locale))
    const count = (n: number) => i18n.t('list.tournamentCount', { count: n, formatted: String(n) })
    expect(count(1)).not.toBe(count(2).replace('2', '1'))
    // French counts 0 as singular ("0 tournoi"); every other language here uses the plural.
    if (locale === 'fr') expect(count(0)).toBe(count(1).replace('1', '0'))
    else expect(count(0)).toBe(count(2).replace('2', '0'))
  })
})
