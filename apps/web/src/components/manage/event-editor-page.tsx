import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateRange } from '../../lib/format.ts'
import { managedEventQuery } from '../../queries/manage.ts'
import { AnchorLink } from '../links.tsx'
import { ClassList } from './class-list.tsx'
import { EventActions } from './event-actions.tsx'
import { EventDescriptionsForm } from './event-descriptions-form.tsx'
import { EventDetailsForm } from './event-details-form.tsx'
import { EventImage } from './event-image.tsx'
import { DuprSubmission } from './dupr-submission.tsx'
import { EventExports } from './export-links.tsx'
import { ManageShell } from './manage-shell.tsx'
import { EventStatusBadge, shownStatus } from './status-badge.tsx'

/** One event: status and actions, every field the public pages show, and its classes. */
export function EventEditorPage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const publicPath = `/${locale}/${event.kind === 'travel' ? 'travel' : 'tournament'}/${event.id}`
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={event.name}
      back={
        <AnchorLink
          to="/$locale/manage/org/$orgId"
          params={{ locale, orgId: String(event.organizationId) }}
          size="sm"
        >
          ← {t('manage.events.backToList')}
        </AnchorLink>
      }
      subtitle={
        <Group gap="sm">
          <EventStatusBadge status={shownStatus(event)} />
          <Text size="sm" c="dimmed">
            {t(`manage.kinds.${event.kind}`)} ·{' '}
            {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)} · {event.city}
          </Text>
        </Group>
      }
    >
      <Group gap="md">
        <Anchor href={publicPath}>{t('manage.events.preview')}</Anchor>
        <AnchorLink to="/$locale/manage/event/$eventId/audit" params={{ locale, eventId: String(event.id) }}>
          {t('manage.audit.title')}
        </AnchorLink>
        <AnchorLink
          to="/$locale/manage/event/$eventId/schedule"
          params={{ locale, eventId: String(event.id) }}
        >
          {t('manage.schedule.title')}
        </AnchorLink>
        <AnchorLink
          to="/$locale/manage/event/$eventId/messages"
          params={{ locale, eventId: String(event.id) }}
        >
          {t('manage.messages.title')}
        </AnchorLink>
        <AnchorLink
          to="/$locale/manage/event/$eventId/check-in"
          params={{ locale, eventId: String(event.id) }}
        >
          {t('manage.checkIn.title')}
        </AnchorLink>
        <AnchorLink to="/$locale/manage/event/$eventId/desk" params={{ locale, eventId: String(event.id) }}>
          {t('manage.courtDesk.title')}
        </AnchorLink>
        <AnchorLink to="/$locale/manage/event/$eventId/scores" params={{ locale, eventId: String(event.id) }}>
          {t('manage.scoring.title')}
        </AnchorLink>
        <AnchorLink
          to="/$locale/manage/event/$eventId/my-courts"
          params={{ locale, eventId: String(event.id) }}
        >
          {t('manage.referees.myCourts')}
        </AnchorLink>
      </Group>
      <EventActions locale={locale} event={event} />
      <Section title={t('manage.classes.title')}>
        <ClassList locale={locale} event={event} />
      </Section>
      <Section title={t('manage.exports.title')}>
        <EventExports eventId={event.id} />
      </Section>
      <Section title={t('manage.dupr.title')}>
        <DuprSubmission eventId={event.id} />
      </Section>
      <Section title={t('manage.events.details')}>
        <EventDetailsForm locale={locale} event={event} />
      </Section>
      <Section title={t('manage.events.image')}>
        <EventImage event={event} />
      </Section>
      <Section title={t('manage.events.descriptions')}>
        <EventDescriptionsForm event={event} />
      </Section>
    </ManageShell>
  )
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack
      component="section"
      gap="sm"
      pt="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Title order={2} fz="xl">
        {title}
      </Title>
      {children}
    </Stack>
  )
}
