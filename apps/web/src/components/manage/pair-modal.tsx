import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from '../../i18n/use-translation.ts'
import { pairEntries } from '../../queries/manage.ts'
import type { ManagedEntry } from '../../queries/manage-types.ts'
import { entryName } from './entry-name.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

/** Entries the desk may pair: looking for a partner, and either holding a place or waiting for one. */
export const isPairable = (entry: ManagedEntry) =>
  entry.isLookingForPartner && (entry.status === 'confirmed' || entry.status === 'waitlisted')

/** Pick the second entry looking for a partner and confirm; the server checks every rule. */
export function PairModal({
  entry,
  candidates,
  onClose,
}: {
  entry: ManagedEntry
  candidates: ManagedEntry[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const others = candidates.filter((c) => c.id !== entry.id && isPairable(c))
  const [partner, setPartner] = useState(others.length === 1 ? String(others[0]?.id) : '')
  const pair = useManageMutation(
    (otherId: number) => pairEntries(entry.classId, [entry.id, otherId]),
    onClose,
  )
  const name = entryName(entry)
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened
      onClose={onClose}
      title={t('manage.desk.pairTitle', { name })}
    >
      <Stack>
        <Text size="sm">{t('manage.desk.pairExplain')}</Text>
        {others.length === 0 ? (
          <Text>{t('manage.desk.noPartnerCandidates')}</Text>
        ) : (
          <NativeSelect
            label={t('manage.desk.pairWith')}
            value={partner}
            onChange={(e) => setPartner(e.currentTarget.value)}
            data={[
              { value: '', label: '—' },
              ...others.map((c) => ({
                value: String(c.id),
                label: `${entryName(c)} · ${t(`manage.entryStatus.${c.status}`)}`,
              })),
            ]}
          />
        )}
        <FailureAlert error={pair.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('manage.common.cancel')}
          </Button>
          <Button disabled={!partner} loading={pair.isPending} onClick={() => pair.mutate(Number(partner))}>
            {t('manage.desk.pairConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
