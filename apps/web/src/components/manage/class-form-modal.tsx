import { RANKING_PRESETS, fromZonedInput, toZonedInput, type RankingPresetKey } from '@courtside/domain'
import {
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { createClass, updateClass } from '../../queries/manage.ts'
import type {
  ClassGender,
  ClassInput,
  ClassTypeName,
  ManagedClass,
  ManagedEvent,
  MatchFormat,
} from '../../queries/manage-types.ts'
import { CustomFormatFields } from './custom-format-fields.tsx'
import { FailureAlert } from './failure-alert.tsx'
import { toMajor, toMinor } from './form-options.ts'
import { CUSTOM, FORMAT_PRESETS, presetOf } from './match-format.ts'
import { useManageMutation } from './use-manage-mutation.ts'

const TYPES: ClassTypeName[] = ['singles', 'doubles', 'cup', 'teams']
const GENDERS: ClassGender[] = ['open', 'men', 'women', 'mixed']
const num = (v: number | string) => (typeof v === 'number' ? v : null)

const BLANK: ClassInput = {
  name: '',
  type: 'doubles',
  gender: 'open',
  capacity: 16,
  feeMinor: 3000,
  ratingMin: null,
  ratingMax: null,
  unratedMayAsk: false,
  minAge: null,
  maxAge: null,
  ageReferenceDate: null,
  matchFormat: { gamesToWin: 2, pointsToWin: 11, winBy: 2, scoring: 'side_out' },
  rankingPreset: 'usap',
  startsAt: null,
  waitlistEnabled: true,
}

function inputOf(c: ManagedClass): ClassInput {
  const { id: _id, eventId: _eventId, position: _position, counts: _counts, ...input } = c
  // The API answers the preset it accepted (its answer schema says only "a string").
  return { ...input, rankingPreset: input.rankingPreset as RankingPresetKey }
}

/** Create or edit a class; a refusal the API lets the organizer override offers the confirmation. */
export function ClassFormModal({
  event,
  editing,
  onClose,
}: {
  event: ManagedEvent
  editing: ManagedClass | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const currency = event.effective.currency
  const [form, setForm] = useState<ClassInput>(editing ? inputOf(editing) : BLANK)
  const [preset, setPreset] = useState(presetOf(form.matchFormat))
  const set = <K extends keyof ClassInput>(key: K, value: ClassInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const save = useManageMutation(
    ({ body, confirm }: { body: ClassInput; confirm: boolean }): Promise<unknown> =>
      editing ? updateClass(editing.id, body, confirm) : createClass(event.id, body),
    onClose,
  )
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate({ body: form, confirm: false })
  }
  const choosePreset = (key: string) => {
    setPreset(key)
    const format = FORMAT_PRESETS[key]
    if (format) set('matchFormat', format)
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      size="xl"
      title={editing ? t('manage.classes.editTitle', { name: editing.name }) : t('manage.classes.create')}
    >
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput
            label={t('manage.fields.className')}
            required
            maxLength={120}
            value={form.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <NativeSelect
              label={t('manage.fields.classType')}
              data={TYPES.map((v) => ({ value: v, label: t(`manage.classTypes.${v}`) }))}
              value={form.type}
              onChange={(e) => set('type', e.currentTarget.value as ClassTypeName)}
            />
            <NativeSelect
              label={t('manage.fields.gender')}
              data={GENDERS.map((v) => ({ value: v, label: t(`manage.genders.${v}`) }))}
              value={form.gender}
              onChange={(e) => set('gender', e.currentTarget.value as ClassGender)}
            />
            <TextInput
              type="datetime-local"
              label={t('manage.fields.startsAt')}
              value={toZonedInput(form.startsAt, event.timeZone)}
              onChange={(e) => set('startsAt', fromZonedInput(e.currentTarget.value, event.timeZone))}
            />
            <NumberInput
              label={t('manage.fields.capacity')}
              required
              min={1}
              max={1024}
              allowDecimal={false}
              value={form.capacity}
              onChange={(v) => set('capacity', num(v) ?? 0)}
            />
            <NumberInput
              label={t('manage.fields.fee', { currency })}
              required
              min={0}
              decimalScale={2}
              value={toMajor(form.feeMinor, currency)}
              onChange={(v) => set('feeMinor', toMinor(num(v) ?? 0, currency))}
            />
            <Checkbox
              mt={{ sm: 'xl' }}
              label={t('manage.fields.hasWaitlist')}
              checked={form.waitlistEnabled}
              onChange={(e) => set('waitlistEnabled', e.currentTarget.checked)}
            />
            <NumberInput
              label={t('manage.fields.ageMin')}
              min={1}
              max={120}
              allowDecimal={false}
              value={form.minAge ?? ''}
              onChange={(v) => set('minAge', num(v))}
            />
            <NumberInput
              label={t('manage.fields.ageMax')}
              min={1}
              max={120}
              allowDecimal={false}
              value={form.maxAge ?? ''}
              onChange={(v) => set('maxAge', num(v))}
            />
            <TextInput
              type="date"
              label={t('manage.fields.ageReferenceDate')}
              value={form.ageReferenceDate ?? ''}
              onChange={(e) => set('ageReferenceDate', e.currentTarget.value || null)}
            />
            <NumberInput
              label={t('manage.fields.ratingMin')}
              min={0}
              max={9.999}
              decimalScale={3}
              step={0.25}
              value={form.ratingMin ?? ''}
              onChange={(v) => set('ratingMin', num(v))}
            />
            <NumberInput
              label={t('manage.fields.ratingMax')}
              min={0}
              max={9.999}
              decimalScale={3}
              step={0.25}
              value={form.ratingMax ?? ''}
              onChange={(v) => set('ratingMax', num(v))}
            />
            <Checkbox
              mt={{ sm: 'xl' }}
              label={t('manage.fields.allowUnratedApproval')}
              checked={form.unratedMayAsk}
              onChange={(e) => set('unratedMayAsk', e.currentTarget.checked)}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('manage.fields.matchFormat')}
              data={[
                ...Object.keys(FORMAT_PRESETS).map((key) => ({
                  value: key,
                  label: t(`manage.formats.${key}`),
                })),
                { value: CUSTOM, label: t('manage.formats.custom') },
              ]}
              value={preset}
              onChange={(e) => choosePreset(e.currentTarget.value)}
            />
            <NativeSelect
              label={t('manage.fields.tieBreak')}
              data={Object.keys(RANKING_PRESETS).map((key) => ({
                value: key,
                label: t(`rankingRules.presets.${key}`),
              }))}
              value={form.rankingPreset}
              onChange={(e) => set('rankingPreset', e.currentTarget.value as RankingPresetKey)}
            />
          </SimpleGrid>
          {preset === CUSTOM && (
            <CustomFormatFields
              format={form.matchFormat}
              onChange={(format: MatchFormat) => set('matchFormat', format)}
            />
          )}
          <FailureAlert
            error={save.error}
            onConfirm={() => save.mutate({ body: form, confirm: true })}
            isConfirming={save.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('manage.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
