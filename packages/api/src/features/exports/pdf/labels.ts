// Round and match labels for the printed sheets, in the event's language.
import { roundName, type DrawMatch, type MatchResult } from '@courtside/domain'
import type { Translate } from './translator.ts'

export function roundLabel(
  t: Translate,
  match: DrawMatch,
  matches: readonly DrawMatch[],
  groupName?: string,
): string {
  if (match.stage === 'group') {
    return `${t('manage.draw.group', { name: groupName ?? '' })} · ${t('manage.draw.round', { n: match.round })}`
  }
  if (match.stage === 'third_place') return t('manage.exports.pdf.thirdPlace')
  const count = matches.filter((m) => m.stage === match.stage && m.round === match.round).length
  const name = roundName(count)
  const label = name.key === 'round_n' ? t('rounds.round_n', { n: name.n }) : t(`rounds.${name.key}`)
  return match.stage === 'consolation' ? `${t('manage.exports.pdf.consolation')} · ${label}` : label
}

/** "11-5 11-7", or the decision ("Walkover") when there are no games. */
export function scoreText(t: Translate, result: MatchResult | null): string {
  if (!result) return ''
  const games = result.results.map((game) => `${game.home}-${game.away}`).join(' ')
  const decision = result.decision ? t(`manage.draw.decisionShort.${result.decision}`) : ''
  return [games, decision].filter(Boolean).join(' · ')
}
