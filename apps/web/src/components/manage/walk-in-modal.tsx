import { Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { addWalkIn } from '../../queries/manage.ts'
import type { WalkIn } from '../../queries/manage-types.ts'
import { FailureAlert } from './failure-alert.tsx'
import { useManageMutation } from './use-manage-mutation.ts'

const EMPTY: WalkIn = { email: '', firstName: '', lastName: '', paidAtDesk: true }

/** A player added by hand at the desk (usually paid there in cash or by card terminal). */
export function WalkInModal({
  classId,
  opened,
  onClose,
}: {
  classId: number
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [form, setForm] = useState<WalkIn>(EMPTY)
  const set = <K extends keyof WalkIn>(key: K, value: WalkIn[K]) => setForm((f) => ({ ...f, [key]: value }))
  const add = useManageMutation(
    (body: WalkIn) => addWalkIn(classId, body),
    () => {
      setForm(EMPTY)
      onClose()
    },
  )
  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate({ ...form, email: form.email.trim() })
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('manage.desk.addWalkIn')}>
      <form onSubmit={onSubmit}>
        <Stack>
          <TextInput
            type="email"
            label={t('manage.fields.email')}
            description={t('manage.desk.walkInEmailHint')}
            required
            value={form.email}
            onChange={(e) => set('email', e.currentTarget.value)}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('manage.fields.firstName')}
              required
              value={form.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
            />
            <TextInput
              label={t('manage.fields.lastName')}
              required
              value={form.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
            />
          </SimpleGrid>
          <Checkbox
            label={t('manage.desk.paidAtDesk')}
            checked={form.paidAtDesk}
            onChange={(e) => set('paidAtDesk', e.currentTarget.checked)}
          />
          <FailureAlert error={add.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('manage.common.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('manage.desk.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
