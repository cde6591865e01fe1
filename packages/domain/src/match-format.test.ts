import { describe, expect, it } from 'vitest'
import {
  DEFAULT_MATCH_FORMAT,
  describeMatchFormat,
  gameState,
  MATCH_FORMAT_PRESETS,
  validateMatchFormat,
  validateMatchScore,
  type MatchFormat,
} from './match-format.ts'
import type { MatchDecision } from './match.ts'

const games = (scores: string) =>
  scores
    .split(' ')
    .filter(Boolean)
    .map((game) => {
      const [home = NaN, away = NaN] = game.split('-').map(Number)
      return { home, away }
    })

function stateOf(format: MatchFormat, score: string) {
  const [game] = games(score)
  if (!game) throw new Error('no game')
  const state = gameState({ format, game })
  return state.status === 'invalid' ? state.code : state.status
}

function check(format: MatchFormat, scores: string, decision?: MatchDecision) {
  return validateMatchScore({ format, results: games(scores), decision })
}

const { bo3_11, bo5_11, single_11, single_15, single_21, bo3_11_cap15, rally_bo3_21, two_games_11 } =
  MATCH_FORMAT_PRESETS

describe('gameState', () => {
  it.each([
    ['11-9', 'complete'],
    ['9-11', 'complete'],
    ['11-0', 'complete'],
    ['11-10', 'in_progress'], // win by 2: play on
    ['10-10', 'in_progress'],
    ['12-10', 'complete'],
    ['12-11', 'in_progress'],
    ['14-12', 'complete'],
    ['13-10', 'game_overplayed'], // the game ended at 12-10
    ['12-9', 'game_overplayed'], // ended at 11-9
  ])('to 11 win by 2: %s → %s', (score, expected) => {
    expect(stateOf(bo3_11, score)).toBe(expected)
  })

  it('rejects negative and non-integer scores', () => {
    expect(gameState({ format: bo3_11, game: { home: -1, away: 11 } })).toEqual({
      status: 'invalid',
      code: 'negative_score',
    })
    expect(gameState({ format: bo3_11, game: { home: 10.5, away: 3 } })).toEqual({
      status: 'invalid',
      code: 'non_integer_score',
    })
  })

  it('reports the game winner', () => {
    expect(gameState({ format: bo3_11, game: { home: 9, away: 11 } })).toEqual({
      status: 'complete',
      winner: 'away',
    })
  })

  it.each([
    ['15-14', 'complete'], // first to the cap wins by one
    ['15-13', 'complete'],
    ['14-14', 'in_progress'],
    ['14-12', 'complete'],
    ['13-11', 'complete'],
    ['16-14', 'score_above_cap'],
    ['15-12', 'game_overplayed'], // ended at 14-12
  ])('to 11 win by 2 cap 15: %s → %s', (score, expected) => {
    expect(stateOf(bo3_11_cap15, score)).toBe(expected)
  })

  it.each([
    ['11-10', 'complete'],
    ['11-9', 'complete'],
    ['12-11', 'game_overplayed'], // with win by 1 nobody can pass 11
    ['10-10', 'in_progress'],
    ['11-11', 'game_overplayed'], // cannot happen: 11-10 or 10-11 ended the game
  ])('to 11 win by 1: %s → %s', (score, expected) => {
    expect(stateOf({ ...DEFAULT_MATCH_FORMAT, winBy: 1 }, score)).toBe(expected)
  })

  it.each([
    ['15-13', 'complete'],
    ['15-14', 'in_progress'],
    ['16-14', 'complete'],
    ['17-14', 'game_overplayed'],
    ['11-9', 'in_progress'],
  ])('to 15: %s → %s', (score, expected) => {
    expect(stateOf(single_15, score)).toBe(expected)
  })

  it.each([
    ['21-19', 'complete'],
    ['21-20', 'in_progress'],
    ['22-20', 'complete'],
    ['23-20', 'game_overplayed'],
    ['15-13', 'in_progress'],
  ])('to 21 (side-out or rally): %s → %s', (score, expected) => {
    expect(stateOf(single_21, score)).toBe(expected)
    expect(stateOf(rally_bo3_21, score)).toBe(expected)
  })
})

describe('validateMatchScore', () => {
  it('accepts normal best of 3 results', () => {
    expect(check(bo3_11, '11-9 11-7')).toEqual({ ok: true })
    expect(check(bo3_11, '11-9 7-11 12-10')).toEqual({ ok: true })
    expect(check(bo3_11, '9-11 9-11')).toEqual({ ok: true })
  })

  it('treats no results and no decision as an unplayed match, not an error', () => {
    expect(check(bo3_11, '')).toEqual({ ok: true })
  })

  it('rejects impossible game scores with the index of the game', () => {
    expect(check(bo3_11, '11-10 11-5')).toEqual({
      ok: false,
      code: 'game_incomplete',
      gameIndex: 0,
    })
    expect(check(bo3_11, '11-9 13-10')).toEqual({
      ok: false,
      code: 'game_overplayed',
      gameIndex: 1,
    })
    const negative = [
      { home: 11, away: 9 },
      { home: -1, away: 11 },
    ]
    expect(validateMatchScore({ format: bo3_11, results: negative })).toEqual({
      ok: false,
      code: 'negative_score',
      gameIndex: 1,
    })
  })

  it('rejects a third game after a 2-0 and more games than best of 3 allows', () => {
    expect(check(bo3_11, '11-9 11-7 11-3')).toEqual({
      ok: false,
      code: 'game_after_match_decided',
      gameIndex: 2,
    })
    expect(check(bo3_11, '11-9 7-11 11-5 11-0')).toEqual({
      ok: false,
      code: 'too_many_games',
      gameIndex: 3,
    })
  })

  it('rejects a match that is not decided yet without a decision', () => {
    expect(check(bo3_11, '11-9')).toEqual({ ok: false, code: 'match_incomplete' })
    expect(check(bo3_11, '11-9 9-11')).toEqual({ ok: false, code: 'match_incomplete' })
  })

  it('single game formats allow exactly one game', () => {
    expect(check(single_11, '11-9')).toEqual({ ok: true })
    expect(check(single_11, '11-9 11-5')).toMatchObject({ ok: false, code: 'too_many_games' })
    expect(check(single_15, '16-14')).toEqual({ ok: true })
    expect(check(single_15, '11-9')).toMatchObject({ ok: false, code: 'game_incomplete' })
    expect(check(single_21, '21-15')).toEqual({ ok: true })
  })

  it('best of 5 needs three games won', () => {
    expect(check(bo5_11, '11-9 11-9 11-9')).toEqual({ ok: true })
    expect(check(bo5_11, '11-9 11-9 9-11 9-11 11-5')).toEqual({ ok: true })
    expect(check(bo5_11, '11-9 11-9')).toMatchObject({ ok: false, code: 'match_incomplete' })
    expect(check(bo5_11, '11-9 11-9 11-9 11-0')).toEqual({
      ok: false,
      code: 'game_after_match_decided',
      gameIndex: 3,
    })
  })

  it('cap 15: 15-14 is fine, 16-14 is not', () => {
    expect(check(bo3_11_cap15, '15-14 11-4')).toEqual({ ok: true })
    expect(check(bo3_11_cap15, '16-14 11-4')).toEqual({
      ok: false,
      code: 'score_above_cap',
      gameIndex: 0,
    })
  })

  it('rally scoring to 21', () => {
    expect(check(rally_bo3_21, '21-19 22-20')).toEqual({ ok: true })
    expect(check(rally_bo3_21, '21-20 21-5')).toMatchObject({ ok: false, code: 'game_incomplete' })
  })

  it('a retirement may end in an unfinished last game, but only the last one', () => {
    expect(check(bo3_11, '11-5 3-8', 'retired_away')).toEqual({ ok: true })
    expect(check(bo3_11, '11-5 5-11', 'retired_home')).toEqual({ ok: true })
    expect(check(bo3_11, '', 'retired_home')).toEqual({ ok: true })
    expect(check(bo3_11, '11-5 3-8')).toMatchObject({
      ok: false,
      code: 'game_incomplete',
      gameIndex: 1,
    })
    expect(check(bo3_11, '3-8 11-5', 'retired_home')).toMatchObject({
      ok: false,
      code: 'game_incomplete',
      gameIndex: 0,
    })
    expect(check(bo3_11, '11-5 11-3', 'retired_away')).toEqual({
      ok: false,
      code: 'retirement_after_match_decided',
    })
  })

  it('a walkover has no games', () => {
    expect(check(bo3_11, '', 'walkover_home')).toEqual({ ok: true })
    expect(check(bo3_11, '11-0', 'walkover_away')).toMatchObject({
      ok: false,
      code: 'walkover_with_games',
    })
  })

  it('fixed two-game format: a 1-1 draw is complete, one game is not', () => {
    expect(check(two_games_11, '11-5 5-11')).toEqual({ ok: true })
    expect(check(two_games_11, '11-5 11-5')).toEqual({ ok: true })
    expect(check(two_games_11, '11-5')).toMatchObject({ ok: false, code: 'match_incomplete' })
    expect(check(two_games_11, '11-5 5-11 11-3')).toMatchObject({
      ok: false,
      code: 'too_many_games',
    })
  })

  it('rejects a broken format instead of guessing', () => {
    expect(check({ ...bo3_11, pointsToWin: 0 }, '11-9 11-9')).toEqual({
      ok: false,
      code: 'invalid_format',
    })
  })
})

describe('validateMatchFormat', () => {
  it('accepts every preset', () => {
    for (const format of Object.values(MATCH_FORMAT_PRESETS)) {
      expect(validateMatchFormat(format)).toEqual({ ok: true })
    }
  })

  it.each([
    [{ gamesToWin: 0 }, 'gamesToWin'],
    [{ pointsToWin: 10.5 }, 'pointsToWin'],
    [{ winBy: 0 }, 'winBy'],
    [{ cap: 9 }, 'cap'],
    [{ fixedGames: -2 }, 'fixedGames'],
    [{ scoring: 'golden_point' as MatchFormat['scoring'] }, 'scoring'],
  ])('rejects %o (field %s)', (override, field) => {
    expect(validateMatchFormat({ ...DEFAULT_MATCH_FORMAT, ...override })).toEqual({
      ok: false,
      code: 'invalid_format',
      field,
    })
  })
})

describe('describeMatchFormat', () => {
  it('default is best of 3 to 11, win by 2, side-out', () => {
    expect(DEFAULT_MATCH_FORMAT).toEqual({
      gamesToWin: 2,
      pointsToWin: 11,
      winBy: 2,
      scoring: 'side_out',
    })
    expect(describeMatchFormat(DEFAULT_MATCH_FORMAT)).toEqual({
      kind: 'best_of',
      games: 3,
      pointsToWin: 11,
      winBy: 2,
      cap: null,
      scoring: 'side_out',
    })
  })

  it('describes the other presets', () => {
    expect(describeMatchFormat(bo5_11)).toMatchObject({ kind: 'best_of', games: 5 })
    expect(describeMatchFormat(single_21)).toMatchObject({
      kind: 'single_game',
      games: 1,
      pointsToWin: 21,
    })
    expect(describeMatchFormat(bo3_11_cap15)).toMatchObject({ kind: 'best_of', cap: 15 })
    expect(describeMatchFormat(rally_bo3_21)).toMatchObject({ scoring: 'rally', pointsToWin: 21 })
    expect(describeMatchFormat(two_games_11)).toMatchObject({ kind: 'fixed_games', games: 2 })
  })
})

// One table row per format preset: a full legal match, an overplayed game (play had already
// stopped a point earlier), a match one game too long and an undecided one, worked out by hand.
describe('validateMatchScore — every format preset', () => {
  const rows: [keyof typeof MATCH_FORMAT_PRESETS, string, string, string, string][] = [
    // [format, legal match, overplayed game, one game too many, undecided]
    ['bo3_11', '11-9 10-12 11-5', '13-9 11-5', '11-9 11-9 11-9', '11-9'],
    ['bo3_15', '15-13 15-17 15-0', '16-13 15-0', '15-0 15-0 15-0', '15-0 0-15'],
    ['bo5_11', '11-9 9-11 11-9 9-11 11-3', '11-9 11-9 12-9', '11-0 11-0 11-0 0-11', '11-0 11-0'],
    ['single_11', '13-11', '12-9', '11-0 11-0', ''],
    ['single_15', '15-13', '17-9', '15-0 15-0', ''],
    ['single_21', '23-21', '22-19', '21-0 21-0', ''],
    ['bo3_11_cap15', '15-14 11-9', '14-11 11-9', '11-0 11-0 11-0', '15-14'],
    ['rally_single_21', '21-19', '22-19', '21-0 21-0', ''],
    ['rally_bo3_21', '21-19 19-21 22-20', '23-19 21-0', '21-0 21-0 21-0', '21-0'],
    ['two_games_11', '11-9 9-11', '11-9 13-9', '11-0 11-0 11-0', '11-0'],
  ]

  it.each(rows)('%s', (key, legal, overplayed, tooLong, undecided) => {
    const format = MATCH_FORMAT_PRESETS[key]
    expect(check(format, legal)).toEqual({ ok: true })
    expect(check(format, overplayed)).toMatchObject({ ok: false, code: 'game_overplayed' })
    const long = check(format, tooLong)
    expect(long.ok).toBe(false)
    expect(['too_many_games', 'game_after_match_decided']).toContain(long.ok ? '' : long.code)
    if (undecided) expect(check(format, undecided)).toEqual({ ok: false, code: 'match_incomplete' })
    // A walkover never has games; an unplayed match (no games, no decision) is not an error.
    expect(check(format, '', 'walkover_home')).toEqual({ ok: true })
    expect(check(format, '11-0', 'walkover_away')).toMatchObject({ ok: false, code: 'walkover_with_games' })
    expect(check(format, '')).toEqual({ ok: true })
  })
})
