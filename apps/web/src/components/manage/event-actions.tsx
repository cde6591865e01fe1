import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import type { Locale } from '../../i18n/locales.ts'
import { changeEventStatus, copyEvent, type EventAction } from '../../queries/manage.ts'
import type { ManagedEvent } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/** Publish, unpublish, cancel (confirmed, with what happens to whom) and copy. */
export function EventActions({ locale, event }: { locale: Locale; event: ManagedEvent }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<'cancel' | 'copy' | null>(null)
  const [offsetDays, setOffsetDays] = useState<number>(364)
  const status = useManageMutation(
    (action: EventAction) => changeEventStatus(event.id, action),
    () => setConfirming(null),
  )
  const copy = useManageMutation(
    (days: number) => copyEvent(event.id, days),
    (created) => {
      setConfirming(null)
      void navigate({ to: '/$locale/manage/event/$eventId', params: { locale, eventId: String(created.id) } })
    },
  )
  const isOpen = event.status === 'draft' || event.status === 'published'
  const entryCount = event.classes.reduce(
    (sum, c) => sum + c.counts.confirmed + c.counts.holding + c.counts.waitlisted + c.counts.pendingApproval,
    0,
  )
  return (
    <Stack gap="xs">
      <Group gap="xs">
        {event.status === 'draft' && (
          <Button onClick={() => status.mutate('publish')} loading={status.isPending}>
            {t('manage.actions.publish')}
          </Button>
        )}
        {event.status === 'published' && (
          <Button variant="default" onClick={() => status.mutate('unpublish')} loading={status.isPending}>
            {t('manage.actions.unpublish')}
          </Button>
        )}
        {isOpen && (
          <Button color="red" variant="light" onClick={() => setConfirming('cancel')}>
            {t('manage.actions.cancel')}
          </Button>
        )}
        <Button variant="light" onClick={() => setConfirming('copy')}>
          {t('manage.actions.copy')}
        </Button>
      </Group>
      {confirming === null && <FailureAlert error={status.error} />}
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming === 'cancel'}
        onClose={() => setConfirming(null)}
        title={t('manage.actions.cancelTitle', { name: event.name })}
      >
        <Stack>
          <Text>{t('manage.actions.cancelExplain', { count: entryCount })}</Text>
          <FailureAlert error={status.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('manage.common.keep')}
            </Button>
            <Button color="red" onClick={() => status.mutate('cancel')} loading={status.isPending}>
              {t('manage.actions.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        closeButtonProps={{ 'aria-label': t('common.close') }}
        opened={confirming === 'copy'}
        onClose={() => setConfirming(null)}
        title={t('manage.actions.copyTitle')}
      >
        <Stack>
          <Text size="sm">{t('manage.actions.copyExplain')}</Text>
          <NumberInput
            label={t('manage.actions.offsetDays')}
            description={t('manage.actions.offsetHint')}
            value={offsetDays}
            onChange={(value) => setOffsetDays(typeof value === 'number' ? value : 0)}
            allowDecimal={false}
            min={-3650}
            max={3650}
          />
          <FailureAlert error={copy.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('manage.common.cancel')}
            </Button>
            <Button onClick={() => copy.mutate(offsetDays)} loading={copy.isPending}>
              {t('manage.actions.copyConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  )
}
