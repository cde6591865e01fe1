// Text of the court board and the live panel: sides (names or the draw's placeholders), scores
// and times in the event's time zone, formatted with Intl in the page's language.
import type { LiveMatch, LiveSide } from '@courtside/api/types'
import { INTL_LOCALE, type Locale } from '../../i18n/locales.ts'
import { normalizeSpaces } from '../../lib/format.ts'
import { placeholderLabel, type Translate } from '../class/class-model.ts'

export function sideLabel(side: LiveSide, t: Translate): string {
  return side.name ?? placeholderLabel(side.placeholder, t)
}

/** "11–4 · 11–6", or the decision in words (a walkover has no games). */
export function scoreText(match: Pick<LiveMatch, 'games' | 'decision'>, t: Translate): string {
  const games = match.games.map((game) => `${game.home}–${game.away}`).join(' · ')
  if (match.decision?.startsWith('walkover')) return t('live.walkover')
  if (match.decision?.startsWith('retired'))
    return games ? `${games} (${t('live.retired')})` : t('live.retired')
  return games
}

const formats = new Map<string, Intl.DateTimeFormat>()

function formatter(key: string, locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], options)
    formats.set(key, format)
  }
  return format
}

/** "14:05" in the event's zone. */
export function formatTime(iso: string | Date, locale: Locale, timeZone: string, seconds = false): string {
  const format = formatter(`t:${locale}:${timeZone}:${seconds}`, locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' as const } : {}),
    timeZone,
  })
  return normalizeSpaces(format.format(typeof iso === 'string' ? new Date(iso) : iso))
}

/** "Europe/Berlin" → "Europe/Berlin" as people read it ("America/New_York" → "America/New York"). */
export function zoneLabel(timeZone: string): string {
  return timeZone.replace(/_/g, ' ')
}
