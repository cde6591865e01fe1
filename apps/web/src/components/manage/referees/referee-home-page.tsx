import { Card, Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { formatDateRange } from '../../../lib/format.ts'
import { ButtonLink } from '../../links.tsx'
import { ManageShell } from '../manage-shell.tsx'
import { myCourtEventsQuery } from './referee-queries.ts'

/**
 * A referee's console home (issue 15): a referee reads no event list of the club, so the club's
 * page shows where they referee — the events not over yet with the courts the desk gave them,
 * each opening its "My courts" page.
 */
export function RefereeHomePage({ locale, orgId }: { locale: Locale; orgId: number }) {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(myCourtEventsQuery())
  const events = data.filter((event) => event.organizationId === orgId)
  const courtList = new Intl.ListFormat(locale, { type: 'conjunction' })
  return (
    <ManageShell locale={locale} orgId={null} title={t('manage.referees.homeTitle')}>
      <Stack>
        <Text c="dimmed">{t('manage.referees.homeIntro')}</Text>
        {events.length === 0 ? (
          <Text>{t('manage.referees.homeEmpty')}</Text>
        ) : (
          events.map((event) => (
            <Card
              key={event.eventId}
              withBorder
              padding="md"
              component="article"
              aria-label={event.eventName}
            >
              <Stack gap="xs">
                <Title order={2} size="h3">
                  {event.eventName}
                </Title>
                <Text size="sm" c="dimmed">
                  {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)}
                </Text>
                <Text size="sm">
                  {t('manage.referees.yourCourts', {
                    courts: courtList.format(event.courts.map((court) => court.name)),
                  })}
                </Text>
                <Group>
                  <ButtonLink
                    to="/$locale/manage/event/$eventId/my-courts"
                    params={{ locale, eventId: String(event.eventId) }}
                  >
                    {t('manage.referees.open')}
                  </ButtonLink>
                </Group>
              </Stack>
            </Card>
          ))
        )}
      </Stack>
    </ManageShell>
  )
}
