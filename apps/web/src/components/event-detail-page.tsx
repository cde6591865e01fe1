import {
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Grid,
  Group,
  Image,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import type { TournamentDetail } from '@courtside/api/types'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../i18n/locales.ts'
import { countryFlag, countryName, formatDate, formatDateRange, formatMoney } from '../lib/format.ts'
import { classLabel, ratingGate } from '../lib/class-label.ts'
import { tournamentQuery } from '../queries/tournaments.ts'
import { Breadcrumbs } from './breadcrumbs.tsx'
import { EventStateBadge } from './tournament-card.tsx'
import { AnchorLink, ButtonLink } from './links.tsx'
import { CheckInLink } from './check-in/check-in-link.tsx'
import { scrollableRegion } from '../lib/scrollable-region.ts'
import stackedTable from './stacked-table.module.css'

// The "Live now" panel and "Your matches" (issue 15) load in their own chunk, in the browser only,
// and only around the event's days: the page's first load stays within its budget.
const LivePanel = lazy(() => import('./live-board/live-panel.tsx'))
const DAY_MS = 86_400_000

function isAroundEventDays(event: TournamentDetail): boolean {
  const now = Date.now()
  return now >= Date.parse(event.startDate) - DAY_MS && now <= Date.parse(event.endDate) + DAY_MS
}

function LivePanelSlot({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  // Rendered in the browser only: the server's page is shared by everyone (micro cache).
  const isNear = useHydrated() && isAroundEventDays(event)
  if (!isNear) return null
  return (
    <Suspense fallback={null}>
      <LivePanel eventId={event.id} locale={locale} />
    </Suspense>
  )
}

/** The page's two columns: content and, beside it from `md` up, the registration and venue cards. */
const MAIN_COLUMN = { base: 12, md: 8 } as const
const SIDE_COLUMN = { base: 12, md: 4 } as const

function osmLink(event: TournamentDetail): string {
  if (event.latitude !== null && event.longitude !== null) {
    return `https://www.openstreetmap.org/?mlat=${event.latitude}&mlon=${event.longitude}#map=16/${event.latitude}/${event.longitude}`
  }
  const query = [event.venueName, event.address, event.postalCode, event.city, event.country]
    .filter(Boolean)
    .join(', ')
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}

export function EventDetailPage({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  const { t } = useTranslation()
  const isTravel = event.eventType === 'travels'
  const id = String(event.id)
  const descriptionHtml = event.descriptionHtml

  return (
    <>
      <Box pos="relative" h={{ base: 200, sm: 300 }} style={{ overflow: 'hidden' }} bg="court.9">
        <Image
          src={event.image ?? '/media/default-logo.svg'}
          alt=""
          h="100%"
          w="100%"
          fit="cover"
          fetchPriority="high"
          width={1200}
          height={630}
        />
      </Box>
      <Container size="xl" py="lg">
        <Stack gap="lg">
          <Breadcrumbs locale={locale} eventType={event.eventType} items={[{ label: event.name }]} />
          {/* One grid for the title row and the content below it: the registration card sits in
              the same column as the venue and organizer cards, so it has their width at every
              breakpoint (issue 13, point 10b). */}
          <Grid columnGap="xl" rowGap="lg">
            <Grid.Col span={MAIN_COLUMN}>
              <Stack gap={6}>
                <Group gap="xs">
                  <EventStateBadge event={event} />
                  <Badge variant="default">
                    {isTravel ? t('events.type.travel') : t('events.type.tournament')}
                  </Badge>
                </Group>
                <Title order={1}>{event.name}</Title>
                <Text fw={600}>
                  {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)}
                </Text>
                <Text>
                  <span aria-hidden="true">{countryFlag(event.country)} </span>
                  {event.city}, {countryName(event.country, locale)}
                </Text>
              </Stack>
            </Grid.Col>
            <Grid.Col span={SIDE_COLUMN}>
              <RegistrationBox event={event} locale={locale} />
            </Grid.Col>

            <Grid.Col span={MAIN_COLUMN}>
              <Stack gap="xl">
                {!isTravel && <LivePanelSlot event={event} locale={locale} />}
                <Box component="section" aria-labelledby="about-heading">
                  <Title order={2} fz="h3" id="about-heading" mb="sm">
                    {isTravel ? t('detail.aboutTravel') : t('detail.aboutTournament')}
                  </Title>
                  {descriptionHtml ? (
                    // Rendered on the server from Markdown with raw HTML escaped (packages/api lib/markdown.ts).
                    // In another language than the page when the organizer wrote none in the
                    // visitor's: `lang` lets screen readers and translators know (issue 12).
                    <div
                      className="markdown"
                      lang={event.descriptionLanguage === locale ? undefined : event.descriptionLanguage}
                      dangerouslySetInnerHTML={{ __html: descriptionHtml }}
                    />
                  ) : (
                    <Text c="dimmed">{t('detail.noDescription')}</Text>
                  )}
                </Box>

                <Box component="section" aria-labelledby="classes-heading">
                  <Title order={2} fz="h3" id="classes-heading" mb="sm">
                    {t('detail.classes')}
                  </Title>
                  {event.classes.length === 0 ? (
                    <Text c="dimmed">{t('detail.noClasses')}</Text>
                  ) : (
                    <Table.ScrollContainer
                      minWidth={560}
                      className={stackedTable.scroll}
                      scrollAreaProps={{ viewportProps: scrollableRegion(t('detail.classes')) }}
                    >
                      <Table striped highlightOnHover verticalSpacing="sm" className={stackedTable.table}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th scope="col">{t('detail.className')}</Table.Th>
                            <Table.Th scope="col">{t('detail.classType')}</Table.Th>
                            <Table.Th scope="col">{t('detail.entries')}</Table.Th>
                            <Table.Th scope="col">{t('detail.fee')}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {event.classes.map((cls) => (
                            <Table.Tr key={cls.id}>
                              <Table.Td>
                                <AnchorLink
                                  to="/$locale/tournament/$id/class/$classId"
                                  params={{ locale, id, classId: String(cls.id) }}
                                  fw={600}
                                >
                                  {cls.name}
                                </AnchorLink>
                                <Group gap={4} mt={2}>
                                  {cls.isCompleted && (
                                    <Badge size="xs" color="yellow" variant="light">
                                      {t('detail.completed')}
                                    </Badge>
                                  )}
                                  {cls.isFull && !cls.isCompleted && (
                                    <Badge size="xs" color="red" variant="light">
                                      {t('detail.full')}
                                    </Badge>
                                  )}
                                  {ratingGate(t, cls, locale) && (
                                    <Text size="xs" c="dimmed">
                                      {ratingGate(t, cls, locale)}
                                    </Text>
                                  )}
                                </Group>
                              </Table.Td>
                              <Table.Td data-label={t('detail.classType')}>{classLabel(t, cls)}</Table.Td>
                              <Table.Td data-label={t('detail.entries')}>
                                {t('detail.entriesOfCapacity', {
                                  entries: cls.entryCount,
                                  capacity: cls.capacity,
                                })}
                              </Table.Td>
                              <Table.Td data-label={t('detail.fee')}>
                                {formatMoney(cls.feeMinor, cls.currency, locale)}
                              </Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  )}
                </Box>
              </Stack>
            </Grid.Col>

            <Grid.Col span={SIDE_COLUMN}>
              <Stack gap="md">
                <Card withBorder radius="lg" component="section" aria-labelledby="venue-heading">
                  <Title order={2} fz="h4" id="venue-heading" mb="xs">
                    {t('detail.venue')}
                  </Title>
                  <Text fw={600}>{event.venueName}</Text>
                  <Text size="sm">{event.address}</Text>
                  <Text size="sm">
                    {[event.postalCode, event.city].filter(Boolean).join(' ')},{' '}
                    {countryName(event.country, locale)}
                  </Text>
                  <Anchor href={osmLink(event)} target="_blank" rel="noopener noreferrer" size="sm" mt="xs">
                    {t('detail.openMap')}
                  </Anchor>
                </Card>

                <Card withBorder radius="lg" component="section" aria-labelledby="organizer-heading">
                  <Title order={2} fz="h4" id="organizer-heading" mb="xs">
                    {t('detail.organizer')}
                  </Title>
                  <Group gap="sm" wrap="nowrap">
                    {event.organization.logo && (
                      <Image src={event.organization.logo} alt="" w={44} h={44} radius="md" />
                    )}
                    <AnchorLink
                      to="/$locale/organizer"
                      params={{ locale }}
                      search={{ id: event.organization.slug }}
                      fw={600}
                    >
                      {event.organization.name}
                    </AnchorLink>
                  </Group>
                  {event.organization.website && (
                    <Anchor
                      href={event.organization.website}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="sm"
                      mt="xs"
                    >
                      {t('detail.website')}
                    </Anchor>
                  )}
                </Card>

                {event.tour && (
                  <Card withBorder radius="lg" component="section" aria-labelledby="tour-heading">
                    <Title order={2} fz="h4" id="tour-heading" mb="xs">
                      {t('detail.partOfTour')}
                    </Title>
                    <AnchorLink
                      to="/$locale/tour/$id"
                      params={{ locale, id: String(event.tour.id) }}
                      search={{ tab: 'stops' }}
                      fw={600}
                    >
                      {event.tour.name}
                    </AnchorLink>
                    <Text size="sm" c="dimmed">
                      {t('detail.tourStop', { number: event.tour.stopNumber })}
                    </Text>
                  </Card>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </>
  )
}

function RegistrationBox({ event, locale }: { event: TournamentDetail; locale: Locale }) {
  const { t } = useTranslation()
  const status = event.registrationStatus
  return (
    <Card withBorder radius="lg" component="section" aria-labelledby="registration-heading">
      <Title order={2} fz="h4" id="registration-heading">
        {t('detail.registration')}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {status === 'open' && event.registrationClosesAt
          ? t('detail.registrationOpenUntil', {
              date: formatDate(event.registrationClosesAt, locale, event.timeZone),
            })
          : status === 'not_yet_open' && event.registrationOpensAt
            ? t('detail.registrationOpensOn', {
                date: formatDate(event.registrationOpensAt, locale, event.timeZone),
              })
            : status === 'finished'
              ? t('detail.registrationFinished')
              : t('detail.registrationClosed')}
      </Text>
      {status === 'open' ? (
        <ButtonLink
          to="/$locale/tournament/$id/registration/"
          params={{ locale, id: String(event.id) }}
          fullWidth
        >
          {t('detail.register')}
        </ButtonLink>
      ) : (
        <Button disabled fullWidth>
          {t('detail.register')}
        </Button>
      )}
      <CheckInLink eventId={event.id} locale={locale} />
      <Anchor
        href={`/bff/tournament/${event.id}/calendar.ics?lang=${locale}`}
        download
        size="sm"
        mt="sm"
        display="block"
        ta="center"
      >
        {t('detail.addToCalendar')}
      </Anchor>
    </Card>
  )
}

export function EventDetailRoute({ id, locale }: { id: number; locale: Locale }) {
  const { data } = useSuspenseQuery(tournamentQuery(id, locale))
  return <EventDetailPage event={data} locale={locale} />
}
