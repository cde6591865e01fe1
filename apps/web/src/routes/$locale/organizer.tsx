import {
  Anchor,
  Avatar,
  Button,
  Code,
  Container,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, useLoaderData } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { NotFoundView } from '../../components/error-views.tsx'
import { ListErrorView } from '../../components/route-error-views.tsx'
import { TournamentCard } from '../../components/tournament-card.tsx'
import { headT } from '../../i18n/i18n.ts'
import { embedSnippet } from '../../lib/embed.ts'
import { countryFlag, countryName } from '../../lib/format.ts'
import { orNotFound } from '../../lib/route-helpers.ts'
import { organizerQuery } from '../../queries/tournaments.ts'
import { organizerSearchSchema } from './-search.ts'
import { scrollableRegion } from '../../lib/scrollable-region.ts'

export const Route = createFileRoute('/$locale/organizer')({
  validateSearch: organizerSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: async ({ context, deps }) => {
    if (!deps.id) throw notFound()
    const org = await orNotFound(context.queryClient.ensureQueryData(organizerQuery(deps.id)))
    return { idOrSlug: deps.id, name: org.name, description: org.description }
  },
  head: ({ loaderData, params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: [
        { title: `${loaderData?.name ?? t('organizers.title')} · Courtside` },
        { name: 'description', content: loaderData?.description || t('organizers.subtitle') },
      ],
    }
  },
  component: OrganizerPage,
  errorComponent: ListErrorView,
  notFoundComponent: NotFoundView,
})

function OrganizerPage() {
  const { t } = useTranslation()
  const { idOrSlug } = Route.useLoaderData()
  const { locale } = Route.useRouteContext()
  const siteUrl = useLoaderData({ from: '__root__', select: (config) => config.serverUrl })
  const { data: org } = useSuspenseQuery(organizerQuery(idOrSlug))
  const embedUrl = `${siteUrl}/${locale}/?embed=true&organizationId=${org.id}`
  const [autoHeight, setAutoHeight] = useState(true)
  return (
    <Container size="xl" py="xl">
      <Stack gap="xl">
        <Group wrap="nowrap" align="center" gap="lg">
          <Avatar src={org.logo} size={88} radius="lg" alt="">
            {org.name.slice(0, 2)}
          </Avatar>
          <div>
            <Title order={1}>{org.name}</Title>
            <Text>
              <span aria-hidden="true">{countryFlag(org.country)} </span>
              {[org.city, countryName(org.country, locale)].filter(Boolean).join(', ')}
            </Text>
            <Group gap="md" mt={4}>
              {org.website && (
                <Anchor href={org.website} target="_blank" rel="noopener noreferrer" size="sm">
                  {t('detail.website')}
                </Anchor>
              )}
              {org.email && (
                <Anchor href={`mailto:${org.email}`} size="sm">
                  {org.email}
                </Anchor>
              )}
            </Group>
          </div>
        </Group>
        {org.description && <Text maw={760}>{org.description}</Text>}

        <section aria-labelledby="upcoming-heading">
          <Title order={2} fz="h3" id="upcoming-heading" mb="md">
            {t('organizers.upcomingEvents')}
          </Title>
          {org.upcoming.length === 0 ? (
            <Text c="dimmed">{t('organizers.noUpcoming')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {org.upcoming.map((event) => (
                <TournamentCard key={event.id} event={event} locale={locale} />
              ))}
            </SimpleGrid>
          )}
        </section>

        {org.past.length > 0 && (
          <section aria-labelledby="past-heading">
            <Title order={2} fz="h3" id="past-heading" mb="md">
              {t('organizers.pastEvents')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
              {org.past.map((event) => (
                <TournamentCard key={event.id} event={event} locale={locale} />
              ))}
            </SimpleGrid>
          </section>
        )}

        <section aria-labelledby="embed-heading">
          <Title order={2} fz="h3" id="embed-heading" mb="xs">
            {t('organizers.embedTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('organizers.embedHelp')}
          </Text>
          <Switch
            checked={autoHeight}
            onChange={(event) => setAutoHeight(event.currentTarget.checked)}
            label={t('organizers.embedAutoHeight')}
            description={t('organizers.embedAutoHeightHelp')}
            mb="sm"
          />
          <Code block data-testid="embed-snippet" {...scrollableRegion(t('organizers.embedTitle'))}>
            {embedSnippet({ siteUrl, embedUrl, title: org.name, autoHeight })}
          </Code>
          <CopyButton value={embedSnippet({ siteUrl, embedUrl, title: org.name, autoHeight })}>
            {({ copied, copy }) => (
              <Button variant="light" size="xs" mt="xs" onClick={copy}>
                {copied ? t('common.copied') : t('common.copy')}
              </Button>
            )}
          </CopyButton>
        </section>
      </Stack>
    </Container>
  )
}
