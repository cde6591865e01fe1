import { describe, expect, it } from 'vitest'
import { checkLocales } from './i18n-check.ts'

const reference = {
  a: { title: 'Tournaments', count_one: '{{count}} player', count_other: '{{count}} players' },
}

describe('checkLocales', () => {
  it('accepts a complete translation, with extra plural forms', () => {
    const de = {
      a: {
        title: 'Turniere',
        count_one: '{{count}} Spieler',
        count_other: '{{count}} Spieler',
        count_many: '{{count}} Spieler',
      },
    }
    expect(checkLocales({ reference, locales: { de }, sameAsEnglishAllowed: {} })).toEqual([])
  })

  it('reports missing keys, English copies, broken placeholders and stale keys', () => {
    const fr = { a: { title: 'Tournaments', count_one: '{{n}} joueur' }, old: 'x' }
    const problems = checkLocales({ reference, locales: { fr }, sameAsEnglishAllowed: {} })
    expect(problems.map((p) => `${p.key}:${p.problem.split(' ')[0]}`).sort()).toEqual([
      'a.count_one:placeholders',
      'a.count_other:missing',
      'a.title:not',
      'old:not',
    ])
  })

  it('allows listed keys to equal English', () => {
    const sv = {
      a: { title: 'Tournaments', count_one: '{{count}} spelare', count_other: '{{count}} spelare' },
    }
    expect(checkLocales({ reference, locales: { sv }, sameAsEnglishAllowed: { sv: ['a.title'] } })).toEqual(
      [],
    )
  })
})
