import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { createThrottle, throttleKey, type Throttle } from '../../adapters/identity/throttle.ts'
import { DATABASE_KINDS, openTestDatabase } from '../../test/databases.ts'
import type { DatabaseHandle } from '@courtside/db'

// The brute-force lockout both identity adapters share (adapters/identity/throttle.ts), on a
// controlled clock: after 5 failures 2^(n−5) seconds, at most 15 minutes; reset by a success or
// by 15 quiet minutes.

describe.each(DATABASE_KINDS)('lockout on %s', (kind) => {
  let database: DatabaseHandle
  let clock = Date.UTC(2026, 10, 23, 10, 0, 0)
  let throttle: Throttle
  const advance = (ms: number) => (clock += ms)

  beforeAll(async () => {
    database = await openTestDatabase(kind)
    throttle = createThrottle(database.db, () => new Date(clock))
  })
  afterAll(async () => {
    await database.close()
  })

  /** Seconds the key stays locked (0 when open), as the 429's Retry-After says. */
  async function lockedFor(key: string): Promise<number> {
    try {
      await throttle.assertOpen(key)
      return 0
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 429) throw error
      return Number(error.headers?.['retry-after'])
    }
  }

  /** A failed attempt made as soon as the key opens again. */
  async function failWhenOpen(key: string): Promise<void> {
    advance((await lockedFor(key)) * 1000)
    await throttle.recordFailure(key)
  }

  it('lets 4 failures pass, then locks for 1, 2, 4 … seconds, capped at 15 minutes', async () => {
    const key = throttleKey('login', 'brute@example.com')
    for (let i = 0; i < 4; i++) await failWhenOpen(key)
    expect(await lockedFor(key)).toBe(0)
    const locks: number[] = []
    for (let failures = 5; failures <= 16; failures++) {
      await failWhenOpen(key)
      locks.push(await lockedFor(key))
    }
    expect(locks).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900])
  })

  it('a success resets the count', async () => {
    const key = throttleKey('login', 'forgetful@example.com')
    for (let i = 0; i < 5; i++) await failWhenOpen(key)
    expect(await lockedFor(key)).toBe(1)
    advance(1000)
    await throttle.reset(key)
    await throttle.recordFailure(key)
    expect(await lockedFor(key)).toBe(0)
  })

  it('15 quiet minutes reset the count', async () => {
    const key = throttleKey('login', 'patient@example.com')
    for (let i = 0; i < 7; i++) await failWhenOpen(key)
    expect(await lockedFor(key)).toBe(4)
    advance(15 * 60 * 1000 + 1)
    await throttle.recordFailure(key)
    expect(await lockedFor(key)).toBe(0)
  })

  it('keys are independent and do not reveal the identifier', () => {
    expect(throttleKey('login', 'A@example.com')).toBe(throttleKey('login', 'a@example.com'))
    expect(throttleKey('login', 'a@example.com')).not.toBe(throttleKey('mfa', 'a@example.com'))
    expect(throttleKey('login', 'a@example.com')).not.toContain('example')
  })
})
