import { Container, Group, Image, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { NotFoundView } from '../../../components/error-views.tsx'
import { ListErrorView } from '../../../components/route-error-views.tsx'
import { headT } from '../../../i18n/i18n.ts'
import { formatDate, formatDuration } from '../../../lib/format.ts'
import { orNotFound, siteUrlFrom } from '../../../lib/route-helpers.ts'
import { shareMeta } from '../../../lib/seo.ts'
import { podcastEpisodeQuery } from '../../../queries/podcast.ts'
import { AnchorLink } from '../../../components/links.tsx'

export const Route = createFileRoute('/$locale/pickleball-passport-podcast-europe/$id')({
  loader: async ({ context, params }) => {
    if (!/^[a-z0-9-]{1,120}$/i.test(params.id)) throw notFound()
    const episode = await orNotFound(context.queryClient.ensureQueryData(podcastEpisodeQuery(params.id)))
    return {
      idOrSlug: params.id,
      info: { name: episode.title, description: episode.summary, img: episode.image },
    }
  },
  head: ({ loaderData, params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: shareMeta({
        info: loaderData?.info,
        fallbackTitle: t('podcast.title'),
        fallbackDescription: t('podcast.subtitle'),
        siteUrl: siteUrlFrom(matches),
      }),
    }
  },
  component: EpisodePage,
  errorComponent: ListErrorView,
  notFoundComponent: NotFoundView,
})

function EpisodePage() {
  const { t } = useTranslation()
  const { idOrSlug } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const { data: episode } = useSuspenseQuery(podcastEpisodeQuery(idOrSlug))
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <AnchorLink to="/$locale/pickleball-passport-podcast-europe/" params={{ locale }} size="sm">
          ‹ {t('podcast.allEpisodes')}
        </AnchorLink>
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <Image
            src={episode.image ?? '/media/podcast/cover.svg'}
            alt=""
            w={140}
            h={140}
            radius="lg"
            visibleFrom="xs"
          />
          <div>
            <Text size="sm" c="dimmed" fw={600}>
              {episode.episodeNumber !== null &&
                `${t('podcast.episode', { number: episode.episodeNumber })} · `}
              {formatDate(episode.publishedAt, locale)}
              {episode.durationSeconds !== null && ` · ${formatDuration(episode.durationSeconds, locale)}`}
            </Text>
            <Title order={1} mt={4}>
              {episode.title}
            </Title>
          </div>
        </Group>
        <figure style={{ margin: 0 }}>
          <figcaption>
            <Text size="sm" fw={600} mb={6}>
              {t('podcast.listen')}
            </Text>
          </figcaption>
          <audio
            controls
            preload="metadata"
            style={{ width: '100%' }}
            aria-label={t('podcast.player', { title: episode.title })}
          >
            <source src={episode.audioUrl} type={episode.audioType} />
            <a href={episode.audioUrl}>{t('podcast.download')}</a>
          </audio>
        </figure>
        <Text size="lg">{episode.summary}</Text>
        <section aria-labelledby="notes-heading">
          <Title order={2} fz="h3" id="notes-heading" mb="sm">
            {t('podcast.showNotes')}
          </Title>
          {/* Show notes are sanitised on import (packages/api podcast import). */}
          <div className="markdown" dangerouslySetInnerHTML={{ __html: episode.showNotes }} />
        </section>
      </Stack>
    </Container>
  )
}
