import { Button, Group, Modal, NativeSelect, NumberInput, Radio, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Locale } from '../../i18n/locales.ts'
import { formatMoney } from '../../lib/format.ts'
import { moveEntry, withdrawEntry } from '../../queries/manage.ts'
import type { ManagedEntry, ManagedEvent } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { toMajor, toMinor } from './form-options.ts'
import { useManageMutation } from './use-manage-mutation.ts'

export type EntryDialog = 'withdraw' | 'move' | null

/** Withdraw (the policy's refund or an override) and move to another class of the event. */
export function EntryDialogs({
  locale,
  entry,
  event,
  dialog,
  onClose,
}: {
  locale: Locale
  entry: ManagedEntry
  event: ManagedEvent
  dialog: EntryDialog
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [refundMode, setRefundMode] = useState<'policy' | 'override'>('policy')
  const [override, setOverride] = useState<number>(toMajor(entry.paidMinor, event.currency))
  const [targetClass, setTargetClass] = useState('')
  const withdraw = useManageMutation(
    (refundMinor: number | null) => withdrawEntry(entry.id, refundMinor),
    onClose,
  )
  const move = useManageMutation((classId: number) => moveEntry(entry.id, classId), onClose)
  const money = (minor: number) => formatMoney(minor, event.currency, locale)
  const others = event.classes.filter((c) => c.id !== entry.classId)
  return (
    <>
      <Modal
        opened={dialog === 'withdraw'}
        onClose={onClose}
        title={t('manage.desk.withdrawTitle', { name: entry.playerName })}
      >
        <Stack>
          <Text size="sm">{t('manage.desk.withdrawExplain', { paid: money(entry.paidMinor) })}</Text>
          <Radio.Group
            value={refundMode}
            onChange={(v) => setRefundMode(v)}
            label={t('manage.desk.refund')}
          >
            <Stack gap="xs" mt="xs">
              <Radio
                value="policy"
                label={t('manage.desk.refundPolicy', { amount: money(entry.refundableMinor) })}
              />
              <Radio value="override" label={t('manage.desk.refundOverride')} />
            </Stack>
          </Radio.Group>
          {refundMode === 'override' && (
            <NumberInput
              label={t('manage.desk.refundAmount', { currency: event.currency })}
              min={0}
              max={toMajor(entry.paidMinor, event.currency)}
              decimalScale={2}
              value={override}
              onChange={(v) => setOverride(typeof v === 'number' ? v : 0)}
            />
          )}
          <FailureAlert error={withdraw.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.keep')}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(refundMode === 'policy' ? null : toMinor(override, event.currency))
              }
            >
              {t('manage.desk.withdrawConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={dialog === 'move'}
        onClose={onClose}
        title={t('manage.desk.moveTitle', { name: entry.playerName })}
      >
        <Stack>
          {others.length === 0 ? (
            <Text>{t('manage.desk.noOtherClass')}</Text>
          ) : (
            <NativeSelect
              label={t('manage.desk.moveTo')}
              value={targetClass}
              onChange={(e) => setTargetClass(e.currentTarget.value)}
              data={[
                { value: '', label: '—' },
                ...others.map((c) => ({ value: String(c.id), label: c.name })),
              ]}
            />
          )}
          <FailureAlert error={move.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.cancel')}
            </Button>
            <Button
              disabled={!targetClass}
              loading={move.isPending}
              onClick={() => move.mutate(Number(targetClass))}
            >
              {t('manage.desk.move')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
