// How long a court is booked for one match, per match format preset: an experienced director's
// planning figures (play plus warm-up and changeover), editable per event. A class stores its
// format, not a preset key, so the format is matched back to its preset; anything else is 'custom'.
import { MATCH_FORMAT_PRESETS, type MatchFormat, type MatchFormatPresetKey } from '../match-format.ts'

export type DurationKey = MatchFormatPresetKey | 'custom'

export const DEFAULT_MATCH_DURATIONS: Readonly<Record<DurationKey, number>> = {
  single_11: 15,
  single_15: 20,
  single_21: 25,
  rally_single_21: 20,
  two_games_11: 30,
  bo3_11: 35,
  bo3_11_cap15: 40,
  bo3_15: 45,
  rally_bo3_21: 40,
  bo5_11: 55,
  custom: 40,
}

export const DURATION_KEYS = Object.keys(DEFAULT_MATCH_DURATIONS) as DurationKey[]

const same = (a: MatchFormat, b: MatchFormat) =>
  a.gamesToWin === b.gamesToWin &&
  a.pointsToWin === b.pointsToWin &&
  a.winBy === b.winBy &&
  a.scoring === b.scoring &&
  (a.cap ?? null) === (b.cap ?? null) &&
  (a.fixedGames ?? null) === (b.fixedGames ?? null)

/** The preset a format is, or 'custom'. */
export function durationKeyOf(format: MatchFormat): DurationKey {
  for (const [key, preset] of Object.entries(MATCH_FORMAT_PRESETS)) {
    if (same(format, preset)) return key as MatchFormatPresetKey
  }
  return 'custom'
}

/** Minutes for a match of `format`: the event's override for its preset, else the default. */
export function matchDurationMinutes(
  format: MatchFormat,
  overrides: Partial<Record<string, number>> = {},
): number {
  const key = durationKeyOf(format)
  return overrides[key] ?? DEFAULT_MATCH_DURATIONS[key]
}
