import { describe, expect, it } from 'vitest'
import { entryName, partnerRuleFor, ratingReasons, refundDeadline } from './rules.ts'

describe('ratingReasons', () => {
  const limits = { ratingMin: 3.5, ratingMax: 4.0, classType: 2 }

  it('has nothing to say about classes without limits', () => {
    expect(ratingReasons({ ratingMin: null, ratingMax: null, classType: 1, memberRatings: [null] })).toEqual(
      [],
    )
  })

  it('counts the higher-rated partner in doubles', () => {
    expect(ratingReasons({ ...limits, memberRatings: [3.2, 3.8] })).toEqual([])
    expect(ratingReasons({ ...limits, memberRatings: [3.2, 4.2] })).toEqual([
      { code: 'RATING_TOO_HIGH', rating: 4.2, max: 4.0, ratingKind: 'doubles' },
    ])
    expect(ratingReasons({ ...limits, memberRatings: [3.2, 3.1] })).toEqual([
      { code: 'RATING_TOO_LOW', rating: 3.2, min: 3.5, ratingKind: 'doubles' },
    ])
  })

  it('limits are inclusive', () => {
    expect(ratingReasons({ ...limits, memberRatings: [3.5] })).toEqual([])
    expect(ratingReasons({ ...limits, memberRatings: [4.0] })).toEqual([])
  })

  it('needs a rating from every member, singles ratings for singles', () => {
    expect(ratingReasons({ ...limits, classType: 1, memberRatings: [null] })).toEqual([
      { code: 'RATING_MISSING', ratingKind: 'singles' },
    ])
    expect(ratingReasons({ ...limits, memberRatings: [3.6, null] })).toEqual([
      { code: 'RATING_MISSING', ratingKind: 'doubles' },
    ])
  })
})

describe('partner rules and names', () => {
  it('singles and cup take no partner, doubles one, teams several', () => {
    expect(partnerRuleFor(1).maxPartners).toBe(0)
    expect(partnerRuleFor(3).maxPartners).toBe(0)
    expect(partnerRuleFor(2)).toEqual({ maxPartners: 1, allowsOpenSlot: true })
    expect(partnerRuleFor(4).maxPartners).toBe(7)
  })

  it('names entries like the seeded ones', () => {
    const ann = { firstName: 'Ann', lastName: 'Smith' }
    const bo = { firstName: 'Bo', lastName: 'Jones' }
    expect(entryName({ classType: 1, members: [ann] })).toBe('Ann Smith')
    expect(entryName({ classType: 2, members: [ann, bo] })).toBe('Smith / Jones')
    expect(entryName({ classType: 2, members: [ann] })).toBe('Smith')
    expect(entryName({ classType: 4, members: [ann, bo], teamName: ' Dinkers ' })).toBe('Dinkers')
    expect(entryName({ classType: 4, members: [ann] })).toBe('Team Smith')
  })

  it('refunds until refundUntilDays before the start', () => {
    expect(refundDeadline(new Date('2026-12-20T09:00:00Z'), 14).toISOString()).toBe(
      '2026-12-06T09:00:00.000Z',
    )
  })
})
