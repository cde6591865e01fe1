import { Badge, Button, SegmentedControl, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateTime } from '../../lib/format.ts'
import { eventMessagesQuery, managedEventQuery, retryMessage } from '../../queries/manage.ts'
import type { OutboxMessage } from '../../queries/manage-types.ts'
import { AnchorLink } from '../links.tsx'
import { FailureAlert } from './failure-alert.tsx'
import { ManageShell } from './manage-shell.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

type RetryResult = { id: number; status: OutboxMessage['status'] }
type Status = OutboxMessage['status']
const VIEWS = ['undelivered', 'failed', 'pending', 'sent'] as const
const BADGE: Record<Status, string> = { failed: 'red', pending: 'yellow', sent: 'green' }

/**
 * The event's messages to players that the outbox could not deliver (issue 16): failed ones, with
 * a retry each, and those still being retried. Times are in the event's time zone.
 */
export function MessagesPage({
  locale,
  eventId,
  status,
  onStatus,
}: {
  locale: Locale
  eventId: number
  status: Status | undefined
  onStatus: (status: Status | undefined) => void
}) {
  const { t } = useTranslation()
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const { data: items } = useSuspenseQuery(eventMessagesQuery(eventId, status))
  const [result, setResult] = useState<RetryResult | null>(null)
  const retry = useManageMutation(retryMessage, (answer) => setResult(answer))
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale, event.timeZone) : '—')
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.messages.heading', { name: event.name })}
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
      <Stack>
        <Text size="sm" c="dimmed">
          {t('manage.messages.explain', { timeZone: event.timeZone })}
        </Text>
        <SegmentedControl
          aria-label={t('manage.messages.show')}
          value={status ?? 'undelivered'}
          onChange={(view) => onStatus(view === 'undelivered' ? undefined : view)}
          data={VIEWS.map((view) => ({ value: view, label: t(`manage.messages.views.${view}`) }))}
          style={{ alignSelf: 'flex-start' }}
        />
        <FailureAlert error={retry.error} />
        {result && (
          <Text role="status" c={result.status === 'failed' ? 'red' : undefined}>
            {t(`manage.messages.retried.${result.status}`)}
          </Text>
        )}
        {items.length === 0 ? (
          <Text>{t(status ? 'manage.messages.emptyView' : 'manage.messages.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={760}>
            <Table striped verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('manage.messages.columns.message')}</Table.Th>
                  <Table.Th>{t('manage.messages.columns.recipient')}</Table.Th>
                  <Table.Th>{t('manage.messages.columns.status')}</Table.Th>
                  <Table.Th>{t('manage.messages.columns.attempts')}</Table.Th>
                  <Table.Th>{t('manage.messages.columns.error')}</Table.Th>
                  <Table.Th>{t('manage.messages.columns.created')}</Table.Th>
                  <Table.Th>{t('manage.messages.columns.next')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('manage.messages.columns.action')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((message) => (
                  <Table.Tr key={message.id}>
                    <Table.Td>
                      {t(`manage.messages.kinds.${message.kind}`, { defaultValue: message.kind })}
                    </Table.Td>
                    <Table.Td>
                      {message.player && <Text size="sm">{message.player.name}</Text>}
                      <Text size="sm" c="dimmed">
                        {message.recipient}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={BADGE[message.status]} variant="light">
                        {t(
                          `manage.messages.status.${message.status === 'pending' && !message.lastError ? 'queued' : message.status}`,
                        )}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{message.attempts}</Table.Td>
                    <Table.Td>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {message.lastError ?? '—'}
                      </Text>
                    </Table.Td>
                    <Table.Td>{when(message.createdAt)}</Table.Td>
                    <Table.Td>{when(message.nextAttemptAt)}</Table.Td>
                    <Table.Td>
                      {message.status === 'failed' && (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => {
                            setResult(null)
                            retry.mutate(message.id)
                          }}
                          loading={retry.isPending && retry.variables === message.id}
                        >
                          {t('manage.messages.retry')}
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </ManageShell>
  )
}
