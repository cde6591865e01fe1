// "Messages" (issue 16): what the site sent the player — receipts, partner invitations, waitlist
// offers, cancellations — newest first, each with its date, delivery state and full text, so a
// message lost in a spam folder can still be read here. Codes are never listed (the API keeps
// them out). Older messages load on request.
import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useTranslation } from '../../i18n/use-translation.ts'
import { messageHistoryQuery, type MessageHistoryItem } from '../../queries/user.ts'

const STATUS_COLOR: Record<MessageHistoryItem['status'], string> = {
  sent: 'green',
  pending: 'gray',
  failed: 'red',
}

export function MessagesSection() {
  const { t, i18n } = useTranslation()
  const history = useInfiniteQuery(messageHistoryQuery())
  const items = history.data?.pages.flatMap((page) => page.items) ?? []
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

  if (history.isPending) return null
  if (history.isError) return <Text c="red">{t('profile.messages.loadFailed')}</Text>
  if (items.length === 0) return <Text c="dimmed">{t('profile.messages.empty')}</Text>
  return (
    <Stack>
      <Accordion variant="separated">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text fw={500}>{item.subject ?? t('profile.messages.noSubject')}</Text>
                  <Text size="sm" c="dimmed">
                    {when(item.sentAt ?? item.createdAt)} · {item.recipient}
                  </Text>
                </Stack>
                <Badge color={STATUS_COLOR[item.status]} variant="light">
                  {t(`profile.messages.status.${item.status}`)}
                </Badge>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {item.text ?? ''}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {history.hasNextPage && (
        <Group>
          <Button
            variant="default"
            onClick={() => void history.fetchNextPage()}
            loading={history.isFetchingNextPage}
          >
            {t('profile.messages.older')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}
