import {
  Avatar,
  Badge,
  Box,
  Card,
  Container,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate, stripSearchParams } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { NotFoundView } from '../../../components/error-views.tsx'
import { TourErrorView } from '../../../components/route-error-views.tsx'
import { TournamentCard } from '../../../components/tournament-card.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { countryFlag, formatNumber } from '../../../lib/format.ts'
import { orNotFound, parseIdParam } from '../../../lib/route-helpers.ts'
import { tourQuery } from '../../../queries/tournaments.ts'
import { tourSearchSchema } from './-search.ts'
import { scrollableRegion } from '../../../lib/scrollable-region.ts'
import stackedTable from '../../../components/stacked-table.module.css'

export const Route = createFileRoute('/$locale/tour/$id')({
  validateSearch: tourSearchSchema,
  // The default tab is the address without ?tab (no redirect to add it).
  search: { middlewares: [stripSearchParams({ tab: 'stops' })] },
  loader: async ({ context, params }) => {
    const id = parseIdParam(params.id)
    const tour = await orNotFound(context.queryClient.ensureQueryData(tourQuery(id)))
    return { id, name: tour.name, subtitle: tour.subtitle }
  },
  head: ({ loaderData, params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: [
        { title: `${loaderData?.name ?? t('tours.title')} · Courtside` },
        { name: 'description', content: loaderData?.subtitle ?? t('tours.subtitle') },
      ],
    }
  },
  pendingComponent: TourPending,
  pendingMs: 150,
  component: TourPage,
  errorComponent: TourErrorView,
  notFoundComponent: NotFoundView,
})

function TourPending() {
  return (
    <Container size="xl" py="xl">
      <Skeleton h={36} w="50%" mb="md" />
      <Skeleton h={18} w="30%" mb="xl" />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h={280} radius="lg" />
        ))}
      </SimpleGrid>
    </Container>
  )
}

function TourPage() {
  const { t } = useTranslation()
  const { id } = Route.useLoaderData()
  const { tab } = Route.useSearch()
  const { locale } = Route.useRouteContext()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data: tour } = useSuspenseQuery(tourQuery(id))

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Group gap="lg" align="center" wrap="nowrap">
          {tour.image && (
            <Image src={tour.image} alt="" w={96} h={96} radius="lg" fit="cover" visibleFrom="sm" />
          )}
          <div>
            <Badge variant="light">{t('tours.season', { season: tour.season })}</Badge>
            <Title order={1} mt={4}>
              {tour.name}
            </Title>
            <Text c="dimmed">{tour.subtitle}</Text>
          </div>
        </Group>
        {tour.description && <Text maw={760}>{tour.description}</Text>}

        <Tabs
          value={tab}
          onChange={(value) =>
            void navigate({ search: { tab: value === 'rankings' ? 'rankings' : 'stops' }, replace: true })
          }
          keepMounted={false}
        >
          <Tabs.List>
            <Tabs.Tab value="stops">{t('tours.tabStops')}</Tabs.Tab>
            <Tabs.Tab value="rankings">{t('tours.tabRankings')}</Tabs.Tab>
          </Tabs.List>

          <Tabs.Panel value="stops" pt="lg">
            {tour.stops.length === 0 ? (
              <Text c="dimmed">{t('tours.noStops')}</Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
                {tour.stops.map((stop) => (
                  <Stack key={stop.id} gap={6}>
                    <Group gap="xs">
                      <Text fw={700} size="sm">
                        {t('detail.tourStop', { number: stop.stopNumber })}
                      </Text>
                      {stop.pointsMultiplierPercent !== 100 && (
                        <Badge size="sm" color="yellow" variant="light">
                          {t('tours.multiplier', {
                            value: formatNumber(stop.pointsMultiplierPercent / 100, locale),
                          })}
                        </Badge>
                      )}
                    </Group>
                    <TournamentCard event={stop} locale={locale} />
                  </Stack>
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>

          <Tabs.Panel value="rankings" pt="lg">
            {tour.rankings.length === 0 ? (
              <Text c="dimmed">{t('tours.noRankings')}</Text>
            ) : (
              <Card withBorder radius="lg" padding={0}>
                <Table.ScrollContainer
                  minWidth={520}
                  className={stackedTable.scroll}
                  scrollAreaProps={{ viewportProps: scrollableRegion(t('tours.rankingsCaption')) }}
                >
                  <Table striped verticalSpacing="sm" horizontalSpacing="md" className={stackedTable.table}>
                    <Table.Caption>{t('tours.rankingsCaption')}</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('tours.rank')}</Table.Th>
                        <Table.Th scope="col">{t('tours.player')}</Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('tours.points')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('tours.stopsPlayed')}
                        </Table.Th>
                        <Table.Th scope="col" ta="right">
                          {t('tours.bestPlacement')}
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {tour.rankings.slice(0, 100).map((row) => (
                        <Table.Tr key={row.player.id}>
                          <Table.Td fw={700}>{row.rank}</Table.Td>
                          <Table.Td>
                            <Group gap="sm" wrap="nowrap">
                              <Avatar src={row.player.avatar} size="sm" radius="xl" alt="">
                                {row.player.firstName[0]}
                                {row.player.lastName[0]}
                              </Avatar>
                              <Box>
                                <Text size="sm" fw={600}>
                                  {row.player.firstName} {row.player.lastName}
                                </Text>
                                {row.player.country && (
                                  <Text size="xs" c="dimmed" aria-hidden="true">
                                    {countryFlag(row.player.country)}
                                  </Text>
                                )}
                              </Box>
                            </Group>
                          </Table.Td>
                          <Table.Td ta="right" fw={700} data-label={t('tours.points')}>
                            {formatNumber(row.totalPoints, locale)}
                          </Table.Td>
                          <Table.Td ta="right" data-label={t('tours.stopsPlayed')}>
                            {row.stopsPlayed}
                          </Table.Td>
                          <Table.Td ta="right" data-label={t('tours.bestPlacement')}>
                            {row.bestPlacement ?? '—'}
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Card>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  )
}
