import { describe, expect, it } from 'vitest'
import { MATCH_FORMAT_PRESETS } from './match-format.ts'
import { decisionWinner, gameWinner, matchOutcome, openSlot, isOpenSlot } from './match.ts'

const games = (scores: string) =>
  scores
    .split(' ')
    .filter(Boolean)
    .map((game) => {
      const [home = NaN, away = NaN] = game.split('-').map(Number)
      return { home, away }
    })

describe('matchOutcome', () => {
  it('home wins 2-0 and totals the points', () => {
    expect(matchOutcome({ results: games('11-9 11-7') })).toEqual({
      winner: 'home',
      homeGames: 2,
      awayGames: 0,
      homePoints: 22,
      awayPoints: 16,
      isPlayed: true,
    })
  })

  it('away wins 2-1', () => {
    expect(matchOutcome({ results: games('9-11 11-7 5-11') })).toMatchObject({
      winner: 'away',
      homeGames: 1,
      awayGames: 2,
      homePoints: 25,
      awayPoints: 29,
    })
  })

  it('no results and no decision is unplayed (the UI shows "vs")', () => {
    expect(matchOutcome({ results: [] })).toEqual({
      winner: null,
      homeGames: 0,
      awayGames: 0,
      homePoints: 0,
      awayPoints: 0,
      isPlayed: false,
    })
    expect(matchOutcome({ results: [], decision: null }).winner).toBeNull()
  })

  it('equal games is a draw, and an equal game score counts for nobody', () => {
    expect(matchOutcome({ results: games('11-5 5-11') }).winner).toBe('draw')
    expect(matchOutcome({ results: games('5-5') })).toMatchObject({
      winner: 'draw',
      homeGames: 0,
      awayGames: 0,
      homePoints: 5,
    })
  })

  it('a walkover names the side that was awarded the match', () => {
    expect(matchOutcome({ results: [], decision: 'walkover_home' })).toMatchObject({
      winner: 'home',
      homeGames: 0,
      isPlayed: true,
    })
    expect(matchOutcome({ results: [], decision: 'walkover_away' }).winner).toBe('away')
  })

  it('a retirement names the side that retired, so the other side wins', () => {
    // home leads in games and points, but retired
    expect(matchOutcome({ results: games('11-5 8-3'), decision: 'retired_home' }).winner).toBe('away')
    expect(matchOutcome({ results: games('5-11 3-8'), decision: 'retired_away' }).winner).toBe('home')
  })

  it('a decision overrides the game count', () => {
    expect(matchOutcome({ results: games('11-5 11-5'), decision: 'walkover_away' }).winner).toBe('away')
  })

  it('with a format, the unfinished last game of a retired match is nobody’s game', () => {
    const match = { results: games('11-5 3-8'), decision: 'retired_away' as const }
    expect(matchOutcome(match)).toMatchObject({ homeGames: 1, awayGames: 1 })
    expect(matchOutcome(match, { format: MATCH_FORMAT_PRESETS.bo3_11 })).toMatchObject({
      winner: 'home',
      homeGames: 1,
      awayGames: 0,
      homePoints: 14,
      awayPoints: 13,
    })
    // a finished last game still counts
    const finished = { results: games('11-5 5-11'), decision: 'retired_away' as const }
    expect(matchOutcome(finished, { format: MATCH_FORMAT_PRESETS.bo3_11 })).toMatchObject({
      homeGames: 1,
      awayGames: 1,
    })
  })
})

describe('gameWinner / decisionWinner', () => {
  it('maps scores and decisions to sides', () => {
    expect([gameWinner({ home: 11, away: 9 }), gameWinner({ home: 9, away: 11 })]).toEqual(['home', 'away'])
    expect(gameWinner({ home: 4, away: 4 })).toBeNull()
    expect(
      (['walkover_home', 'walkover_away', 'retired_home', 'retired_away'] as const).map(decisionWinner),
    ).toEqual(['home', 'away', 'away', 'home'])
    expect(decisionWinner(null)).toBeNull()
  })
})

describe('openSlot', () => {
  it('is true only when player 1 is there and player 2 is missing', () => {
    expect(openSlot({ player1: { id: 1 }, player2: null })).toBe(true)
    expect(openSlot({ player1: 7 })).toBe(true)
    expect(openSlot({ player1: 0, player2: undefined })).toBe(true)
    expect(openSlot({ player1: 7, player2: 8 })).toBe(false)
    expect(openSlot({ player1: null, player2: null })).toBe(false)
    expect(openSlot({ player1: null, player2: 8 })).toBe(false)
    expect(isOpenSlot).toBe(openSlot)
  })
})
