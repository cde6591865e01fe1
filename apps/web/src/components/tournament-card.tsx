import { Badge, Box, Card, Group, Image, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { TournamentCard as TournamentCardData } from '@courtside/api/types'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../i18n/locales.ts'
import { countryFlag, countryName, formatDateRange, formatNumber } from '../lib/format.ts'
import classes from './tournament-card.module.css'

export function EventStateBadge({
  event,
}: {
  event: Pick<TournamentCardData, 'progress' | 'isRegistrationOpen'>
}) {
  const { t } = useTranslation()
  if (event.progress === 2)
    return (
      <Badge color="gray" variant="light">
        {t('events.state.closed')}
      </Badge>
    )
  if (event.progress === 1)
    return (
      <Badge color="orange" variant="light">
        {t('events.state.running')}
      </Badge>
    )
  return (
    <Badge color="court" variant="light">
      {event.isRegistrationOpen ? t('events.state.registrationOpen') : t('events.state.open')}
    </Badge>
  )
}

export function TournamentCard({
  event,
  locale,
  isPriority = false,
}: {
  event: TournamentCardData
  locale: Locale
  isPriority?: boolean
}) {
  const { t } = useTranslation()
  const linkProps =
    event.eventType === 'travels'
      ? ({ to: '/$locale/travel/$id/', params: { locale, id: String(event.id) } } as const)
      : ({ to: '/$locale/tournament/$id/', params: { locale, id: String(event.id) } } as const)
  return (
    <Card component="article" withBorder padding={0} radius="lg" className={classes.card}>
      <Box pos="relative">
        <Image
          src={event.image ?? '/media/default-logo.svg'}
          alt=""
          h={150}
          fit="cover"
          loading={isPriority ? 'eager' : 'lazy'}
          // The first cards' images are the list's largest paint: fetch them before scripts.
          fetchPriority={isPriority ? 'high' : undefined}
          width={600}
          height={315}
        />
        <Box pos="absolute" top={10} left={10}>
          <EventStateBadge event={event} />
        </Box>
      </Box>
      <Stack gap={6} p="md" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
          {event.eventType === 'travels' ? t('events.type.travel') : t('events.type.tournament')}
          {' · '}
          {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)}
        </Text>
        <Text component="h3" fw={700} fz="lg" lh={1.25} className={classes.title}>
          <Link {...linkProps} className={classes.link}>
            {event.name}
          </Link>
        </Text>
        <Text size="sm">
          <span aria-hidden="true">{countryFlag(event.country)} </span>
          {event.city}, {countryName(event.country, locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('events.by', { organizer: event.organization.name })}
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <Badge variant="default" radius="sm">
            {t('events.classCount', {
              count: event.classCount,
              formatted: formatNumber(event.classCount, locale),
            })}
          </Badge>
          <Badge variant="default" radius="sm">
            {t('events.playerCount', {
              count: event.playerCount,
              formatted: formatNumber(event.playerCount, locale),
            })}
          </Badge>
        </Group>
      </Stack>
    </Card>
  )
}
