import { MATCH_FORMAT_PRESETS } from '@courtside/domain'
import type { MatchFormat } from '../../queries/manage-types.ts'

// The class form offers USA Pickleball's formats (domain presets) or a custom one. The API's
// match format has no `fixedGames` (formats with a possible draw are not offered here).
export const FORMAT_PRESETS: Record<string, MatchFormat> = Object.fromEntries(
  Object.entries(MATCH_FORMAT_PRESETS)
    .filter(([, format]) => !('fixedGames' in format))
    .map(([key, format]) => [
      key,
      {
        gamesToWin: format.gamesToWin,
        pointsToWin: format.pointsToWin,
        winBy: format.winBy,
        scoring: format.scoring,
        ...('cap' in format && format.cap ? { cap: format.cap } : {}),
      },
    ]),
)

export const CUSTOM = 'custom'

/** The preset a stored format equals, or 'custom'. */
export function presetOf(format: MatchFormat): string {
  const match = Object.entries(FORMAT_PRESETS).find(
    ([, preset]) =>
      preset.gamesToWin === format.gamesToWin &&
      preset.pointsToWin === format.pointsToWin &&
      preset.winBy === format.winBy &&
      preset.scoring === format.scoring &&
      (preset.cap ?? null) === (format.cap ?? null),
  )
  return match ? match[0] : CUSTOM
}
