import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { memoizeTranslations } from './memo-t.ts'

function instance() {
  const i18n = i18next.createInstance()
  void i18n.init({
    lng: 'en',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          hello: 'Hello {{name}}',
          item_one: '{{count}} item',
          item_other: '{{count}} items',
          nested: { a: 'A', b: 'B' },
        },
      },
    },
  })
  memoizeTranslations(i18n)
  return i18n
}

describe('memoised translations (issue 17)', () => {
  it('answers every call as i18next does, for each set of options', () => {
    const i18n = instance()
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana')
    expect(i18n.t('hello', { name: 'Bo' })).toBe('Hello Bo')
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana')
    expect(i18n.t('item', { count: 1 })).toBe('1 item')
    expect(i18n.t('item', { count: 2 })).toBe('2 items')
    expect(i18n.t('item', { count: 1 })).toBe('1 item')
    expect(i18n.getFixedT('en')('hello', { name: 'Cy' })).toBe('Hello Cy')
  })

  it('passes objects and returnObjects through untouched', () => {
    const i18n = instance()
    expect(i18n.t('nested', { returnObjects: true })).toEqual({ a: 'A', b: 'B' })
    expect(i18n.t('hello', { name: { toString: () => 'Obj' } as unknown as string })).toBe('Hello Obj')
  })

  it('sees a bundle added later, also for a key it had answered as missing', () => {
    const i18n = instance()
    expect(i18n.t('later')).toBe('later')
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello Ana')
    i18n.addResourceBundle('en', 'translation', { later: 'Now here', hello: 'Hi {{name}}' }, true, true)
    expect(i18n.t('later')).toBe('Now here')
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hi Ana')
  })
})
