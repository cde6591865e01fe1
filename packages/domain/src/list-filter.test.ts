import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  KEYWORD_TYPES_MESSAGE,
  countriesFilter,
  featuredFilter,
  tournamentListFilter,
} from './list-filter.ts'

describe('the tournament list filter (API query)', () => {
  it('fills the defaults: upcoming tournaments, first page of 12', () => {
    expect(tournamentListFilter.parse({})).toEqual({
      offset: 0,
      limit: 12,
      tournamentState: 'open',
      keywordTournamentTypes: [1, 13],
    })
  })

  it('reads type codes as a list, a JSON array or repeated keys, sorted', () => {
    for (const keywordTournamentTypes of ['15,3', '[3,15]', ['15', '3']])
      expect(featuredFilter.parse({ keywordTournamentTypes }).keywordTournamentTypes).toEqual([3, 15])
  })

  it('refuses any other set of type codes with the one message', () => {
    for (const keywordTournamentTypes of ['1', '1,3', '[1,13,3]'])
      expect(z.safeParse(countriesFilter, { keywordTournamentTypes }).error?.issues[0]?.message).toBe(
        KEYWORD_TYPES_MESSAGE,
      )
  })

  it('upper-cases country codes and refuses what is not alpha-2', () => {
    expect(tournamentListFilter.parse({ countries: 'de, fr' }).countries).toEqual(['DE', 'FR'])
    expect(z.safeParse(tournamentListFilter, { countries: 'deu' }).success).toBe(false)
    expect(z.safeParse(tournamentListFilter, { search: 'a'.repeat(101) }).success).toBe(false)
  })
})
