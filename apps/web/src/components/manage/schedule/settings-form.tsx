import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { saveScheduleSettings, scheduleSettingsQuery } from '../../../queries/schedule.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'

/** Rest between matches, the daily limit, and the minutes per match format the classes use. */
export function ScheduleSettingsForm({ eventId }: { eventId: number }) {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(scheduleSettingsQuery(eventId))
  const [rest, setRest] = useState(String(data.minRestMinutes))
  const [limit, setLimit] = useState(
    data.maxMatchesPerPlayerPerDay === null ? '' : String(data.maxMatchesPerPlayerPerDay),
  )
  const keys = [...new Set(data.classes.map((c) => c.durationKey))]
  const [durations, setDurations] = useState<Record<string, string>>(() =>
    Object.fromEntries(keys.map((key) => [key, String(data.durations[key] ?? '')])),
  )
  const save = useManageMutation(() =>
    saveScheduleSettings(eventId, {
      minRestMinutes: Number(rest),
      maxMatchesPerPlayerPerDay: limit.trim() === '' ? null : Number(limit),
      durations: Object.fromEntries(Object.entries(durations).map(([key, value]) => [key, Number(value)])),
    }),
  )
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="number"
          min={0}
          label={t('manage.schedule.minRest')}
          value={rest}
          onChange={(e) => setRest(e.currentTarget.value)}
        />
        <TextInput
          type="number"
          min={1}
          label={t('manage.schedule.dayLimit')}
          description={t('manage.schedule.dayLimitHint')}
          value={limit}
          onChange={(e) => setLimit(e.currentTarget.value)}
        />
        {keys.map((key) => (
          <TextInput
            key={key}
            type="number"
            min={5}
            label={t('manage.schedule.duration', {
              classes: data.classes
                .filter((c) => c.durationKey === key)
                .map((c) => c.name)
                .join(', '),
            })}
            value={durations[key] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value
              setDurations((d) => ({ ...d, [key]: value }))
            }}
          />
        ))}
      </Group>
      <Group gap="sm">
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          {t('manage.schedule.saveSettings')}
        </Button>
        {save.isSuccess && !save.isPending && (
          <Text size="sm" c="green" role="status">
            {t('manage.schedule.saved')}
          </Text>
        )}
      </Group>
      <FailureAlert error={save.error} />
    </Stack>
  )
}
