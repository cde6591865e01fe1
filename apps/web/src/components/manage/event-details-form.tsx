import { Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { fromZonedInput, toZonedInput } from '@courtside/domain'
import { updateEvent } from '../../queries/manage.ts'
import type { EventPatch, ManagedEvent, VatMode } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { CURRENCIES, countryOptions, zoneOptions } from './form-options.ts'
import { useManageMutation } from './use-manage-mutation.ts'

const TIMES = ['startDate', 'endDate', 'registrationOpensAt', 'registrationClosesAt'] as const
type TimeField = (typeof TIMES)[number]
/** '' in a select or number field: the organization's own setting applies (API null). */
const INHERIT = ''

type Draft = {
  name: string
  timeZone: string
  venueName: string
  address: string
  postalCode: string
  city: string
  country: string
  latitude: number | ''
  longitude: number | ''
  currency: string
  vatMode: VatMode | ''
  vatPercent: number | ''
  refundUntilDays: number | ''
  partnerDeadlineHours: number | ''
} & Record<TimeField, string>

function draftOf(event: ManagedEvent): Draft {
  const times = Object.fromEntries(TIMES.map((f) => [f, toZonedInput(event[f], event.timeZone)])) as Record<
    TimeField,
    string
  >
  return {
    ...times,
    name: event.name,
    timeZone: event.timeZone,
    venueName: event.venueName,
    address: event.address,
    postalCode: event.postalCode ?? '',
    city: event.city,
    country: event.country,
    latitude: event.latitude ?? '',
    longitude: event.longitude ?? '',
    currency: event.currency ?? INHERIT,
    vatMode: event.vatMode ?? INHERIT,
    vatPercent: event.vatRateBasisPoints === null ? '' : event.vatRateBasisPoints / 100,
    refundUntilDays: event.refundUntilDays ?? '',
    partnerDeadlineHours: event.partnerDeadlineHours ?? '',
  }
}

const orNull = (value: number | '') => (value === '' ? null : value)

/** Every field of the public pages; times are typed on the event's own clock (its time zone). */
export function EventDetailsForm({ locale, event }: { locale: Locale; event: ManagedEvent }) {
  const { t } = useTranslation()
  const [draft, setDraft] = useState<Draft>(() => draftOf(event))
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }))
  const save = useManageMutation((patch: EventPatch) => updateEvent(event.id, patch))
  const inherited = event.effective
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const at = (field: TimeField) => fromZonedInput(draft[field], draft.timeZone)
    save.mutate({
      name: draft.name,
      timeZone: draft.timeZone,
      venueName: draft.venueName,
      address: draft.address,
      city: draft.city,
      country: draft.country,
      startDate: at('startDate') ?? event.startDate,
      endDate: at('endDate') ?? event.endDate,
      registrationOpensAt: at('registrationOpensAt'),
      registrationClosesAt: at('registrationClosesAt'),
      postalCode: draft.postalCode.trim() || null,
      latitude: orNull(draft.latitude),
      longitude: orNull(draft.longitude),
      currency: draft.currency || null,
      vatMode: draft.vatMode || null,
      vatRateBasisPoints: draft.vatPercent === '' ? null : Math.round(draft.vatPercent * 100),
      refundUntilDays: orNull(draft.refundUntilDays),
      partnerDeadlineHours: orNull(draft.partnerDeadlineHours),
    })
  }
  const time = (field: TimeField, required = false) => (
    <TextInput
      type="datetime-local"
      label={t(`manage.fields.${field}`)}
      required={required}
      value={draft[field]}
      onChange={(e) => set(field, e.currentTarget.value)}
    />
  )
  const inheritLabel = (value: string) => t('manage.events.inherit', { value })
  return (
    <form onSubmit={onSubmit} aria-label={t('manage.events.details')}>
      <Stack>
        <TextInput
          label={t('manage.fields.name')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {time('startDate', true)}
          {time('endDate', true)}
          <NativeSelect
            label={t('manage.fields.timeZone')}
            data={zoneOptions(draft.timeZone)}
            value={draft.timeZone}
            onChange={(e) => set('timeZone', e.currentTarget.value)}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('manage.events.timesInZone', { zone: draft.timeZone })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('manage.fields.venueName')}
            required
            value={draft.venueName}
            onChange={(e) => set('venueName', e.currentTarget.value)}
          />
          <TextInput
            label={t('manage.fields.address')}
            required
            value={draft.address}
            onChange={(e) => set('address', e.currentTarget.value)}
          />
          <TextInput
            label={t('manage.fields.postalCode')}
            value={draft.postalCode}
            onChange={(e) => set('postalCode', e.currentTarget.value)}
          />
          <TextInput
            label={t('manage.fields.city')}
            required
            value={draft.city}
            onChange={(e) => set('city', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('manage.fields.country')}
            data={countryOptions(locale)}
            value={draft.country}
            onChange={(e) => set('country', e.currentTarget.value)}
          />
          <Group grow gap="xs" align="flex-start">
            <NumberInput
              label={t('manage.fields.latitude')}
              min={-90}
              max={90}
              decimalScale={6}
              value={draft.latitude}
              onChange={(v) => set('latitude', typeof v === 'number' ? v : '')}
            />
            <NumberInput
              label={t('manage.fields.longitude')}
              min={-180}
              max={180}
              decimalScale={6}
              value={draft.longitude}
              onChange={(v) => set('longitude', typeof v === 'number' ? v : '')}
            />
          </Group>
          {time('registrationOpensAt')}
          {time('registrationClosesAt')}
          <NumberInput
            label={t('manage.fields.refundUntilDays')}
            placeholder={inheritLabel(String(inherited.refundUntilDays))}
            min={0}
            max={365}
            allowDecimal={false}
            value={draft.refundUntilDays}
            onChange={(v) => set('refundUntilDays', typeof v === 'number' ? v : '')}
          />
          <NumberInput
            label={t('manage.fields.partnerDeadlineHours')}
            placeholder={inheritLabel(String(inherited.partnerDeadlineHours))}
            min={1}
            max={1440}
            allowDecimal={false}
            value={draft.partnerDeadlineHours}
            onChange={(v) => set('partnerDeadlineHours', typeof v === 'number' ? v : '')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NativeSelect
            label={t('manage.fields.currency')}
            data={[{ value: INHERIT, label: inheritLabel(inherited.currency) }, ...CURRENCIES]}
            value={draft.currency}
            onChange={(e) => set('currency', e.currentTarget.value)}
          />
          <NativeSelect
            label={t('manage.fields.vatMode')}
            data={[
              { value: INHERIT, label: inheritLabel(t(`manage.vat.${inherited.vatMode}`)) },
              { value: 'included', label: t('manage.vat.included') },
              { value: 'added', label: t('manage.vat.added') },
            ]}
            value={draft.vatMode}
            onChange={(e) => set('vatMode', e.currentTarget.value as VatMode | '')}
          />
          <NumberInput
            label={t('manage.fields.vatRate')}
            placeholder={inheritLabel(`${inherited.vatRateBasisPoints / 100} %`)}
            min={0}
            max={100}
            decimalScale={2}
            suffix=" %"
            value={draft.vatPercent}
            onChange={(v) => set('vatPercent', typeof v === 'number' ? v : '')}
          />
        </SimpleGrid>
        <FailureAlert error={save.error} />
        {save.isSuccess && !save.isPending && (
          <Text c="green.8" role="status">
            {t('manage.common.saved')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('manage.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
