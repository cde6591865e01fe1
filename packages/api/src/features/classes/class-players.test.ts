import { describe, expect, it } from 'vitest'
import type { ClassPlayer } from './types.ts'
import { indexPlayers } from './class-players.ts'

const player = (id: number, firstName: string, lastName: string): ClassPlayer => ({
  id,
  firstName,
  lastName,
  avatar: null,
  duprRatingSingles: null,
  duprRatingDoubles: 4.125,
  country: 'SE',
})

describe('indexPlayers', () => {
  it('keeps each player once, by id, and orders the ids by last name, first name and id', () => {
    const zoe = player(3, 'Zoë', 'Åkesson')
    const ada = player(7, 'Ada', 'Berg')
    const bo = player(5, 'Bo', 'Berg')
    const ada2 = player(2, 'Ada', 'Berg')
    const { players, playerIds } = indexPlayers([ada, zoe, bo, ada2, { ...ada, firstName: 'copy' }])
    expect(players).toEqual({ 2: ada2, 3: zoe, 5: bo, 7: ada })
    // The root collation puts "Å" with the A's (the databases' "C" order would put it after Z).
    expect(playerIds).toEqual([3, 2, 7, 5])
  })

  it('answers an empty map for a class without entries', () => {
    expect(indexPlayers([])).toEqual({ players: {}, playerIds: [] })
  })
})
