import { describe, expect, it } from 'vitest'
import { DomainError } from './errors.ts'
import {
  allocatePriceLines,
  currencyMinorDigits,
  isSupportedCurrency,
  PricingError,
  priceRegistration,
  VAT_RATES_BY_COUNTRY,
  splitProportionally,
  type PriceInput,
} from './pricing.ts'

const base: PriceInput = {
  currency: 'EUR',
  items: [
    { classId: 1, feeMinor: 2500 },
    { classId: 2, feeMinor: 2000 },
  ],
  vatRateBasisPoints: 1900,
  vatMode: 'added',
}

describe('priceRegistration', () => {
  it('VAT added: 45.00 + 19 % = 53.55', () => {
    expect(priceRegistration(base)).toEqual({
      currency: 'EUR',
      minorDigits: 2,
      lines: [
        { classId: 1, feeMinor: 2500 },
        { classId: 2, feeMinor: 2000 },
      ],
      subtotalMinor: 4500,
      discountMinor: 0,
      netMinor: 4500,
      vatMinor: 855,
      totalMinor: 5355,
      vatMode: 'added',
      vatRateBasisPoints: 1900,
    })
  })

  it('VAT included: 45.00 contains 4500 × 19/119 = 718.49 → 7.18 VAT', () => {
    expect(priceRegistration({ ...base, vatMode: 'included' })).toMatchObject({
      netMinor: 4500,
      vatMinor: 718,
      totalMinor: 4500,
    })
  })

  it('multi-class discount applies from minClasses on, rounded half up (SEK, 25 % added)', () => {
    const items = [1, 2, 3].map((classId) => ({ classId, feeMinor: 1005 }))
    const input: PriceInput = {
      currency: 'SEK',
      items,
      vatRateBasisPoints: VAT_RATES_BY_COUNTRY.SE,
      vatMode: 'added',
      multiClassDiscount: { minClasses: 3, percent: 10 },
    }
    // 3015 × 10 % = 301.5 → 302; net 2713; VAT 2713 × 25 % = 678.25 → 678; total 3391
    expect(priceRegistration(input)).toMatchObject({
      minorDigits: 2,
      subtotalMinor: 3015,
      discountMinor: 302,
      netMinor: 2713,
      vatMinor: 678,
      totalMinor: 3391,
    })
    // two classes: below the threshold, no discount
    expect(priceRegistration({ ...input, items: items.slice(0, 2) })).toMatchObject({
      subtotalMinor: 2010,
      discountMinor: 0,
      netMinor: 2010,
    })
  })

  it('is exact where floating point is not: 35 % of 0.90 is 0.315 → 0.32', () => {
    // 90 * 0.35 === 31.499999999999996 in floating point, which Math.round turns into 31
    const result = priceRegistration({
      ...base,
      items: [1, 2, 3].map((classId) => ({ classId, feeMinor: 30 })),
      vatRateBasisPoints: 0,
      multiClassDiscount: { minClasses: 2, percent: 35 },
    })
    expect(result).toMatchObject({ discountMinor: 32, netMinor: 58, vatMinor: 0, totalMinor: 58 })
  })

  it.each([
    // [net, rate bp, mode, vat]
    [50, 1900, 'added', 10], // 9.5 → 10
    [150, 1900, 'added', 29], // 28.5 → 29
    [149, 1900, 'added', 28], // 28.31 → 28
    [3, 2000, 'included', 1], // 3 × 20/120 = 0.5 → 1
    [9, 2000, 'included', 2], // 1.5 → 2
    [8, 2000, 'included', 1], // 1.33 → 1
    [10000, 810, 'included', 749], // 10000 × 810/10810 = 749.31 → 749 (CH 8.1 %)
    [10000, 2550, 'added', 2550], // FI 25.5 %
  ] as const)('rounds VAT half up: net %i at %i bp %s → %i', (net, rate, mode, vat) => {
    const result = priceRegistration({
      ...base,
      items: [{ classId: 1, feeMinor: net }],
      vatRateBasisPoints: rate,
      vatMode: mode,
    })
    expect(result.vatMinor).toBe(vat)
    expect(result.totalMinor).toBe(mode === 'added' ? net + vat : net)
  })

  it('works in currencies without minor units (JPY)', () => {
    const result = priceRegistration({
      currency: 'JPY',
      items: [{ classId: 1, feeMinor: 5000 }],
      vatRateBasisPoints: 1000,
      vatMode: 'added',
    })
    expect(result).toMatchObject({ minorDigits: 0, vatMinor: 500, totalMinor: 5500 })
  })

  it('discount percent may have two decimals', () => {
    const result = priceRegistration({
      ...base,
      items: [{ classId: 1, feeMinor: 1000 }],
      multiClassDiscount: { minClasses: 1, percent: 12.5 },
    })
    expect(result.discountMinor).toBe(125)
  })

  it('an empty basket costs nothing', () => {
    expect(priceRegistration({ ...base, items: [] })).toMatchObject({
      subtotalMinor: 0,
      totalMinor: 0,
    })
  })

  it.each([
    [{ currency: 'eur' }, 'invalid_currency'],
    [{ currency: 'EURO' }, 'invalid_currency'],
    [{ currency: 'XYZ' }, 'invalid_currency'],
    [{ items: [{ classId: 1, feeMinor: -100 }] }, 'invalid_fee'],
    [{ items: [{ classId: 1, feeMinor: 10.5 }] }, 'invalid_fee'],
    [
      {
        items: [
          { classId: 1, feeMinor: 100 },
          { classId: 1, feeMinor: 100 },
        ],
      },
      'duplicate_class',
    ],
    [{ vatRateBasisPoints: -1 }, 'invalid_vat_rate'],
    [{ vatRateBasisPoints: 19.5 }, 'invalid_vat_rate'],
    [{ multiClassDiscount: { minClasses: 2, percent: 150 } }, 'invalid_discount'],
    [{ multiClassDiscount: { minClasses: 2, percent: 12.345 } }, 'invalid_discount'],
    [{ multiClassDiscount: { minClasses: 0, percent: 10 } }, 'invalid_discount'],
  ] as const)('rejects %o with %s', (override, code) => {
    const attempt = () => priceRegistration({ ...base, ...override })
    expect(attempt).toThrow(PricingError)
    expect(attempt).toThrow(DomainError)
    expect(attempt).toThrow(expect.objectContaining({ code }))
  })
})

describe('currencies and VAT rates', () => {
  it('knows minor digits from Intl', () => {
    expect(currencyMinorDigits('EUR')).toBe(2)
    expect(currencyMinorDigits('SEK')).toBe(2)
    expect(currencyMinorDigits('JPY')).toBe(0)
    expect(currencyMinorDigits('KWD')).toBe(3)
    expect(() => currencyMinorDigits('ABC')).toThrow(expect.objectContaining({ code: 'invalid_currency' }))
  })

  it('accepts only well-formed, known ISO 4217 codes', () => {
    expect(['EUR', 'CHF', 'GBP', 'NOK', 'DKK', 'PLN', 'CZK'].every(isSupportedCurrency)).toBe(true)
    expect(['', 'eur', 'EU', 'EURO', 'XYZ'].some(isSupportedCurrency)).toBe(false)
  })

  it('stores VAT rates in basis points', () => {
    expect(VAT_RATES_BY_COUNTRY).toMatchObject({ DE: 1900, SE: 2500, CH: 810, FI: 2550, GB: 2000 })
    expect(Object.keys(VAT_RATES_BY_COUNTRY)).toHaveLength(17)
  })
})

describe('allocatePriceLines', () => {
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

  it('spreads discount and added VAT so lines add up to the order exactly', () => {
    const breakdown = priceRegistration({
      currency: 'SEK',
      items: [1, 2, 3].map((classId) => ({ classId, feeMinor: 1005 })),
      vatRateBasisPoints: 2500,
      vatMode: 'added',
      multiClassDiscount: { minClasses: 3, percent: 10 },
    })
    const lines = allocatePriceLines(breakdown)
    // discount 302 = 101 + 101 + 100; VAT 678 = 226 × 3
    expect(lines.map((l) => l.discountMinor)).toEqual([101, 101, 100])
    expect(sum(lines.map((l) => l.discountMinor))).toBe(breakdown.discountMinor)
    expect(sum(lines.map((l) => l.vatMinor))).toBe(breakdown.vatMinor)
    expect(sum(lines.map((l) => l.totalMinor))).toBe(breakdown.totalMinor)
    for (const line of lines) expect(line.totalMinor).toBe(line.feeMinor - line.discountMinor + line.vatMinor)
  })

  it('with VAT included the line total is its net and contains its VAT share', () => {
    const breakdown = priceRegistration({
      ...base,
      vatMode: 'included',
      items: [
        { classId: 1, feeMinor: 2500 },
        { classId: 2, feeMinor: 2000 },
      ],
      multiClassDiscount: { minClasses: 2, percent: 15 },
    })
    const lines = allocatePriceLines(breakdown)
    expect(lines).toEqual([
      { classId: 1, feeMinor: 2500, discountMinor: 375, vatMinor: 339, totalMinor: 2125 },
      { classId: 2, feeMinor: 2000, discountMinor: 300, vatMinor: 272, totalMinor: 1700 },
    ])
    expect(sum(lines.map((l) => l.totalMinor))).toBe(breakdown.totalMinor)
    expect(sum(lines.map((l) => l.vatMinor))).toBe(breakdown.vatMinor)
  })

  it('handles a single line, free lines and an empty order', () => {
    const single = priceRegistration({ ...base, items: [{ classId: 1, feeMinor: 999 }] })
    expect(allocatePriceLines(single)).toEqual([
      {
        classId: 1,
        feeMinor: 999,
        discountMinor: 0,
        vatMinor: single.vatMinor,
        totalMinor: single.totalMinor,
      },
    ])
    const free = priceRegistration({
      ...base,
      items: [
        { classId: 1, feeMinor: 0 },
        { classId: 2, feeMinor: 0 },
      ],
    })
    expect(allocatePriceLines(free).map((l) => l.totalMinor)).toEqual([0, 0])
    expect(allocatePriceLines(priceRegistration({ ...base, items: [] }))).toEqual([])
  })

  it('splits by largest remainder, ties to the earlier line', () => {
    expect(splitProportionally(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(splitProportionally(100, [1, 2])).toEqual([33, 67])
    expect(splitProportionally(1, [0, 5])).toEqual([0, 1])
    expect(splitProportionally(0, [0, 0])).toEqual([0, 0])
    expect(sum(splitProportionally(12345, [7, 13, 29, 1]))).toBe(12345)
  })
})
