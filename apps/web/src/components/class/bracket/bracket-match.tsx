// One match box of the bracket: cheaper than a MatchCard (plain elements, one DUPR badge per
// player, no avatars, no time or court), because a 128-entry class draws 127 of them on the
// server. The match card in the list view keeps the details.
import type { ClassMatch, ClassPlayer, ClassPlayers } from '@courtside/api/types'
import { ClassType, type Side } from '@courtside/domain'
import { memo } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatNumber } from '../../../lib/format.ts'
import {
  placeholderLabel,
  playerName,
  sideOf,
  type ClassLookup,
  type RatingKind,
  type SideView,
} from '../class-model.ts'
import { resultSummary, sideName } from '../match-card.tsx'
import { DuprBadge } from '../player-badge.tsx'
import classes from './bracket.module.css'

function Names({
  view,
  classType,
  kind,
  locale,
}: {
  view: SideView
  classType: number
  kind: RatingKind
  locale: Locale
}) {
  const { t } = useTranslation()
  if (!view.team) return <span className={classes.placeholder}>{placeholderLabel(view.placeholder, t)}</span>
  if (classType === ClassType.Teams || !view.player1)
    return <span className={classes.name}>{view.team.name}</span>
  const players = [view.player1, view.player2].filter((p): p is ClassPlayer => p !== null)
  return (
    <>
      {players.map((player) => (
        <span key={player.id} className={classes.player}>
          <span className={classes.name}>{playerName(player)}</span>
          <DuprBadge player={player} kind={kind} locale={locale} />
        </span>
      ))}
    </>
  )
}

function SideRow({
  match,
  side,
  players,
  lookup,
  classType,
  kind,
  locale,
}: {
  match: ClassMatch
  side: Side
  players: ClassPlayers
  lookup: ClassLookup
  classType: number
  kind: RatingKind
  locale: Locale
}) {
  const { t } = useTranslation()
  const view = sideOf(match, side, players)
  const isWinner = match.outcome.winner === side
  const seed = view.team ? lookup.teamById.get(view.team.id)?.seed : null
  const other: Side = side === 'home' ? 'away' : 'home'
  return (
    <div className={classes.side} data-winner={isWinner || undefined}>
      <span className={classes.seed}>
        {seed ? (
          <>
            <span className={classes.srOnly}>{t('class.bracket.seed')} </span>
            {formatNumber(seed, locale)}
          </>
        ) : null}
      </span>
      <span className={classes.names}>
        <Names view={view} classType={classType} kind={kind} locale={locale} />
      </span>
      {isWinner && (
        <span className={classes.tick} aria-hidden="true">
          ✓
        </span>
      )}
      <span className={classes.scores} aria-hidden="true">
        {match.results.map((game, index) => {
          const own = side === 'home' ? game.homeTeam : game.awayTeam
          const theirs = other === 'home' ? game.homeTeam : game.awayTeam
          return (
            <span key={index} className={classes.score} data-won={own > theirs || undefined}>
              {formatNumber(own, locale)}
            </span>
          )
        })}
      </span>
    </div>
  )
}

/** Memoised: swiping to another round re-renders the columns' wrappers, not every match. */
export const BracketMatch = memo(function BracketMatch({
  match,
  label,
  feedsLabel,
  players,
  lookup,
  classType,
  kind,
  locale,
}: {
  match: ClassMatch
  /** "Quarterfinal, match 2": the match's name in the bracket. */
  label: string
  /** The match its winner plays next, said to screen readers (the connector shows it). */
  feedsLabel: string | null
  players: ClassPlayers
  lookup: ClassLookup
  classType: number
  kind: RatingKind
  locale: Locale
}) {
  const { t } = useTranslation()
  const names = {
    home: sideName(sideOf(match, 'home', players), classType, t),
    away: sideName(sideOf(match, 'away', players), classType, t),
  }
  const side = (s: Side) => (
    <SideRow
      match={match}
      side={s}
      players={players}
      lookup={lookup}
      classType={classType}
      kind={kind}
      locale={locale}
    />
  )
  return (
    <article className={classes.match} aria-label={label} data-match-id={match.id}>
      {side('home')}
      {side('away')}
      <p className={classes.srOnly}>
        {t('class.match.label', names)}. {resultSummary(match, names, t)}
        {feedsLabel ? ` ${t('class.bracket.feeds', { match: feedsLabel })}` : ''}
      </p>
    </article>
  )
})
