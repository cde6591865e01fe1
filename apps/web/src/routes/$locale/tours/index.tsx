import { Badge, Card, Container, Group, Image, Skeleton, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, createFileRoute } from '@tanstack/react-router'
import type { TourCard } from '@courtside/api/types'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { TourErrorView } from '../../../components/route-error-views.tsx'
import { headT } from '../../../i18n/i18n.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { countryFlag, countryName, formatDateRange } from '../../../lib/format.ts'
import { toursQuery } from '../../../queries/tournaments.ts'
import cardClasses from '../../../components/tournament-card.module.css'
import { cacheOnly } from '../../../lib/route-helpers.ts'

/** Spec section 9: the tour list shows 4 skeleton cards while loading. */
const TOUR_SKELETON_COUNT = 4

export const Route = createFileRoute('/$locale/tours/')({
  loader: ({ context }) => cacheOnly(context.queryClient.ensureQueryData(toursQuery())),
  head: ({ params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: [
        { title: `${t('tours.title')} · Courtside` },
        { name: 'description', content: t('tours.subtitle') },
      ],
    }
  },
  pendingComponent: ToursPending,
  pendingMs: 150,
  component: ToursPage,
  errorComponent: TourErrorView,
})

function ToursHeader() {
  const { t } = useTranslation()
  return (
    <div>
      <Title order={1}>{t('tours.title')}</Title>
      <Text c="dimmed" mt={4}>
        {t('tours.subtitle')}
      </Text>
    </div>
  )
}

function ToursPending() {
  const { t } = useTranslation()
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ToursHeader />
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="lg"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: TOUR_SKELETON_COUNT }, (_, i) => (
            <Card key={i} withBorder radius="lg" padding="md" data-testid="tour-skeleton">
              <Skeleton h={140} mb="md" />
              <Skeleton h={18} w="80%" mb="xs" />
              <Skeleton h={14} w="60%" />
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  )
}

function ToursPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  const { data: tours } = useSuspenseQuery(toursQuery())
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <ToursHeader />
        {tours.length === 0 ? (
          <Text c="dimmed">{t('tours.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
            {tours.map((tour) => (
              <TourCardView key={tour.id} tour={tour} locale={locale} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  )
}

function TourCardView({ tour, locale }: { tour: TourCard; locale: Locale }) {
  const { t } = useTranslation()
  return (
    <Card component="article" withBorder radius="lg" padding={0} className={cardClasses.card}>
      <Image src={tour.image ?? '/media/default-logo.svg'} alt="" h={160} fit="cover" />
      <Stack gap={6} p="md">
        <Group gap="xs">
          <Badge variant="light">{t('tours.season', { season: tour.season })}</Badge>
          <Badge variant="default">{t('tours.stops', { count: tour.stopCount })}</Badge>
        </Group>
        <Text component="h2" fw={700} fz="lg" className={cardClasses.title}>
          <Link
            to="/$locale/tour/$id"
            params={{ locale, id: String(tour.id) }}
            search={{ tab: 'stops' }}
            className={cardClasses.link}
          >
            {tour.name}
          </Link>
        </Text>
        <Text size="sm" c="dimmed">
          {tour.subtitle}
        </Text>
        {tour.firstDate && tour.lastDate && (
          <Text size="sm">{formatDateRange(tour.firstDate, tour.lastDate, 'Europe/Berlin', locale)}</Text>
        )}
        <Text size="sm" aria-label={tour.countries.map((c) => countryName(c, locale)).join(', ')}>
          {tour.countries.map((c) => countryFlag(c)).join(' ')}
        </Text>
      </Stack>
    </Card>
  )
}
