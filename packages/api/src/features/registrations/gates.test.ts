import { describe, expect, it } from 'vitest'
import { ageOn, gateReasons, type GateClass } from './gates.ts'

const senior: GateClass = {
  gender: 'open',
  minAge: 50,
  maxAge: null,
  ageReferenceDate: null,
  eventStart: new Date('2026-06-13T08:00:00Z'),
}

describe('class gates', () => {
  it('refuses a player born in 1985 from a 50+ class and admits one born in 1976', () => {
    expect(gateReasons(senior, { gender: 'female', birthYear: 1985 })).toEqual([
      { code: 'TOO_YOUNG', min: 50 },
    ])
    expect(gateReasons(senior, { gender: 'female', birthYear: 1976 })).toEqual([])
  })

  it('measures age in the calendar year of the reference date when one is set', () => {
    expect(ageOn(1976, { ...senior, ageReferenceDate: '2025-12-31' })).toBe(49)
    expect(
      gateReasons({ ...senior, ageReferenceDate: '2025-12-31' }, { gender: null, birthYear: 1976 }),
    ).toEqual([{ code: 'TOO_YOUNG', min: 50 }])
  })

  it('needs a birth year for an age gate and a disclosed gender for a men or women class', () => {
    expect(gateReasons(senior, { gender: 'male', birthYear: null })).toEqual([{ code: 'AGE_MISSING' }])
    const women: GateClass = { ...senior, gender: 'women', minAge: null }
    expect(gateReasons(women, { gender: 'male', birthYear: 1990 })).toEqual([
      { code: 'GENDER_MISMATCH', required: 'women' },
    ])
    expect(gateReasons(women, { gender: 'undisclosed', birthYear: 1990 })).toEqual([
      { code: 'GENDER_MISSING' },
    ])
    expect(gateReasons(women, { gender: 'female', birthYear: 1990 })).toEqual([])
  })

  it('applies a maximum age (juniors) and lets anyone into an open class without limits', () => {
    const juniors: GateClass = { ...senior, minAge: null, maxAge: 18 }
    expect(gateReasons(juniors, { gender: 'male', birthYear: 2007 })).toEqual([{ code: 'TOO_OLD', max: 18 }])
    expect(gateReasons(juniors, { gender: 'male', birthYear: 2008 })).toEqual([])
    expect(gateReasons({ ...senior, minAge: null }, { gender: null, birthYear: null })).toEqual([])
  })
})
