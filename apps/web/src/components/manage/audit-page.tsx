import { Code, Stack, Text, Timeline } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import { eventAuditQuery, managedEventQuery } from '../../queries/manage.ts'
import { AnchorLink } from '../links.tsx'
import { ManageShell } from './manage-shell.tsx'

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)

/** Who did what to the event and when, with the values before and after (append-only). */
export function AuditPage({ locale, eventId }: { locale: Locale; eventId: number }) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const {
    data: { items: entries },
  } = useSuspenseQuery(eventAuditQuery(eventId))
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.audit.heading', { name: event.name })}
      back={
        <AnchorLink
          to="/$locale/manage/event/$eventId"
          params={{ locale, eventId: String(eventId) }}
          size="sm"
        >
          ← {event.name}
        </AnchorLink>
      }
    >
      {entries.length === 0 ? (
        <Text c="dimmed">{t('manage.audit.empty')}</Text>
      ) : (
        <Timeline
          bulletSize={14}
          lineWidth={2}
          component="ol"
          style={{ listStyle: 'none', paddingInlineStart: 0 }}
        >
          {entries.map((entry) => (
            <Timeline.Item
              key={entry.id}
              component="li"
              title={t(`manage.audit.actions.${entry.action}`, { defaultValue: entry.action })}
            >
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {t('manage.audit.byAt', {
                    actor: entry.actor.name,
                    at: formatDateTime(entry.at, locale, event.timeZone),
                  })}{' '}
                  · {t(`manage.audit.objects.${entry.objectType}`, { defaultValue: entry.objectType })}
                  {` #${entry.objectId}`}
                </Text>
                {(entry.before != null || entry.after != null) && (
                  <details>
                    <summary>{t('manage.audit.changes')}</summary>
                    <Stack gap={4} mt={4}>
                      <Text size="xs" fw={700}>
                        {t('manage.audit.before')}
                      </Text>
                      <Code block>{show(entry.before)}</Code>
                      <Text size="xs" fw={700}>
                        {t('manage.audit.after')}
                      </Text>
                      <Code block>{show(entry.after)}</Code>
                    </Stack>
                  </details>
                )}
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </ManageShell>
  )
}
