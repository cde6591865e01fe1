import { Avatar, Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ClassFull, ClassReward } from '@courtside/api/types'
import { ClassType, type MatchFormatDescription } from '@courtside/domain'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../../lib/format.ts'
import { PlainButtonLink } from '../links.tsx'
import {
  GROUP_CLASS,
  STACK_CLASS,
  TEXT_CLASS,
  TITLE_CLASS,
  badgeProps,
  color,
  groupStyle,
  stackStyle,
  textSize,
  titleStyle,
  type Style,
} from '../plain/mantine-markup.ts'
import { entryLabel, type ClassLookup, type Translate } from './class-model.ts'
import { classLabel } from '../../lib/class-label.ts'

/** "Best of 3 games to 11, win by 2" (+ ", capped at 15", + ", rally scoring"). */
export function matchFormatText(format: MatchFormatDescription, t: Translate): string {
  let text = t(`class.matchFormat.${format.kind}`, {
    games: format.games,
    points: format.pointsToWin,
    winBy: format.winBy,
  })
  if (format.cap !== null) text = t('class.matchFormat.withCap', { format: text, cap: format.cap })
  if (format.scoring === 'rally') text = t('class.matchFormat.withRally', { format: text })
  return text
}

/** Gold, silver and bronze; later places stay neutral. */
const MEDAL_COLORS: Record<number, string> = { 1: 'yellow.5', 2: 'gray.4', 3: 'orange.4' }

function placementLabel(placement: number, t: Translate): string {
  return placement <= 4 ? t(`class.podium.place${placement}`) : t('class.podium.placeN', { placement })
}

function Podium({ cls, lookup, locale }: { cls: ClassFull; lookup: ClassLookup; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="podium-heading" p="md">
      <Title order={2} fz="h4" id="podium-heading" mb="xs">
        {t('class.podium.title')}
      </Title>
      <Stack gap={8} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {cls.rewards.map((reward: ClassReward) => {
          const team = lookup.teamById.get(reward.teamId)
          return team ? (
            <Group
              component="li"
              key={`${reward.placement}-${reward.teamId}`}
              gap="sm"
              wrap="nowrap"
              align="center"
            >
              <ThemeIcon
                radius="xl"
                size={30}
                color={MEDAL_COLORS[reward.placement] ?? 'gray.2'}
                c="dark"
                fw={800}
                aria-hidden="true"
              >
                {reward.placement}
              </ThemeIcon>
              {cls.type === ClassType.Teams && (
                <Avatar src={team.logo} alt="" size={28} radius="sm" color="court" aria-hidden="true">
                  {team.name.charAt(0)}
                </Avatar>
              )}
              {/* The points badge wraps under the name on a phone instead of squeezing it. */}
              <Group gap={6} justify="space-between" style={{ flex: 1 }} miw={0}>
                <Box miw={0} style={{ flex: '1 1 12rem' }}>
                  <Text size="xs" c="dimmed" fw={700} tt="uppercase">
                    {placementLabel(reward.placement, t)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {entryLabel(team, cls.type, cls.players)}
                  </Text>
                </Box>
                <Badge variant="light" color="court" style={{ flexShrink: 0 }}>
                  {t('class.podium.points', {
                    count: reward.points,
                    formatted: formatNumber(reward.points, locale),
                  })}
                </Badge>
              </Group>
            </Group>
          ) : null
        })}
      </Stack>
    </Card>
  )
}

export function ClassHeader({
  cls,
  lookup,
  locale,
}: {
  cls: ClassFull
  lookup: ClassLookup
  locale: Locale
}) {
  const { t } = useTranslation()
  const isTravel = cls.tournament.eventType === 'travels'
  const backLink = isTravel
    ? ({ to: '/$locale/travel/$id/', params: { locale, id: String(cls.tournament.id) } } as const)
    : ({ to: '/$locale/tournament/$id/', params: { locale, id: String(cls.tournament.id) } } as const)
  const playerCount = cls.playerIds.length
  return (
    <div style={HEADER_STACK_STYLE} className={STACK_CLASS}>
      <div style={TOP_GROUP_STYLE} className={GROUP_CLASS}>
        <div style={TITLE_STACK_STYLE} className={STACK_CLASS}>
          <p style={EVENT_NAME_STYLE} className={TEXT_CLASS} data-size="sm">
            {cls.tournament.name}
          </p>
          <h1 style={H1_STYLE} className={TITLE_CLASS} data-order="1">
            {cls.name}
          </h1>
          <div style={BADGES_STYLE} className={GROUP_CLASS}>
            {cls.isCompleted && <HeaderBadge badge={COMPLETED_BADGE}>{t('class.completed')}</HeaderBadge>}
            <HeaderBadge badge={FACT_BADGE}>{classLabel(t, cls)}</HeaderBadge>
            <HeaderBadge badge={FACT_BADGE}>
              {t('class.playerCount', { count: playerCount, formatted: formatNumber(playerCount, locale) })}
            </HeaderBadge>
            {cls.type === ClassType.Teams && (
              <HeaderBadge badge={FACT_BADGE}>
                {t('class.teamCount', {
                  count: cls.teams.length,
                  formatted: formatNumber(cls.teams.length, locale),
                })}
              </HeaderBadge>
            )}
          </div>
          <p style={FORMAT_STYLE} className={TEXT_CLASS} data-size="sm">
            {t('class.matchFormat.line', { format: matchFormatText(cls.matchFormatDescription, t) })}
          </p>
        </div>
        <PlainButtonLink {...backLink} activeOptions={{ exact: true }} variant="default">
          {isTravel ? t('class.backToTravel') : t('class.backToTournament')}
        </PlainButtonLink>
      </div>
      {cls.rewards.length > 0 && <Podium cls={cls} lookup={lookup} locale={locale} />}
    </div>
  )
}

// The header in plain elements writing the markup of Mantine's Stack, Group, Text, Title, Badge
// and Button (plain/mantine-markup.ts, issue 17: each computed its classes and variables on every
// render); class-header.test.tsx compares it with Mantine's. The podium (finished classes) keeps
// Mantine's components.
const HEADER_STACK_STYLE = stackStyle('md')
const TOP_GROUP_STYLE: Style = {
  ...groupStyle('md', { justify: 'space-between' }),
  '--group-align': 'flex-start',
}
const TITLE_STACK_STYLE = stackStyle(6, { flex: '1 1 360px' })
const EVENT_NAME_STYLE: Style = { ...textSize('sm'), color: color('court.9'), fontWeight: 700 }
const H1_STYLE = titleStyle(1)
const BADGES_STYLE = groupStyle('xs')
const FORMAT_STYLE = textSize('sm')
const COMPLETED_BADGE = badgeProps({ variant: 'filled', color: 'yellow', c: 'dark' })
const FACT_BADGE = badgeProps({ variant: 'default' })

function HeaderBadge({
  badge,
  children,
}: {
  badge: ReturnType<typeof badgeProps>
  children: React.ReactNode
}) {
  return (
    <div {...badge.root}>
      <span className={badge.label}>{children}</span>
    </div>
  )
}
