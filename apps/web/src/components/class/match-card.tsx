import { Avatar, Badge, Box, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
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
      <Text size="sm" c="dimmed" fs="italic">
        {placeholderLabel(view.placeholder, t)}
      </Text>
    )
  }
  if (classType === ClassType.Teams || !view.player1) {
    return (
      <Group gap={8} wrap="nowrap" miw={0}>
        <Avatar src={view.team.logo} alt="" size={28} radius="sm" color="court" aria-hidden="true">
          {view.team.name.charAt(0)}
        </Avatar>
        <Text size="sm" fw={isWinner ? 700 : 500} lineClamp={2} className={classes.name}>
          {view.team.name}
        </Text>
      </Group>
    )
  }
  const isDoubles = classType === ClassType.Doubles
  return (
    <Stack gap={4} miw={0}>
      <PlayerLine player={view.player1} kind={kind} locale={locale} isBold={isWinner} />
      {view.player2 ? (
        <PlayerLine player={view.player2} kind={kind} locale={locale} isBold={isWinner} />
      ) : (
        // Spec section 4: a doubles side with player 1 but no partner shows an open slot.
        isDoubles &&
        isOpenSlot({ player1: view.player1, player2: view.player2 }) && (
          <Text size="sm" c="dimmed" fs="italic" pl={36}>
            {t('class.match.openSlot')}
          </Text>
        )
      )}
    </Stack>
  )
}

function ScoreCells({ match, side }: { match: ClassMatch; side: Side }) {
  const other: Side = side === 'home' ? 'away' : 'home'
  const key = side === 'home' ? 'homeTeam' : 'awayTeam'
  const otherKey = other === 'home' ? 'homeTeam' : 'awayTeam'
  return (
    <Group gap={4} wrap="nowrap" aria-hidden="true">
      {match.results.map((game, index) => {
        const isGameWon = game[key] > game[otherKey]
        return (
          <Text
            key={index}
            className={classes.score}
            data-won={isGameWon || undefined}
            size="sm"
            fw={isGameWon ? 800 : 400}
            c={isGameWon ? undefined : 'dimmed'}
          >
            {game[key]}
          </Text>
        )
      })}
    </Group>
  )
}

/** "Result 2–1 in games: 11–9, 9–11, 11–7. Winner: …" for screen readers. */
export function resultSummary(match: ClassMatch, names: Record<Side, string>, t: Translate): string {
  const { outcome } = match
  if (!outcome.isPlayed) return t('class.match.notPlayed')
  const games = match.results.map((g) => `${g.homeTeam}–${g.awayTeam}`).join(', ')
  const score = t('class.match.resultSummary', { home: outcome.homeGames, away: outcome.awayGames, games })
  if (outcome.winner === 'draw') return `${score} ${t('class.match.draw')}.`
  if (outcome.winner === null) return score
  return `${score} ${t('class.match.winnerIs', { name: names[outcome.winner] })}`
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
      <Group
        justify="space-between"
        wrap="nowrap"
        gap="sm"
        className={classes.side}
        data-winner={isWinner || undefined}
      >
        <Box miw={0} style={{ flex: 1 }}>
          <SideContent view={view} classType={classType} kind={kind} locale={locale} isWinner={isWinner} />
        </Box>
        <Group gap={6} wrap="nowrap">
          {hasRetired(match, side) && (
            <Badge size="xs" variant="light" color="orange">
              {t('class.match.retired')}
            </Badge>
          )}
          {isWinner && (
            <Text c="court.8" fw={800} aria-hidden="true">
              ✓
            </Text>
          )}
          <ScoreCells match={match} side={side} />
        </Group>
      </Group>
    )
  }

  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="sm"
      aria-label={t('class.match.label', { home: names.home, away: names.away })}
    >
      <Group justify="space-between" gap="xs" mb={6} wrap="wrap">
        <Text size="xs" c="dimmed" fw={600}>
          {stageLabel ? `${stageLabel} · ` : ''}
          {match.startDate ? <time dateTime={match.startDate}>{when}</time> : when}
        </Text>
        <Group gap={6}>
          {isWalkover(match.decision) && (
            <Badge size="sm" variant="light" color="orange">
              {t('class.match.walkover')}
            </Badge>
          )}
          {winner === 'draw' && (
            <Badge size="sm" variant="light" color="gray">
              {t('class.match.draw')}
            </Badge>
          )}
          {match.court && (
            <Badge size="sm" variant="default" radius="sm">
              {courtLabel(match.court.name, t)}
            </Badge>
          )}
        </Group>
      </Group>
      <Stack gap={6}>
        {row('home', home)}
        {!isPlayed && (
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" className={classes.versus} aria-hidden="true">
            {t('class.match.vs')}
          </Text>
        )}
        {row('away', away)}
      </Stack>
      <VisuallyHidden>{resultSummary(match, names, t)}</VisuallyHidden>
    </Card>
  )
})
