import { describe, expect, it } from 'vitest'
import { DomainError, isDomainError } from './errors.ts'

describe('DomainError', () => {
  it('is an Error with a stable code, optional details and the code as default message', () => {
    const error = new DomainError('invalid_fee', undefined, { classId: 3 })
    expect(error).toBeInstanceOf(Error)
    expect(error.code).toBe('invalid_fee')
    expect(error.message).toBe('invalid_fee')
    expect(error.details).toEqual({ classId: 3 })
    expect(error.name).toBe('DomainError')
    expect(isDomainError(error)).toBe(true)
    expect(isDomainError(new Error('x'))).toBe(false)
  })
})
