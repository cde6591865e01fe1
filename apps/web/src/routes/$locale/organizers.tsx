import { Avatar, Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from '../../i18n/use-translation.ts'
import { ListErrorView } from '../../components/route-error-views.tsx'
import { headT } from '../../i18n/i18n.ts'
import { countryFlag, countryName } from '../../lib/format.ts'
import { organizersQuery } from '../../queries/tournaments.ts'
import cardClasses from '../../components/tournament-card.module.css'
import { AnchorLink } from '../../components/links.tsx'
import { cacheOnly } from '../../lib/route-helpers.ts'

export const Route = createFileRoute('/$locale/organizers')({
  loader: ({ context }) => cacheOnly(context.queryClient.ensureQueryData(organizersQuery())),
  head: ({ params, matches }) => {
    const t = headT(matches, params.locale)
    return {
      meta: [
        { title: `${t('organizers.title')} · Courtside` },
        { name: 'description', content: t('organizers.subtitle') },
      ],
    }
  },
  component: OrganizersPage,
  errorComponent: ListErrorView,
})

function OrganizersPage() {
  const { t } = useTranslation()
  const { locale } = Route.useRouteContext()
  const { data: organizers } = useSuspenseQuery(organizersQuery())
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('organizers.title')}</Title>
          <Text c="dimmed" mt={4}>
            {t('organizers.subtitle')}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {organizers.map((org) => (
            <Card key={org.id} component="article" withBorder radius="lg" className={cardClasses.card}>
              <Group wrap="nowrap" align="flex-start">
                <Avatar src={org.logo} size={56} radius="md" alt="">
                  {org.name.slice(0, 2)}
                </Avatar>
                <Stack gap={4}>
                  <Text component="h2" fw={700} fz="lg" className={cardClasses.title}>
                    <AnchorLink
                      to="/$locale/organizer"
                      params={{ locale }}
                      search={{ id: org.slug }}
                      className={cardClasses.link}
                      c="inherit"
                      underline="never"
                    >
                      {org.name}
                    </AnchorLink>
                  </Text>
                  <Text size="sm">
                    <span aria-hidden="true">{countryFlag(org.country)} </span>
                    {[org.city, countryName(org.country, locale)].filter(Boolean).join(', ')}
                  </Text>
                  <Group gap="xs" mt={4}>
                    <Badge variant="light">{t('organizers.upcoming', { count: org.upcomingCount })}</Badge>
                    <Badge variant="default">{t('organizers.events', { count: org.eventCount })}</Badge>
                  </Group>
                </Stack>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  )
}
