import { describe, expect, it } from 'vitest'
import { getI18n, loadMessages } from '../i18n/i18n.ts'
import type { Locale } from '../i18n/locales.ts'
import { classLabel, fullClassLabel, ratingGate } from './class-label.ts'

const tIn = async (locale: Locale) => getI18n(locale, await loadMessages(locale)).t

describe('class labels (issue 13, point 13)', () => {
  it('say type and gender in the visitor’s language', async () => {
    const mixedDoubles = { type: 2, gender: 'mixed' }
    expect(classLabel(await tIn('en'), mixedDoubles)).toBe('Doubles · Mixed')
    expect(classLabel(await tIn('fr'), mixedDoubles)).toBe('Double · Mixte')
    expect(classLabel(await tIn('de'), { type: 1, gender: 'women' })).toBe('Einzel · Damen')
    expect(classLabel(await tIn('pt'), { type: 2, gender: 'men' })).toContain('Masculina')
  })

  it('show an open-ended rating gate in words, never with a dash for the open end', async () => {
    const en = await tIn('en')
    const de = await tIn('de')
    expect(ratingGate(en, { ratingMin: 4, ratingMax: null }, 'en')).toBe('DUPR from 4.000')
    expect(ratingGate(de, { ratingMin: 4, ratingMax: null }, 'de')).toBe('DUPR ab 4,000')
    expect(ratingGate(en, { ratingMin: null, ratingMax: 4.5 }, 'en')).toBe('DUPR up to 4.500')
    expect(ratingGate(en, { ratingMin: 3.5, ratingMax: 4 }, 'en')).toBe('DUPR 3.500 – 4.000')
    expect(ratingGate(en, { ratingMin: null, ratingMax: null }, 'en')).toBeNull()
  })

  it('mention the number waiting only when somebody waits', async () => {
    const en = await tIn('en')
    expect(fullClassLabel(en, 0)).toBe('Full · waitlist open')
    expect(fullClassLabel(en, 0)).not.toMatch(/0/)
    expect(fullClassLabel(en, 2)).toBe('Full · waitlist (2 waiting)')
  })
})
