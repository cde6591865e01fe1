import { Avatar, Badge, Box, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import type { ClassMatch, ClassPlayers } from '@courtside/api/types'
import { ClassType, isOpenSlot, isWalkover, type Side } from '@courtside/domain'
import { memo } from 'react'
import { describe, expect, it } from 'vitest'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { englishT, renderMarkup } from '../plain/render-markup.test-kit.tsx'
import { useVisitorZone } from '../../lib/visitor-time-zone.ts'
import { formatDateTime } from '../../lib/format.ts'
import { courtLabel, placeholderLabel, sideOf, type RatingKind, type SideView } from './class-model.ts'
import { PlayerLine } from './player-badge.tsx'
import { MatchCard, resultSummary, sideName } from './match-card.tsx'
import classes from './class-page.module.css'

/** The domain names the side that retired; walkovers are marked on the card as a whole. */
function hasRetired(match: ClassMatch, side: Side): boolean {
  return match.decision === `retired_${side}`
}

// The card as it was written with Mantine's components (before issue 17): the plain card's
// markup must equal this one's.
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

/** Memoised: a view switch or a search elsewhere on the page does not re-render every card. */
const MantineMatchCard = memo(function MantineMatchCard({
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

function player(
  id: number,
  firstName: string,
  lastName: string,
  avatar: string | null,
  rating: number | null,
) {
  const entry = {
    id,
    firstName,
    lastName,
    avatar,
    duprRatingSingles: rating,
    duprRatingDoubles: rating,
    country: 'ES',
  }
  return [String(id), entry] as const
}

const players: ClassPlayers = Object.fromEntries([
  player(1, 'Ana', 'Ruiz', null, 4.512),
  player(2, 'Ben', 'Kohl', '/media/avatars/avatar-3.svg', null),
  player(3, 'Cem', 'Aydın', null, 3.9),
  player(4, 'Dana', 'Lind', null, 5.001),
])

const played: ClassMatch = {
  id: 10,
  startDate: '2026-11-28T13:00:00.000Z',
  court: { name: 'Court 1' },
  homePlayerIds: [1],
  awayPlayerIds: [2],
  homeTeam: { id: 100, name: 'Ana Ruiz', logo: null },
  awayTeam: { id: 200, name: 'Ben Kohl', logo: null },
  homeTeamPlaceholder: null,
  awayTeamPlaceholder: null,
  results: [
    { homeTeam: 11, awayTeam: 9 },
    { homeTeam: 7, awayTeam: 11 },
    { homeTeam: 11, awayTeam: 4 },
  ],
  decision: null,
  outcome: { winner: 'home', homeGames: 2, awayGames: 1, homePoints: 29, awayPoints: 24, isPlayed: true },
  groupId: 1,
  roundId: null,
  knockout: null,
}

const notPlayed = { winner: null, homeGames: 0, awayGames: 0, homePoints: 0, awayPoints: 0, isPlayed: false }

const cases: { name: string; match: ClassMatch; classType: number; stageLabel?: string }[] = [
  { name: 'played singles with a court', match: played, classType: ClassType.Singles },
  {
    name: 'not played, unknown sides, no time',
    match: {
      ...played,
      startDate: null,
      court: null,
      homePlayerIds: [],
      awayPlayerIds: [],
      homeTeam: null,
      awayTeam: null,
      homeTeamPlaceholder: 'W:QF1',
      awayTeamPlaceholder: 'BYE',
      results: [],
      outcome: notPlayed,
    },
    classType: ClassType.Singles,
    stageLabel: 'Semifinal',
  },
  {
    name: 'walkover',
    match: {
      ...played,
      results: [],
      decision: 'walkover_away',
      outcome: { ...notPlayed, winner: 'home', isPlayed: true },
    },
    classType: ClassType.Singles,
  },
  {
    name: 'retired',
    match: {
      ...played,
      results: [{ homeTeam: 5, awayTeam: 3 }],
      decision: 'retired_home',
      outcome: { winner: 'away', homeGames: 0, awayGames: 1, homePoints: 5, awayPoints: 3, isPlayed: true },
    },
    classType: ClassType.Singles,
  },
  {
    name: 'draw',
    match: {
      ...played,
      results: [
        { homeTeam: 11, awayTeam: 5 },
        { homeTeam: 5, awayTeam: 11 },
      ],
      outcome: { winner: 'draw', homeGames: 1, awayGames: 1, homePoints: 16, awayPoints: 16, isPlayed: true },
    },
    classType: ClassType.Singles,
  },
  {
    name: 'doubles with an open slot',
    match: { ...played, homePlayerIds: [1, 3], awayPlayerIds: [2], outcome: notPlayed, results: [] },
    classType: ClassType.Doubles,
  },
  {
    name: 'team class, a logo and a winner',
    match: {
      ...played,
      homePlayerIds: [],
      awayPlayerIds: [],
      homeTeam: { id: 100, name: 'Valencia Smash', logo: '/media/logos/smash.svg' },
      awayTeam: { id: 200, name: 'Oslo Dinkers', logo: null },
    },
    classType: ClassType.Teams,
  },
]

describe('MatchCard (issue 17)', () => {
  it.each(cases)("writes the markup of Mantine's card ($name)", ({ match, classType, stageLabel }) => {
    const props = {
      match,
      players,
      classType,
      kind: 'singles' as const,
      locale: 'en' as const,
      timeZone: 'Europe/Madrid',
      stageLabel,
    }
    const plain = renderMarkup(<MatchCard {...props} />)
    expect(plain).toBe(renderMarkup(<MantineMatchCard {...props} />))
    expect(plain).toContain('<article')
  })
})

describe('resultSummary: what a screen reader hears after the card', () => {
  const names = { home: 'Ana Ruiz', away: 'Ben Kohl' }
  const summary = (match: ClassMatch) => resultSummary(match, names, englishT)

  it('reads a played match as games won, the games and the winner', () => {
    expect(summary(played)).toBe('Result 2–1 in games (11–9, 7–11, 11–4). Winner: Ana Ruiz.')
  })

  it('says who retired and at what score, not a game count of nothing', () => {
    const retired = cases.find((c) => c.name === 'retired')!.match
    expect(summary(retired)).toBe('Ana Ruiz retired at 5–3. Winner: Ben Kohl.')
    expect(summary({ ...retired, results: [] })).toBe('Ana Ruiz retired before the match. Winner: Ben Kohl.')
  })

  it('reads a walkover without a score', () => {
    expect(summary(cases.find((c) => c.name === 'walkover')!.match)).toBe('Walkover. Winner: Ana Ruiz.')
  })

  it('reads a draw and a match not played yet', () => {
    expect(summary(cases.find((c) => c.name === 'draw')!.match)).toBe(
      'Result 1–1 in games (11–5, 5–11). Draw.',
    )
    expect(summary({ ...played, outcome: notPlayed, results: [] })).toBe('Not played yet.')
  })
})
