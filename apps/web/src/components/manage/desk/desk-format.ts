import type { TFunction } from 'i18next'
import type { DeskMatch } from './desk-queries.ts'

// Node's and Chromium's ICU differ in the spaces inside times (STACK-NOTES): one plain space.
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ')

/** A time on the event's clock in the page's language. */
export function eventTime(locale: string, timeZone: string, iso: string): string {
  return plain(new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(iso)))
}

/** Whole minutes since `iso`, as "12 min" in the page's language. */
export function elapsed(locale: string, iso: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000))
  return plain(
    new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'short' }).format(minutes),
  )
}

/** "Open Singles · Round 1" and "Ada – Ben" of a desk match. */
export function stageLabel(t: TFunction, match: DeskMatch): string {
  const stage =
    match.stage === 'group'
      ? t('manage.schedule.stage.group', { group: match.group ?? '' })
      : t(`manage.schedule.stage.${match.stage}`, { round: match.round })
  return `${match.className} · ${stage}`
}

export const sidesLabel = (match: DeskMatch) => `${match.home ?? '—'} – ${match.away ?? '—'}`
