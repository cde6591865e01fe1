import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { classEntriesQuery, entriesCsvUrl, managedEventQuery } from '../../queries/manage.ts'
import type { EntryStatus } from '../../queries/manage-types.ts'
import { AnchorLink } from '../links.tsx'
import { EntryCard } from './entry-card.tsx'
import { isPairable } from './pair-modal.tsx'
import { ManageShell } from './manage-shell.tsx'
import { WalkInModal } from './walk-in-modal.tsx'

const STATUSES: EntryStatus[] = [
  'confirmed',
  'pending_payment',
  'pending_approval',
  'waiting_partner',
  'waitlisted',
  'cancelled',
  'expired',
]

/** The entries desk of one class: find, add, move, withdraw, approve, promote and pair entries. */
export function EntriesDeskPage({
  locale,
  eventId,
  classId,
}: {
  locale: Locale
  eventId: number
  classId: number
}) {
  const { t } = useTranslation()
  const [status, setStatus] = useState<EntryStatus | ''>('')
  const [search, setSearch] = useState('')
  const [debouncedSearch] = useDebouncedValue(search.trim(), 250)
  const [isAdding, setIsAdding] = useState(false)
  const [isLookingOnly, setIsLookingOnly] = useState(false)
  const { data: initial } = useSuspenseQuery(classEntriesQuery(classId))
  const { data: found = initial } = useQuery({
    ...classEntriesQuery(classId, status || undefined, debouncedSearch || undefined),
    placeholderData: keepPreviousData,
  })
  const items = isLookingOnly ? found.filter((e) => e.isLookingForPartner) : found
  // Pairing candidates come from the whole class, whatever the filters show.
  const partnerCandidates = initial.filter(isPairable)
  const { data: event } = useSuspenseQuery(managedEventQuery(eventId))
  const managedClass = event.classes.find((c) => c.id === classId)
  // The whole waitlist (not the filtered view): reordering sends every waitlisted entry once.
  const waitlist = initial
    .filter((e) => e.status === 'waitlisted')
    .sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0))
  if (!managedClass) return null
  return (
    <ManageShell
      locale={locale}
      orgId={event.organizationId}
      title={t('manage.desk.heading', { name: managedClass.name })}
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
          {t('manage.classes.places', {
            taken: managedClass.counts.holding,
            capacity: managedClass.capacity,
          })}
          {managedClass.counts.waitlisted > 0 &&
            ` · ${t('manage.classes.waitlist', { count: managedClass.counts.waitlisted })}`}
        </Text>
      }
      actions={
        <>
          <Button onClick={() => setIsAdding(true)}>{t('manage.desk.addWalkIn')}</Button>
          <Button component="a" variant="default" href={entriesCsvUrl(classId)} download>
            {t('manage.desk.exportCsv')}
          </Button>
          <AnchorLink
            to="/$locale/manage/event/$eventId/class/$classId/draw"
            params={{ locale, eventId: String(event.id), classId: String(classId) }}
            size="sm"
          >
            {t('manage.draw.open')}
          </AnchorLink>
        </>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label={t('manage.desk.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 14rem' }}
        />
        <NativeSelect
          label={t('manage.desk.status')}
          value={status}
          onChange={(e) => setStatus(e.currentTarget.value as EntryStatus | '')}
          data={[
            { value: '', label: t('manage.desk.allStatuses') },
            ...STATUSES.map((s) => ({ value: s, label: t(`manage.entryStatus.${s}`) })),
          ]}
          style={{ flex: '0 1 14rem' }}
        />
        <Checkbox
          label={t('manage.desk.lookingOnly')}
          checked={isLookingOnly}
          onChange={(e) => setIsLookingOnly(e.currentTarget.checked)}
          mb={8}
        />
      </Group>
      <Text size="sm" c="dimmed" role="status">
        {t('manage.desk.count', { count: items.length })}
      </Text>
      <Stack gap="sm">
        {items.map((entry) => (
          <EntryCard
            key={entry.id}
            locale={locale}
            entry={entry}
            event={event}
            waitlist={waitlist}
            partnerCandidates={partnerCandidates}
          />
        ))}
      </Stack>
      {items.length === 0 && <Text c="dimmed">{t('manage.desk.empty')}</Text>}
      <Anchor href={`/${locale}/tournament/${event.id}/class/${classId}`} size="sm">
        {t('manage.desk.publicClass')}
      </Anchor>
      {isAdding && (
        <WalkInModal classId={classId} classType={managedClass.type} onClose={() => setIsAdding(false)} />
      )}
    </ManageShell>
  )
}
