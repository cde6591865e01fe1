import type { ClassMatch, ClassPlayers } from '@courtside/api/types'
import { ClassType, isOpenSlot, isWalkover, type Side } from '@courtside/domain'
import { memo } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { formatDateTime } from '../../lib/format.ts'
import {
  courtLabel,
  placeholderLabel,
  playerName,
  sideOf,
  type RatingKind,
  type SideView,
  type Translate,
} from './class-model.ts'
import { PlayerLine } from './player-badge.tsx'
import { PlainAvatar } from '../plain/plain-avatar.tsx'
import {
  CARD_CLASS,
  DIMMED,
  GROUP_CLASS,
  HIDDEN_CLASS,
  STACK_CLASS,
  TEXT_CLASS,
  badgeProps,
  color,
  groupStyle,
  rem,
  spacing,
  stackStyle,
  textClass,
  textSize,
  type Style,
} from '../plain/mantine-markup.ts'
import classes from './class-page.module.css'

/** Plain-text name of a side for labels and the screen-reader summary. */
export function sideName(view: SideView, classType: number, t: Translate): string {
  if (!view.team) return placeholderLabel(view.placeholder, t)
  if (classType === ClassType.Teams || !view.player1) return view.team.name
  const names = [view.player1, view.player2].flatMap((p) => (p ? [playerName(p)] : []))
  return names.join(' / ')
}

/** The domain names the side that retired; walkovers are marked on the card as a whole. */
function hasRetired(match: ClassMatch, side: Side): boolean {
  return match.decision === `retired_${side}`
}

const PLACEHOLDER_STYLE = { ...textSize('sm'), color: DIMMED, fontStyle: 'italic' }
const OPEN_SLOT_STYLE = { ...textSize('sm'), paddingLeft: rem(36), color: DIMMED, fontStyle: 'italic' }
const TEAM_LINE_STYLE = groupStyle(8, { wrap: 'nowrap' }, { minWidth: '0rem' })
const NAME_CLASS = textClass(classes.name)
const PLAYERS_STYLE = stackStyle(4, { minWidth: '0rem' })
const teamNameStyle = (isWinner: boolean): Style => ({
  ...textSize('sm'),
  '--text-line-clamp': '2',
  fontWeight: isWinner ? 700 : 500,
})

function SideContent({
  view,
  classType,
  kind,
  locale,
  isWinner,
}: {
  view: SideView
  classType: number
  kind: RatingKind
  locale: Locale
  isWinner: boolean
}) {
  const { t } = useTranslation()
  if (!view.team) {
    return (
      <p style={PLACEHOLDER_STYLE} className={TEXT_CLASS} data-size="sm">
        {placeholderLabel(view.placeholder, t)}
      </p>
    )
  }
  if (classType === ClassType.Teams || !view.player1) {
    return (
      <div style={TEAM_LINE_STYLE} className={GROUP_CLASS}>
        <PlainAvatar src={view.team.logo} radius="sm">
          {view.team.name.charAt(0)}
        </PlainAvatar>
        <p style={teamNameStyle(isWinner)} className={NAME_CLASS} data-size="sm" data-line-clamp="true">
          {view.team.name}
        </p>
      </div>
    )
  }
  const isDoubles = classType === ClassType.Doubles
  return (
    <div style={PLAYERS_STYLE} className={STACK_CLASS}>
      <PlayerLine player={view.player1} kind={kind} locale={locale} isBold={isWinner} />
      {view.player2 ? (
        <PlayerLine player={view.player2} kind={kind} locale={locale} isBold={isWinner} />
      ) : (
        // Spec section 4: a doubles side with player 1 but no partner shows an open slot.
        isDoubles &&
        isOpenSlot({ player1: view.player1, player2: view.player2 }) && (
          <p style={OPEN_SLOT_STYLE} className={TEXT_CLASS} data-size="sm">
            {t('class.match.openSlot')}
          </p>
        )
      )}
    </div>
  )
}

const SCORES_STYLE = groupStyle(4, { wrap: 'nowrap' })
const SCORE_CLASS = textClass(classes.score)
const WON_SCORE_STYLE = { ...textSize('sm'), fontWeight: 800 }
const LOST_SCORE_STYLE = { ...textSize('sm'), color: DIMMED, fontWeight: 400 }

function ScoreCells({ match, side }: { match: ClassMatch; side: Side }) {
  const other: Side = side === 'home' ? 'away' : 'home'
  const key = side === 'home' ? 'homeTeam' : 'awayTeam'
  const otherKey = other === 'home' ? 'homeTeam' : 'awayTeam'
  return (
    <div style={SCORES_STYLE} className={GROUP_CLASS} aria-hidden="true">
      {match.results.map((game, index) => {
        const isGameWon = game[key] > game[otherKey]
        return (
          <p
            key={index}
            style={isGameWon ? WON_SCORE_STYLE : LOST_SCORE_STYLE}
            className={SCORE_CLASS}
            data-size="sm"
            data-won={isGameWon || undefined}
          >
            {game[key]}
          </p>
        )
      })}
    </div>
  )
}

/** "Result 2–1 in games: 11–9, 9–11, 11–7. Winner: …" for screen readers. */
export function resultSummary(match: ClassMatch, names: Record<Side, string>, t: Translate): string {
  const { outcome } = match
  if (!outcome.isPlayed) return t('class.match.notPlayed')
  const games = match.results.map((g) => `${g.homeTeam}–${g.awayTeam}`).join(', ')
  const retired: Side | null = hasRetired(match, 'home') ? 'home' : hasRetired(match, 'away') ? 'away' : null
  // A walkover has no score to read; a retirement is said with the score it stopped at.
  const score = isWalkover(match.decision)
    ? `${t('class.match.walkover')}.`
    : retired
      ? games
        ? t('class.match.retiredAt', { name: names[retired], games })
        : t('class.match.retiredBeforeStart', { name: names[retired] })
      : t('class.match.resultSummary', { home: outcome.homeGames, away: outcome.awayGames, games })
  if (outcome.winner === 'draw') return `${score} ${t('class.match.draw')}.`
  if (outcome.winner === null) return score
  return `${score} ${t('class.match.winnerIs', { name: names[outcome.winner] })}`
}

// The card as plain elements with the markup of Mantine's Card, Group, Stack, Text and Badge
// (plain/mantine-markup.ts; match-card.test.tsx compares it with Mantine's): a group view draws
// six cards, a player's "my matches" all of theirs.
const CARD_STYLE: Style = { '--paper-radius': 'var(--mantine-radius-md)', '--card-padding': spacing('sm') }
const HEADER_STYLE = groupStyle('xs', { justify: 'space-between' }, { marginBottom: rem(6) })
const WHEN_STYLE = { ...textSize('xs'), color: DIMMED, fontWeight: 600 }
const MARKS_WRAP_STYLE = groupStyle(6)
const SIDES_STYLE = stackStyle(6)
const VERSUS_STYLE = {
  ...textSize('xs'),
  color: DIMMED,
  fontWeight: 700,
  textTransform: 'uppercase' as const,
}
const VERSUS_CLASS = textClass(classes.versus)
const ROW_STYLE = groupStyle('sm', { justify: 'space-between', wrap: 'nowrap' })
const ROW_CLASS = `${classes.side} ${GROUP_CLASS}`
const SIDE_BOX_STYLE = { flex: 1, minWidth: '0rem' }
const MARKS_STYLE = groupStyle(6, { wrap: 'nowrap' })
const TICK_STYLE = { color: color('court.8'), fontWeight: 800 }

/** A walkover, draw, retirement (light, coloured) or court (default, square) badge. */
function Badge({
  size,
  color: tone,
  label,
}: {
  size: 'xs' | 'sm'
  color?: 'orange' | 'gray'
  label: string
}) {
  const props = tone
    ? badgeProps({ size, variant: 'light', color: tone })
    : badgeProps({ size, variant: 'default', radius: 'sm' })
  return (
    <div {...props.root}>
      <span className={props.label}>{label}</span>
    </div>
  )
}

/** Memoised: a view switch or a search elsewhere on the page does not re-render every card. */
export const MatchCard = memo(function MatchCard({
  match,
  players,
  classType,
  kind,
  locale,
  timeZone,
  stageLabel,
}: {
  match: ClassMatch
  /** The class's players by id (`cls.players`): the sides name theirs by id. */
  players: ClassPlayers
  classType: number
  kind: RatingKind
  locale: Locale
  timeZone: string
  /** Shown when the card is listed outside its group or round (the "my matches" list). */
  stageLabel?: string
}) {
  const { t } = useTranslation()
  const zone = useVisitorZone()
  const home = sideOf(match, 'home', players)
  const away = sideOf(match, 'away', players)
  const names = { home: sideName(home, classType, t), away: sideName(away, classType, t) }
  const { winner, isPlayed } = match.outcome
  const when = match.startDate
    ? formatDateTime(match.startDate, locale, timeZone, zone)
    : t('class.match.timeTbd')

  const row = (side: Side, view: SideView) => {
    const isWinner = winner === side
    return (
      <div style={ROW_STYLE} className={ROW_CLASS} data-winner={isWinner || undefined}>
        <div style={SIDE_BOX_STYLE} className="">
          <SideContent view={view} classType={classType} kind={kind} locale={locale} isWinner={isWinner} />
        </div>
        <div style={MARKS_STYLE} className={GROUP_CLASS}>
          {hasRetired(match, side) && <Badge size="xs" color="orange" label={t('class.match.retired')} />}
          {isWinner && (
            <p style={TICK_STYLE} className={TEXT_CLASS} aria-hidden="true">
              ✓
            </p>
          )}
          <ScoreCells match={match} side={side} />
        </div>
      </div>
    )
  }

  return (
    <article
      style={CARD_STYLE}
      className={CARD_CLASS}
      data-with-border="true"
      data-orientation="vertical"
      aria-label={t('class.match.label', { home: names.home, away: names.away })}
    >
      <div style={HEADER_STYLE} className={GROUP_CLASS}>
        <p style={WHEN_STYLE} className={TEXT_CLASS} data-size="xs">
          {stageLabel ? `${stageLabel} · ` : ''}
          {match.startDate ? <time dateTime={match.startDate}>{when}</time> : when}
        </p>
        <div style={MARKS_WRAP_STYLE} className={GROUP_CLASS}>
          {isWalkover(match.decision) && <Badge size="sm" color="orange" label={t('class.match.walkover')} />}
          {winner === 'draw' && <Badge size="sm" color="gray" label={t('class.match.draw')} />}
          {match.court && <Badge size="sm" label={courtLabel(match.court.name, t)} />}
        </div>
      </div>
      <div style={SIDES_STYLE} className={STACK_CLASS}>
        {row('home', home)}
        {!isPlayed && (
          <p style={VERSUS_STYLE} className={VERSUS_CLASS} data-size="xs" aria-hidden="true">
            {t('class.match.vs')}
          </p>
        )}
        {row('away', away)}
      </div>
      <span className={HIDDEN_CLASS}>{resultSummary(match, names, t)}</span>
    </article>
  )
})
