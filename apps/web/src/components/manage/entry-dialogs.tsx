import { Alert, Button, Checkbox, Group, Modal, NativeSelect, Radio, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import { classDrawQuery } from '../../queries/draws.ts'
import { moveEntry, withdrawEntry } from '../../queries/manage.ts'
import type { ManagedEntry, ManagedEvent, RefundChoice } from '../../queries/manage-types.ts'
import { entryName } from './entry-name.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

export type EntryDialog = 'withdraw' | 'move' | null

const DAY_MS = 24 * 60 * 60 * 1000

/** Withdraw (the policy's refund, or an override: all or nothing) and move to another class. */
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
  const [refund, setRefund] = useState<RefundChoice>('policy')
  const [targetClass, setTargetClass] = useState('')
  const [rebalance, setRebalance] = useState(false)
  const withdraw = useManageMutation(
    (choice: RefundChoice) => withdrawEntry(entry.id, choice, rebalance),
    onClose,
  )
  // A locked draw changes what a withdrawal does (features/draw-state/withdraw-from-draw.ts).
  const draw = useQuery({ ...classDrawQuery(entry.classId), enabled: dialog === 'withdraw' }).data
  const isDrawn = draw != null && draw.status !== 'draft' && entry.status === 'confirmed'
  const hasPlayBegun = isDrawn && draw.matches.some((match) => match.result !== null)
  const move = useManageMutation(
    ({ classId, confirm }: { classId: number; confirm: boolean }) => moveEntry(entry.id, classId, confirm),
    onClose,
  )
  const money = (minor: number) => formatMoney(minor, event.effective.currency, locale)
  const name = entryName(entry)
  const others = event.classes.filter((c) => c.id !== entry.classId)
  // The policy (event-service): a full refund until refundUntilDays before the start, none after.
  const deadline = new Date(new Date(event.startDate).getTime() - event.effective.refundUntilDays * DAY_MS)
  // The dialog's opening time decides which side of the deadline the desk is on.
  const [openedAt] = useState(() => Date.now())
  const policyRefunds = openedAt <= deadline.getTime()
  return (
    <>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={dialog === 'withdraw'}
        onClose={onClose}
        title={t('manage.desk.withdrawTitle', { name })}
      >
        <Stack>
          <Text size="sm">{t('manage.desk.withdrawExplain', { paid: money(entry.paidMinor) })}</Text>
          {isDrawn && (
            <Alert color="yellow" variant="light">
              {t(hasPlayBegun ? 'manage.desk.withdrawDrawWalkovers' : 'manage.desk.withdrawDrawBye')}
            </Alert>
          )}
          {isDrawn && !hasPlayBegun && draw.groups.length > 1 && (
            <Checkbox
              checked={rebalance}
              onChange={(e) => setRebalance(e.currentTarget.checked)}
              label={t('manage.desk.withdrawRebalance')}
            />
          )}
          <Radio.Group value={refund} onChange={(v) => setRefund(v)} label={t('manage.desk.refund')}>
            <Stack gap="xs" mt="xs">
              <Radio
                value="policy"
                label={t(policyRefunds ? 'manage.desk.refundPolicyFull' : 'manage.desk.refundPolicyNone', {
                  amount: money(entry.paidMinor),
                  date: formatDate(deadline.toISOString(), locale, event.timeZone),
                })}
              />
              <Radio value="full" label={t('manage.desk.refundFull', { amount: money(entry.paidMinor) })} />
              <Radio value="none" label={t('manage.desk.refundNone')} />
            </Stack>
          </Radio.Group>
          <FailureAlert error={withdraw.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.keep')}
            </Button>
            <Button color="red" loading={withdraw.isPending} onClick={() => withdraw.mutate(refund)}>
              {t('manage.desk.withdrawConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={dialog === 'move'}
        onClose={onClose}
        title={t('manage.desk.moveTitle', { name })}
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
          <FailureAlert
            error={move.error}
            onConfirm={() => move.mutate({ classId: Number(targetClass), confirm: true })}
            isConfirming={move.isPending}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.cancel')}
            </Button>
            <Button
              disabled={!targetClass}
              loading={move.isPending}
              onClick={() => move.mutate({ classId: Number(targetClass), confirm: false })}
            >
              {t('manage.desk.move')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}
