import { describe, expect, it } from 'vitest'
import { KEYWORD_TYPES_MESSAGE, keywordTypeCodesSchema } from '@courtside/domain'
import { effectiveTypes, listSearchSchema, normalizeCountries } from './list-search.ts'

const tournaments = listSearchSchema('tournaments')
const travels = listSearchSchema('travels')

describe('list search params (spec sections 2 and 5)', () => {
  it('fills defaults', () => {
    expect(tournaments.parse({})).toEqual({ page: 1, tournamentState: 'open', eventType: 'tournaments' })
    expect(travels.parse({}).eventType).toBe('travels')
  })

  it('silently replaces invalid values with defaults', () => {
    const parsed = tournaments.parse({
      page: -3,
      tournamentState: 'maybe',
      eventType: 'cruises',
      keywordTournamentTypes: [1, 3],
      organizationId: 'abc',
      countries: 42,
      searchText: 17,
    })
    expect(parsed).toEqual({ page: 1, tournamentState: 'open', eventType: 'tournaments' })
    expect(tournaments.parse({ page: '2.5' }).page).toBe(1)
    expect(tournaments.parse({ page: 0 }).page).toBe(1)
  })

  it('keeps valid values and normalises them', () => {
    const parsed = tournaments.parse({
      page: '3',
      tournamentState: 'closed',
      countries: 'fr, DE,xx1,de',
      keywordTournamentTypes: [15, 3],
      organizationId: '7',
      embed: '1',
      searchText: '  Berlin  ',
    })
    expect(parsed).toEqual({
      page: 3,
      tournamentState: 'closed',
      eventType: 'tournaments',
      countries: 'DE,FR',
      keywordTournamentTypes: [3, 15],
      organizationId: 7,
      embed: true,
      searchText: 'Berlin',
    })
  })

  it.each([
    [true, true],
    ['true', true],
    ['1', true],
    [1, true],
    [false, false],
    ['false', false],
    ['0', false],
    [0, false],
  ])('normalises embed %j to %j', (value, expected) => {
    expect(tournaments.parse({ embed: value }).embed).toBe(expected)
  })

  it('explains a bad keywordTournamentTypes with the spec message', () => {
    const result = keywordTypeCodesSchema.safeParse([1, 3])
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(KEYWORD_TYPES_MESSAGE)
    expect(KEYWORD_TYPES_MESSAGE).toBe('keywordTournamentTypes must be [1,13] or [3,15]')
  })

  it('derives type codes from the event type unless given', () => {
    expect(effectiveTypes({ eventType: 'travels', keywordTournamentTypes: undefined })).toEqual([3, 15])
    expect(effectiveTypes({ eventType: 'tournaments', keywordTournamentTypes: undefined })).toEqual([1, 13])
    expect(effectiveTypes({ eventType: 'tournaments', keywordTournamentTypes: [3, 15] })).toEqual([3, 15])
  })

  it('normalises country lists', () => {
    expect(normalizeCountries('se,SE, no')).toBe('NO,SE')
    expect(normalizeCountries(',,')).toBeUndefined()
    expect(normalizeCountries(['DE'])).toBeUndefined()
  })
})
