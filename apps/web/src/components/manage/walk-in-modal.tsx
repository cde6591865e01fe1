import { Button, Checkbox, Group, Modal, Stack } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { addWalkIn } from '../../queries/manage.ts'
import type { ClassTypeName, WalkIn } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { PlayerPicker } from './player-picker.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/** A player (and partner) added by hand at the desk, usually paid there in cash or by card. */
export function WalkInModal({
  classId,
  classType,
  onClose,
}: {
  classId: number
  classType: ClassTypeName
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [playerId, setPlayerId] = useState<number | null>(null)
  const [partnerId, setPartnerId] = useState<number | null>(null)
  const [paidAtDesk, setPaidAtDesk] = useState(true)
  const add = useManageMutation((body: WalkIn) => addWalkIn(classId, body), onClose)
  const body = (confirm: boolean): WalkIn | null =>
    playerId === null
      ? null
      : {
          userId: playerId,
          ...(partnerId !== null ? { partnerUserIds: [partnerId] } : {}),
          paidAtDesk,
          ...(confirm ? { confirm: true } : {}),
        }
  const submit = (confirm: boolean) => {
    const walkIn = body(confirm)
    if (walkIn) add.mutate(walkIn)
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    submit(false)
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('manage.desk.addWalkIn')}
      size="lg"
    >
      <form onSubmit={onSubmit}>
        <Stack>
          <PlayerPicker label={t('manage.desk.player')} value={playerId} onChange={setPlayerId} />
          {classType === 'doubles' && (
            <PlayerPicker label={t('manage.desk.partner')} value={partnerId} onChange={setPartnerId} />
          )}
          <Checkbox
            label={t('manage.desk.paidAtDesk')}
            checked={paidAtDesk}
            onChange={(e) => setPaidAtDesk(e.currentTarget.checked)}
          />
          <FailureAlert error={add.error} onConfirm={() => submit(true)} isConfirming={add.isPending} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} disabled={playerId === null}>
              {t('manage.desk.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
