import { SimpleGrid, Text } from '@mantine/core'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { useLiveTopics } from '../../../queries/live.ts'
import { managedEventQuery } from '../../../queries/manage.ts'
import { AnchorLink } from '../../links.tsx'
import { FailureAlert } from '../failure-alert.tsx'
import { ConsoleSection as Section, ManageShell } from '../manage-shell.tsx'
import { CourtCard } from './court-card.tsx'
import { CalledList, ReadyQueue, RecentList } from './desk-lists.tsx'
import { deskActionMutation, deskQuery, type DeskAction } from './desk-queries.ts'
import { DeskSettingsForm } from './desk-settings-form.tsx'
import { useNow } from './use-now.ts'

/** The court desk on match day (issue 15): courts, ready queue, called matches, recent results. */
export function DeskPage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const { data: desk } = useSuspenseQuery(deskQuery(eventId))
  useLiveTopics([`event:${eventId}`])
  const now = useNow(desk.now)
  const queryClient = useQueryClient()
  const act = useMutation(deskActionMutation(queryClient, eventId))
  const props = { desk, now, onAction: (action: DeskAction) => act.mutate(action), isBusy: act.isPending }
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.courtDesk.heading', { name: event.name })}
      back={
        <AnchorLink
          to="/$locale/manage/event/$eventId"
          params={{ locale, eventId: String(event.id) }}
          size="sm"
        >
          ← {event.name}
        </AnchorLink>
      }
      subtitle={
        <Text size="sm" c="dimmed">
          {t('manage.courtDesk.eventClock', { zone: desk.timeZone })}
          {desk.checkInRequired ? ` · ${t('manage.courtDesk.checkInRequired')}` : ''}
        </Text>
      }
    >
      <FailureAlert error={act.error} />
      <Section title={t('manage.courtDesk.courts')}>
        {desk.courts.length === 0 ? (
          <Text c="dimmed">{t('manage.courtDesk.noCourts')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {desk.courts.map((court) => (
              <CourtCard key={court.id} court={court} {...props} />
            ))}
          </SimpleGrid>
        )}
      </Section>
      <Section title={t('manage.courtDesk.queue')}>
        <ReadyQueue {...props} />
      </Section>
      <Section title={t('manage.courtDesk.called')}>
        <CalledList {...props} />
      </Section>
      <Section title={t('manage.courtDesk.recent')}>
        <RecentList desk={desk} />
      </Section>
      <Section title={t('manage.courtDesk.settings')}>
        <DeskSettingsForm key={desk.settings.overdueMinutes} desk={desk} />
      </Section>
    </ManageShell>
  )
}
