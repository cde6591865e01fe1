import { Button, Group, Stack, Switch, TextInput } from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { deskSettingsMutation, type DeskView } from './desk-queries.ts'

/** Auto call and the overdue minutes (directors and owners; the desk role sees a refusal). */
export function DeskSettingsForm({ desk }: { desk: DeskView }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [overdue, setOverdue] = useState(String(desk.settings.overdueMinutes))
  const save = useMutation(deskSettingsMutation(queryClient, desk.eventId))
  return (
    <Stack gap="sm">
      <Switch
        label={t('manage.courtDesk.autoCall')}
        description={t('manage.courtDesk.autoCallHint')}
        checked={desk.settings.autoCall}
        disabled={save.isPending}
        onChange={(e) => save.mutate({ autoCall: e.currentTarget.checked })}
      />
      <Group gap="sm" align="flex-end">
        <TextInput
          type="number"
          min={5}
          max={600}
          label={t('manage.courtDesk.overdueMinutes')}
          value={overdue}
          onChange={(e) => setOverdue(e.currentTarget.value)}
        />
        <Button
          variant="default"
          loading={save.isPending}
          onClick={() => save.mutate({ overdueMinutes: Number(overdue) })}
        >
          {t('manage.courtDesk.save')}
        </Button>
      </Group>
      <FailureAlert error={save.error} />
    </Stack>
  )
}
