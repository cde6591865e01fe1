import { describe, expect, it } from 'vitest'
import { localeOfRegionSegment, localizePath, matchLocale, parseAcceptLanguage } from './locales.ts'

describe('localizePath (spec section 2: missing or invalid locale)', () => {
  it.each([
    ['/', 'en', '/en/'],
    ['/tours', 'en', '/en/tours'],
    ['/tours/', 'de', '/de/tours/'],
    ['/it/tours', 'en', '/en/tours'],
    ['/pt-BR/about', 'pt', '/pt/about'],
    ['/de/tours', 'fr', '/fr/tours'],
    ['/tournament/5/class/9', 'en', '/en/tournament/5/class/9'],
    ['/tour/3', 'sv', '/sv/tour/3'],
    ['//evil.example/x', 'en', '/en/evil.example/x'],
  ])('%s → %s under %s', (path, locale, expected) => {
    expect(localizePath(path, locale as 'en')).toBe(expected)
  })
})

describe('browser language detection', () => {
  it('orders Accept-Language by quality', () => {
    expect(parseAcceptLanguage('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr-CH',
      'fr',
      'en',
      'de',
      '*',
    ])
    expect(parseAcceptLanguage('de;q=0, sv')).toEqual(['sv'])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })

  it('picks the first supported language', () => {
    expect(matchLocale(['it-IT', 'pt-BR', 'en'])).toBe('pt')
    expect(matchLocale(['zh', 'ja'])).toBeUndefined()
    expect(matchLocale(['SV-se'])).toBe('sv')
  })
})

describe('region codes in the path (issue 13, point 16)', () => {
  it('reach their language', () => {
    expect(localeOfRegionSegment('pt-BR')).toBe('pt')
    expect(localeOfRegionSegment('de-DE')).toBe('de')
    expect(localeOfRegionSegment('sv_SE')).toBe('sv')
    expect(localeOfRegionSegment('FR')).toBe('fr')
  })

  it('leave unsupported languages and product paths to the visitor’s language', () => {
    expect(localeOfRegionSegment('it-IT')).toBeUndefined()
    expect(localeOfRegionSegment('tour')).toBeUndefined()
    expect(localeOfRegionSegment('tournament')).toBeUndefined()
  })
})
