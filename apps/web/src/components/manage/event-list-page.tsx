import { Button, Card, Chip, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDateRange, formatMoney, formatNumber } from '../../lib/format.ts'
import { orgEventsQuery } from '../../queries/manage.ts'
import { AnchorLink } from '../links.tsx'
import { CreateEventModal } from './create-event-modal.tsx'
import { ManageShell } from './manage-shell.tsx'
import { EventStatusBadge, shownStatus } from './status-badge.tsx'

const FILTERS = ['all', 'draft', 'published', 'finished', 'cancelled'] as const
type Filter = (typeof FILTERS)[number]

export function EventListPage({ locale, orgId }: { locale: Locale; orgId: number }) {
  const { t } = useTranslation()
  const { data: events } = useSuspenseQuery(orgEventsQuery(orgId))
  const [filter, setFilter] = useState<Filter>('all')
  const [isCreating, creating] = useDisclosure(false)
  // "Finished" is the progress of a published event; the other filters are its status.
  const shown = events.filter((e) =>
    filter === 'all' ? true : filter === 'finished' ? e.progress === 'finished' : e.status === filter,
  )
  return (
    <ManageShell
      locale={locale}
      orgId={orgId}
      title={t('manage.events.title')}
      actions={<Button onClick={creating.open}>{t('manage.events.create')}</Button>}
    >
      {/* Chips wrap on a phone where a segmented control would be cut off. */}
      <Chip.Group value={filter} onChange={(value) => setFilter(value)}>
        <Group gap="xs" role="radiogroup" aria-label={t('manage.events.filterLabel')}>
          {FILTERS.map((f) => (
            <Chip key={f} value={f} variant="light">
              {t(`manage.events.filter.${f}`)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {shown.length === 0 ? (
        <Text c="dimmed">{t('manage.events.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {shown.map((event) => (
            <Card key={event.id} withBorder padding="md" component="article">
              <Stack gap={6}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <AnchorLink
                    to="/$locale/manage/event/$eventId"
                    params={{ locale, eventId: String(event.id) }}
                    fw={700}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {event.name}
                  </AnchorLink>
                  <EventStatusBadge status={shownStatus(event)} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`manage.kinds.${event.kind}`)} ·{' '}
                  {formatDateRange(event.startDate, event.endDate, event.timeZone, locale)}
                </Text>
                <Text size="sm">
                  {event.city} · {t('manage.events.classCount', { count: event.classCount })}
                </Text>
                <Group gap="lg">
                  <Text size="sm">
                    {t('manage.events.entries', {
                      count: event.entries.confirmed,
                      formatted: formatNumber(event.entries.confirmed, locale),
                    })}
                  </Text>
                  <Text size="sm" fw={600}>
                    {t('manage.events.paid', {
                      amount: formatMoney(event.money.paidMinor, event.money.currency, locale),
                    })}
                  </Text>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <CreateEventModal locale={locale} orgId={orgId} opened={isCreating} onClose={creating.close} />
    </ManageShell>
  )
}
