import i18next from 'i18next'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { memoizeTranslations } from './memo-t.ts'
import { useTranslation } from './use-translation.ts'

function instance(lng: string, hello: string) {
  const i18n = i18next.createInstance()
  void i18n.init({
    lng,
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: {
      [lng]: { translation: { hello, items_one: '{{count}} item', items_other: '{{count}} items' } },
    },
  })
  memoizeTranslations(i18n)
  return i18n
}

const seen: unknown[] = []

function Greeting({ name }: { name: string }) {
  const { t, i18n } = useTranslation()
  seen.push(t)
  return `${i18n.language}: ${t('hello', { name })} / ${t('items', { count: 2 })}`
}

const render = (i18n: ReturnType<typeof instance>, children: ReactNode) =>
  renderToString(createElement(I18nextProvider, { i18n }, children))

describe('useTranslation (issue 17)', () => {
  it("translates with the provider's instance, as react-i18next's hook does", () => {
    const en = instance('en', 'Hello {{name}}')
    const de = instance('de', 'Hallo {{name}}')
    expect(render(en, createElement(Greeting, { name: 'Ana' }))).toBe('en: Hello Ana / 2 items')
    expect(render(de, createElement(Greeting, { name: 'Ana' }))).toBe('de: Hallo Ana / 2 items')
  })

  it('gives every component of a language the same t', () => {
    const en = instance('en', 'Hi {{name}}')
    seen.length = 0
    render(en, [
      createElement(Greeting, { key: 1, name: 'A' }),
      createElement(Greeting, { key: 2, name: 'B' }),
    ])
    expect(seen).toHaveLength(2)
    expect(seen[0]).toBe(seen[1])
  })
})
