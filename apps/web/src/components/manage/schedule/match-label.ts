import type { TFunction } from 'i18next'
import type { Conflict, SlotView } from '../../../queries/schedule.ts'

/** "Knockout · Round 2 · Ada – Ben": class, stage and sides of a planned match. */
export function matchLabel(t: TFunction, match: SlotView): string {
  const stage =
    match.stage === 'group'
      ? t('manage.schedule.stage.group', { group: match.group ?? '' })
      : t(`manage.schedule.stage.${match.stage}`, { round: match.round })
  const sides = `${match.home ?? '—'} – ${match.away ?? '—'}`
  return `${match.className} · ${stage} · ${sides}`
}

/** One conflict as a sentence; `nameOf` gives a match's label by id. */
export function conflictText(t: TFunction, conflict: Conflict, nameOf: (id: number) => string): string {
  return t(`manage.schedule.conflict.${conflict.kind}`, {
    matches: conflict.matchIds.map(nameOf).join(' / '),
    player: conflict.playerName ?? '',
    day: conflict.day ?? '',
  })
}
