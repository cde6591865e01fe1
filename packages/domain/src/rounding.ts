// Integer-only rounding so money and ranking points never pick up float error (0.1 + 0.2).

/** round(numerator / denominator), halves away from zero, on integers of any size. */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero')
  const isNegative = numerator < 0n !== denominator < 0n
  const absNumerator = numerator < 0n ? -numerator : numerator
  const absDenominator = denominator < 0n ? -denominator : denominator
  const rounded = (absNumerator * 2n + absDenominator) / (absDenominator * 2n)
  return isNegative ? -rounded : rounded
}

export function toSafeNumber(value: bigint): number {
  const result = Number(value)
  if (!Number.isSafeInteger(result)) throw new RangeError(`${value} is not a safe integer`)
  return result
}
