import { Card, Container, Group, Image, Pagination, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { ListErrorView } from '../../../components/route-error-views.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { formatDate, formatDuration } from '../../../lib/format.ts'
import { PODCAST_PAGE_SIZE, podcastEpisodesQuery } from '../../../queries/podcast.ts'
import cardClasses from '../../../components/tournament-card.module.css'
import { podcastListSearchSchema } from './-search.ts'
import { cacheOnly } from '../../../lib/route-helpers.ts'

export const Route = createFileRoute('/$locale/pickleball-passport-podcast-europe/')({
  // Page 1 is the address without ?page (no default written into the URL, so no redirect).
  validateSearch: podcastListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    cacheOnly(context.queryClient.ensureQueryData(podcastEpisodesQuery(deps.page))),
  head: ({ params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: [
        { title: `${t('podcast.title')} · Courtside` },
        { name: 'description', content: t('podcast.subtitle') },
      ],
    }
  },
  component: PodcastListPage,
  errorComponent: ListErrorView,
})

function PodcastListPage() {
  const { t } = useTranslation()
  const page = Route.useSearch({ select: (search) => search.page ?? 1 })
  const { locale } = Route.useRouteContext()
  const navigate = useNavigate({ from: Route.fullPath })
  const { data } = useQuery(podcastEpisodesQuery(page))
  const pageCount = Math.max(1, Math.ceil((data?.total ?? 0) / PODCAST_PAGE_SIZE))
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {/* The title goes under the cover when "Pickleball" no longer fits beside it (320 px). */}
        <Group gap="lg">
          <Image src="/media/podcast/cover.svg" alt="" w={104} h={104} radius="lg" />
          <div style={{ flex: '1 1 10rem' }}>
            <Title order={1}>{t('podcast.title')}</Title>
            <Text c="dimmed" mt={4}>
              {t('podcast.subtitle')}
            </Text>
          </div>
        </Group>
        {data && data.items.length === 0 && <Text c="dimmed">{t('podcast.empty')}</Text>}
        <Stack gap="md">
          {data?.items.map((episode) => (
            <Card key={episode.id} component="article" withBorder radius="lg" className={cardClasses.card}>
              <Group wrap="nowrap" align="flex-start" gap="md">
                <Image
                  src={episode.image ?? '/media/podcast/cover.svg'}
                  alt=""
                  w={88}
                  h={88}
                  radius="md"
                  loading="lazy"
                />
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text size="xs" c="dimmed" fw={600}>
                    {episode.episodeNumber !== null &&
                      `${t('podcast.episode', { number: episode.episodeNumber })} · `}
                    {formatDate(episode.publishedAt, locale)}
                    {episode.durationSeconds !== null &&
                      ` · ${formatDuration(episode.durationSeconds, locale)}`}
                  </Text>
                  <Text component="h2" fw={700} fz="lg" className={cardClasses.title}>
                    <Link
                      to="/$locale/pickleball-passport-podcast-europe/$id"
                      params={{ locale, id: String(episode.id) }}
                      className={cardClasses.link}
                    >
                      {episode.title}
                    </Link>
                  </Text>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {episode.summary}
                  </Text>
                </Stack>
              </Group>
            </Card>
          ))}
        </Stack>
        {pageCount > 1 && (
          <Group justify="center">
            <Pagination
              total={pageCount}
              value={Math.min(page, pageCount)}
              onChange={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? t('list.previousPage')
                    : control === 'next'
                      ? t('list.nextPage')
                      : undefined,
              })}
              getItemProps={(n) => ({ 'aria-label': t('list.goToPage', { page: n }) })}
            />
          </Group>
        )}
      </Stack>
    </Container>
  )
}
