import { describe, expect, it } from 'vitest'
import { checkLocales, frenchTypographyProblems } from './i18n-check.ts'

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

describe('French typography (issue 13, point 12)', () => {
  const frReference = { q: 'Forgot your password?', label: 'Level: {{level}}', note: "Don't wait" }

  it('fails plain or missing spaces before : ; ? ! and ASCII apostrophes in French', () => {
    const fr = { q: 'Mot de passe oublié ?', label: 'Niveau: {{level}}', note: "N'attendez pas" }
    const problems = checkLocales({ reference: frReference, locales: { fr }, sameAsEnglishAllowed: {} })
    expect(problems.map((p) => p.key).sort()).toEqual(['label', 'note', 'q'])
  })

  it('accepts no-break spaces (U+00A0, U+202F) and the typographic apostrophe', () => {
    const fr = { q: 'Mot de passe oublié\u202f?', label: 'Niveau\u00a0: {{level}}', note: 'N’attendez pas' }
    expect(checkLocales({ reference: frReference, locales: { fr }, sameAsEnglishAllowed: {} })).toEqual([])
  })

  it('leaves times, links and query strings alone, and applies only to French', () => {
    expect(frenchTypographyProblems('Début à 10:30, voir https://example.org/?page=2')).toEqual([])
    expect(frenchTypographyProblems('Attention!')).toHaveLength(1)
    expect(frenchTypographyProblems('Oui ; non')).toHaveLength(1)
    const de = { q: 'Passwort vergessen?', label: 'Stufe: {{level}}', note: 'Nicht warten' }
    expect(checkLocales({ reference: frReference, locales: { de }, sameAsEnglishAllowed: {} })).toEqual([])
  })
})
