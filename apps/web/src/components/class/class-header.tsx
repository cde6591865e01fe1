import { Avatar, Badge, Box, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import type { ClassFull, ClassReward } from '@courtside/api/types'
import { ClassType, type MatchFormatDescription } from '@courtside/domain'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatNumber } from '../../lib/format.ts'
import { ButtonLink } from '../links.tsx'
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
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} style={{ flex: '1 1 360px' }}>
          <Text fw={700} c="court.9" size="sm">
            {cls.tournament.name}
          </Text>
          <Title order={1}>{cls.name}</Title>
          <Group gap="xs">
            {cls.isCompleted && (
              <Badge color="yellow" variant="filled" c="dark">
                {t('class.completed')}
              </Badge>
            )}
            <Badge variant="default">{classLabel(t, cls)}</Badge>
            <Badge variant="default">
              {t('class.playerCount', { count: playerCount, formatted: formatNumber(playerCount, locale) })}
            </Badge>
            {cls.type === ClassType.Teams && (
              <Badge variant="default">
                {t('class.teamCount', {
                  count: cls.teams.length,
                  formatted: formatNumber(cls.teams.length, locale),
                })}
              </Badge>
            )}
          </Group>
          <Text size="sm">
            {t('class.matchFormat.line', { format: matchFormatText(cls.matchFormatDescription, t) })}
          </Text>
        </Stack>
        <ButtonLink {...backLink} variant="default">
          {isTravel ? t('class.backToTravel') : t('class.backToTournament')}
        </ButtonLink>
      </Group>
      {cls.rewards.length > 0 && <Podium cls={cls} lookup={lookup} locale={locale} />}
    </Stack>
  )
}
