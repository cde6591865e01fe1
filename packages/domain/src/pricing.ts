import { DomainError } from './errors.ts'
import { divideRoundHalfUp, toSafeNumber } from './rounding.ts'

export type VatMode = 'included' | 'added'

export type PricingErrorCode =
  'invalid_currency' | 'invalid_fee' | 'duplicate_class' | 'invalid_vat_rate' | 'invalid_discount'

export class PricingError extends DomainError<PricingErrorCode> {
  constructor(code: PricingErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details)
    this.name = 'PricingError'
  }
}

/** Standard VAT rates, in basis points (1900 = 19 %), for the countries we seed events in. */
export const VAT_RATES_BY_COUNTRY = {
  AT: 2000,
  BE: 2100,
  CH: 810,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  IE: 2300,
  IT: 2200,
  NL: 2100,
  NO: 2500,
  PL: 2300,
  PT: 2300,
  SE: 2500,
} as const satisfies Record<string, number>

const BASIS_POINTS = 10_000n

let supportedCurrencies: ReadonlySet<string> | undefined

export function isSupportedCurrency(currency: string): boolean {
  if (!/^[A-Z]{3}$/.test(currency)) return false
  // Intl.NumberFormat accepts any well-formed code (it would format "XYZ" with 2 decimals), so
  // ask for the list of currencies the runtime actually knows.
  supportedCurrencies ??= new Set(Intl.supportedValuesOf('currency'))
  return supportedCurrencies.has(currency)
}

/** Decimal places of the currency's minor unit: EUR 2, SEK 2, JPY 0. */
export function currencyMinorDigits(currency: string): number {
  if (!isSupportedCurrency(currency)) {
    throw new PricingError('invalid_currency', `Unknown currency ${currency}`, { currency })
  }
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number
}

export type PriceItem = { classId: number; feeMinor: number }

export type PriceInput = {
  currency: string
  items: readonly PriceItem[]
  vatRateBasisPoints: number
  vatMode: VatMode
  /** `percent` may have up to two decimals (12.5); it is applied to the subtotal. */
  multiClassDiscount?: { minClasses: number; percent: number } | null
}

export type PriceBreakdown = {
  currency: string
  minorDigits: number
  lines: { classId: number; feeMinor: number }[]
  subtotalMinor: number
  discountMinor: number
  netMinor: number
  vatMinor: number
  totalMinor: number
  vatMode: VatMode
  vatRateBasisPoints: number
}

function discountBasisPoints(discount: { minClasses: number; percent: number }): bigint {
  const basisPoints = Math.round(discount.percent * 100)
  const isExact = Math.abs(discount.percent * 100 - basisPoints) < 1e-9
  if (!Number.isInteger(discount.minClasses) || discount.minClasses < 1) {
    throw new PricingError('invalid_discount', 'minClasses must be a positive integer')
  }
  if (!Number.isFinite(discount.percent) || !isExact || basisPoints < 0 || basisPoints > 10_000) {
    throw new PricingError('invalid_discount', 'percent must be 0–100 with at most two decimals')
  }
  return BigInt(basisPoints)
}

/**
 * Prices a registration. Money is integer minor units throughout and every rounding is half up
 * on exact integer fractions:
 * - discount = round(subtotal × percent), only when at least `minClasses` classes are booked;
 * - net = subtotal − discount;
 * - VAT added: vat = round(net × rate), total = net + vat;
 * - VAT included: total = net, vat = round(total × rate / (1 + rate)).
 */
export function priceRegistration(input: PriceInput): PriceBreakdown {
  const minorDigits = currencyMinorDigits(input.currency)
  const { vatRateBasisPoints: rate } = input
  if (!Number.isInteger(rate) || rate < 0) {
    throw new PricingError('invalid_vat_rate', `VAT rate ${rate} bp is not a non-negative integer`)
  }
  const seenClassIds = new Set<number>()
  for (const item of input.items) {
    if (!Number.isSafeInteger(item.feeMinor) || item.feeMinor < 0) {
      throw new PricingError('invalid_fee', `Fee ${item.feeMinor} of class ${item.classId}`, {
        classId: item.classId,
      })
    }
    if (seenClassIds.has(item.classId)) {
      throw new PricingError('duplicate_class', `Class ${item.classId} is listed twice`, {
        classId: item.classId,
      })
    }
    seenClassIds.add(item.classId)
  }

  const subtotal = input.items.reduce((sum, item) => sum + BigInt(item.feeMinor), 0n)
  const discount = input.multiClassDiscount
  let discountMinor = 0n
  if (discount != null) {
    const basisPoints = discountBasisPoints(discount)
    if (input.items.length >= discount.minClasses) {
      discountMinor = divideRoundHalfUp(subtotal * basisPoints, BASIS_POINTS)
    }
  }
  const net = subtotal - discountMinor
  const vatRate = BigInt(rate)
  const vat =
    input.vatMode === 'added'
      ? divideRoundHalfUp(net * vatRate, BASIS_POINTS)
      : divideRoundHalfUp(net * vatRate, BASIS_POINTS + vatRate)
  const total = input.vatMode === 'added' ? net + vat : net

  return {
    currency: input.currency,
    minorDigits,
    lines: input.items.map((item) => ({ classId: item.classId, feeMinor: item.feeMinor })),
    subtotalMinor: toSafeNumber(subtotal),
    discountMinor: toSafeNumber(discountMinor),
    netMinor: toSafeNumber(net),
    vatMinor: toSafeNumber(vat),
    totalMinor: toSafeNumber(total),
    vatMode: input.vatMode,
    vatRateBasisPoints: rate,
  }
}

export type PriceLineShare = {
  classId: number
  feeMinor: number
  discountMinor: number
  vatMinor: number
  /** What this line costs of the order's total; the lines add up to `totalMinor` exactly. */
  totalMinor: number
}

/**
 * Largest-remainder split of `amount` in proportion to `weights`: every share is within one minor
 * unit of its exact value and the shares add up to `amount`. Ties go to the earlier line, so the
 * split is deterministic.
 */
export function splitProportionally(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + BigInt(w), 0n)
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) {
    throw new PricingError('invalid_fee', 'Weights must be non-negative integers')
  }
  if (total === 0n) {
    // Nothing to weigh by: the amount (normally 0) goes to the first line.
    return weights.map((_, i) => (i === 0 ? amount : 0))
  }
  const target = BigInt(amount)
  const shares = weights.map((w) => (target * BigInt(w)) / total)
  const remainders = weights.map((w, i) => ({ i, rest: (target * BigInt(w)) % total }))
  let left = target - shares.reduce((sum, s) => sum + s, 0n)
  remainders.sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1))
  for (const { i } of remainders) {
    if (left <= 0n) break
    shares[i] = (shares[i] as bigint) + 1n
    left -= 1n
  }
  return shares.map(toSafeNumber)
}

/**
 * The order's discount and VAT spread over its lines (discount by fee, VAT by each line's net),
 * so a single entry can be refunded for exactly what it cost. Sums match the breakdown.
 */
export function allocatePriceLines(breakdown: PriceBreakdown): PriceLineShare[] {
  const fees = breakdown.lines.map((line) => line.feeMinor)
  const discounts = splitProportionally(breakdown.discountMinor, fees)
  const nets = fees.map((fee, i) => fee - (discounts[i] ?? 0))
  const vats = splitProportionally(breakdown.vatMinor, nets)
  return breakdown.lines.map((line, i) => {
    const net = nets[i] ?? 0
    const vat = vats[i] ?? 0
    return {
      classId: line.classId,
      feeMinor: line.feeMinor,
      discountMinor: discounts[i] ?? 0,
      vatMinor: vat,
      totalMinor: breakdown.vatMode === 'added' ? net + vat : net,
    }
  })
}
