import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { useLiveTopics } from '../../../queries/live.ts'
import { organizerMeQuery } from '../../../queries/manage.ts'
import { AnchorLink } from '../../links.tsx'
import { elapsed, sidesLabel, stageLabel } from '../desk/desk-format.ts'
import { ManageShell } from '../manage-shell.tsx'
import { myCourtsQuery, type MyCourts } from './referee-queries.ts'
import { useNow } from '../desk/use-now.ts'

const STATE_COLOR = {
  called: 'blue',
  on_court: 'green',
  score_pending: 'yellow',
  disputed: 'red',
  confirmed: 'gray',
}

/**
 * "My courts" (issue 15): a signed-in referee's courts at the event, each with the match the desk
 * called there and a big button to its referee scoring page. Follows the event's live topic, so a
 * call at the desk shows up here without a reload. Laid out for a phone first.
 */
export function MyCourtsPage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(myCourtsQuery(eventId, locale))
  const { data: me } = useQuery(organizerMeQuery())
  useLiveTopics([`event:${eventId}`])
  const now = useNow(data.now)
  const role = me?.organizations.find((o) => o.id === data.organizationId)?.role
  return (
    <ManageShell
      locale={locale}
      orgId={role && role !== 'referee' ? data.organizationId : null}
      title={t('manage.referees.myCourts')}
      back={
        role && role !== 'referee' ? (
          <AnchorLink
            to="/$locale/manage/event/$eventId"
            params={{ locale, eventId: String(eventId) }}
            size="sm"
          >
            ← {data.eventName}
          </AnchorLink>
        ) : role === 'referee' ? (
          <AnchorLink
            to="/$locale/manage/org/$orgId"
            params={{ locale, orgId: String(data.organizationId) }}
            size="sm"
          >
            ← {t('manage.referees.homeTitle')}
          </AnchorLink>
        ) : undefined
      }
      subtitle={
        <Text size="sm" c="dimmed">
          {data.eventName} · {t('manage.courtDesk.eventClock', { zone: data.timeZone })}
        </Text>
      }
    >
      {data.courts.length === 0 ? (
        <Text>{t('manage.referees.noCourts')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {data.courts.map((court) => (
            <MyCourtCard key={court.id} court={court} now={now} />
          ))}
        </SimpleGrid>
      )}
    </ManageShell>
  )
}

function MyCourtCard({ court, now }: { court: MyCourts['courts'][number]; now: number }) {
  const { t, i18n } = useTranslation()
  const { match, next } = court
  return (
    <Card withBorder padding="md" component="article" aria-label={court.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h3">
            {court.name}
          </Title>
          {match && (
            <Badge color={STATE_COLOR[match.state ?? 'called']} variant="light">
              {t(`manage.courtDesk.state.${match.state ?? 'called'}`)}
            </Badge>
          )}
        </Group>
        {match ? (
          <>
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {sidesLabel(match)}
            </Text>
            <Text size="sm" c="dimmed">
              {stageLabel(t, match)}
            </Text>
            {match.since && (
              <Text size="sm">
                {t('manage.courtDesk.elapsed', { time: elapsed(i18n.language, match.since, now) })}
              </Text>
            )}
            {court.scoringUrl && (
              <Button component="a" href={court.scoringUrl} size="lg" fullWidth>
                {t('manage.referees.score')}
              </Button>
            )}
          </>
        ) : (
          <Text c="dimmed">{t('manage.referees.noMatch')}</Text>
        )}
        {next && <Text size="sm">{t('manage.referees.next', { sides: sidesLabel(next) })}</Text>}
      </Stack>
    </Card>
  )
}
