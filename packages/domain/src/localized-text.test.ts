import { describe, expect, it } from 'vitest'
import { pickLocalizedText } from './localized-text.ts'

const texts = { de: 'Willkommen', en: 'Welcome' }

describe('pickLocalizedText', () => {
  it('gives the visitor their own language when it is written', () => {
    expect(pickLocalizedText({ texts, locale: 'de', defaultLanguage: 'en' })).toEqual({
      text: 'Willkommen',
      language: 'de',
    })
  })

  it('falls back to the organizer’s default language and says so', () => {
    expect(pickLocalizedText({ texts, locale: 'fr', defaultLanguage: 'de' })).toEqual({
      text: 'Willkommen',
      language: 'de',
    })
  })

  it('takes any written language when the default one is empty, blank texts counting as missing', () => {
    expect(
      pickLocalizedText({ texts: { sv: 'Välkommen', en: '  ' }, locale: 'fr', defaultLanguage: 'en' }),
    ).toEqual({
      text: 'Välkommen',
      language: 'sv',
    })
  })

  it('uses the legacy single text in the default language when nothing per language exists', () => {
    expect(pickLocalizedText({ texts: {}, locale: 'es', defaultLanguage: 'en', legacy: 'Old text' })).toEqual(
      {
        text: 'Old text',
        language: 'en',
      },
    )
    expect(pickLocalizedText({ texts: {}, locale: undefined, defaultLanguage: 'xx' })).toEqual({
      text: '',
      language: 'en',
    })
  })
})
