import { describe, expect, it } from 'vitest'
import { numberOrNull } from './numeric.ts'

describe('numberOrNull', () => {
  it('reads a numeric column from either driver as a number', () => {
    expect(numberOrNull('4.250')).toBe(4.25)
    expect(numberOrNull(3.5)).toBe(3.5)
    expect(numberOrNull('0')).toBe(0)
  })

  it('keeps null and turns what is not a finite number into null', () => {
    expect(numberOrNull(null)).toBeNull()
    expect(numberOrNull('abc')).toBeNull()
    expect(numberOrNull('Infinity')).toBeNull()
  })
})
