import {
  Button,
  Group,
  Modal,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { fromZonedInput } from '@courtside/domain'
import { createEvent } from '../../queries/manage.ts'
import type { EventCreate } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { countryOptions, zoneOptions } from './form-options.ts'
import { useManageMutation } from './use-manage-mutation.ts'

type Draft = Omit<EventCreate, 'startDate' | 'endDate'> & { start: string; end: string }

const EMPTY: Draft = {
  kind: 'tournament',
  name: '',
  start: '',
  end: '',
  timeZone: 'Europe/Berlin',
  venueName: '',
  address: '',
  city: '',
  country: 'DE',
}

/** A new event starts as a draft; everything else is edited on its page. */
export function CreateEventModal({
  locale,
  orgId,
  opened,
  onClose,
}: {
  locale: Locale
  orgId: number
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [draft, setDraft] = useState<Draft>(EMPTY)
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const create = useManageMutation(
    (body: EventCreate) => createEvent(orgId, body),
    (event) => {
      onClose()
      setDraft(EMPTY)
      void navigate({ to: '/$locale/manage/event/$eventId', params: { locale, eventId: String(event.id) } })
    },
  )
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const { start, end, ...rest } = draft
    create.mutate({
      ...rest,
      startDate: fromZonedInput(start, draft.timeZone) ?? '',
      endDate: fromZonedInput(end, draft.timeZone) ?? '',
    })
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={t('manage.events.create')}
      size="lg"
    >
      <form onSubmit={onSubmit}>
        <Stack>
          <SegmentedControl
            value={draft.kind}
            onChange={(value) => set('kind', value)}
            aria-label={t('manage.fields.kind')}
            data={[
              { value: 'tournament', label: t('manage.kinds.tournament') },
              { value: 'travel', label: t('manage.kinds.travel') },
            ]}
          />
          <TextInput
            label={t('manage.fields.name')}
            required
            maxLength={120}
            value={draft.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('manage.fields.startDate')}
              required
              value={draft.start}
              onChange={(e) => set('start', e.currentTarget.value)}
            />
            <TextInput
              type="datetime-local"
              label={t('manage.fields.endDate')}
              required
              value={draft.end}
              onChange={(e) => set('end', e.currentTarget.value)}
            />
            <NativeSelect
              label={t('manage.fields.timeZone')}
              data={zoneOptions(draft.timeZone)}
              value={draft.timeZone}
              onChange={(e) => set('timeZone', e.currentTarget.value)}
            />
            <NativeSelect
              label={t('manage.fields.country')}
              data={countryOptions(locale)}
              value={draft.country}
              onChange={(e) => set('country', e.currentTarget.value)}
            />
            <TextInput
              label={t('manage.fields.venueName')}
              required
              value={draft.venueName}
              onChange={(e) => set('venueName', e.currentTarget.value)}
            />
            <TextInput
              label={t('manage.fields.city')}
              required
              value={draft.city}
              onChange={(e) => set('city', e.currentTarget.value)}
            />
          </SimpleGrid>
          <TextInput
            label={t('manage.fields.address')}
            required
            value={draft.address}
            onChange={(e) => set('address', e.currentTarget.value)}
          />
          <FailureAlert error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('manage.events.createDraft')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
