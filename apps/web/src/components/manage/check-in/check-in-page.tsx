import { Button, Group, Text } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import type { Locale } from '../../../i18n/locales.ts'
import { useLiveTopics } from '../../../queries/live.ts'
import { managedEventQuery } from '../../../queries/manage.ts'
import { AnchorLink } from '../../links.tsx'
import { ConsoleSection as Section, ManageShell } from '../manage-shell.tsx'
import { CodeEntry } from './code-entry.tsx'
import { DeskList } from './desk-list.tsx'
import { NoShowsSection } from './no-shows-section.tsx'
import { WindowForm } from './window-form.tsx'

// The camera and its QR decoder load only when the desk opens the scanner.
const ScanModal = lazy(() => import('./scan-modal.tsx'))

/** The check-in desk of an event (issue 15): find or scan, check in, undo, window, no-shows. */
export function CheckInPage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const [isScanning, setIsScanning] = useState(false)
  // Other desks' check-ins and self check-ins show up without a reload.
  useLiveTopics([`event:${eventId}`])
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.checkIn.heading', { name: event.name })}
      back={
        <AnchorLink
          to="/$locale/manage/event/$eventId"
          params={{ locale, eventId: String(eventId) }}
          size="sm"
        >
          ← {event.name}
        </AnchorLink>
      }
      subtitle={
        <Text size="sm" c="dimmed">
          {t('manage.checkIn.eventClock', { zone: event.timeZone })}
        </Text>
      }
    >
      <Section title={t('manage.checkIn.codeTitle')}>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Button onClick={() => setIsScanning(true)}>{t('manage.checkIn.scan')}</Button>
          <CodeEntry eventId={eventId} />
        </Group>
        {isScanning ? (
          <Suspense fallback={null}>
            <ScanModal eventId={eventId} onClose={() => setIsScanning(false)} />
          </Suspense>
        ) : null}
      </Section>
      <Section title={t('manage.checkIn.players')}>
        <DeskList locale={locale} eventId={eventId} />
      </Section>
      <Section title={t('manage.checkIn.settings')}>
        <WindowForm eventId={eventId} timeZone={event.timeZone} />
      </Section>
      <Section title={t('manage.checkIn.noShows')}>
        <NoShowsSection locale={locale} eventId={eventId} timeZone={event.timeZone} />
      </Section>
    </ManageShell>
  )
}
