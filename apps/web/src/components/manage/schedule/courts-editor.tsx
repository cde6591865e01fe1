import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation.ts'
import { courtsQuery, saveCourts, type CourtInput } from '../../../queries/schedule.ts'
import { FailureAlert } from '../failure-alert.tsx'
import { useManageMutation } from '../use-manage-mutation.ts'

/** Courts with their windows per day (the event's clock); saved as one list (PUT). */
export function CourtsEditor({ eventId, firstDay }: { eventId: number; firstDay: string }) {
  const { t } = useTranslation()
  const { data } = useSuspenseQuery(courtsQuery(eventId))
  const [courts, setCourts] = useState<CourtInput[]>(() =>
    data.courts.map((c) => ({
      id: c.id,
      name: c.name,
      windows: c.windows.map(({ day, start, end }) => ({ day, start, end })),
    })),
  )
  const save = useManageMutation(() => saveCourts(eventId, courts))
  const update = (index: number, change: (court: CourtInput) => CourtInput) =>
    setCourts((list) => list.map((court, i) => (i === index ? change(court) : court)))
  const lastDay = (court: CourtInput) => court.windows.at(-1)?.day ?? firstDay
  return (
    <Stack gap="sm">
      {courts.map((court, i) => (
        <Paper
          key={court.id ?? `new-${i}`}
          withBorder
          p="sm"
          component="fieldset"
          aria-label={court.name || t('manage.schedule.newCourt')}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('manage.schedule.courtName')}
              value={court.name}
              onChange={(e) => {
                const name = e.currentTarget.value
                update(i, (c) => ({ ...c, name }))
              }}
            />
            <Button
              variant="subtle"
              color="red"
              onClick={() => setCourts((list) => list.filter((_, j) => j !== i))}
            >
              {t('manage.schedule.removeCourt')}
            </Button>
          </Group>
          {court.windows.map((w, j) => {
            const setWindow = (patch: Partial<typeof w>) =>
              update(i, (c) => ({
                ...c,
                windows: c.windows.map((x, k) => (k === j ? { ...x, ...patch } : x)),
              }))
            return (
              <Group key={j} gap="xs" align="flex-end" mt="xs">
                <TextInput
                  type="date"
                  label={t('manage.schedule.day')}
                  value={w.day}
                  onChange={(e) => setWindow({ day: e.currentTarget.value })}
                />
                <TextInput
                  type="time"
                  label={t('manage.schedule.from')}
                  value={w.start}
                  onChange={(e) => setWindow({ start: e.currentTarget.value })}
                />
                <TextInput
                  type="time"
                  label={t('manage.schedule.until')}
                  value={w.end === '24:00' ? '23:59' : w.end}
                  onChange={(e) => setWindow({ end: e.currentTarget.value })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('manage.schedule.removeWindow')}
                  onClick={() => update(i, (c) => ({ ...c, windows: c.windows.filter((_, k) => k !== j) }))}
                >
                  ×
                </ActionIcon>
              </Group>
            )
          })}
          <Button
            mt="xs"
            size="xs"
            variant="default"
            onClick={() =>
              update(i, (c) => ({
                ...c,
                windows: [...c.windows, { day: lastDay(c), start: '09:00', end: '18:00' }],
              }))
            }
          >
            {t('manage.schedule.addWindow')}
          </Button>
        </Paper>
      ))}
      {courts.length === 0 && <Text c="dimmed">{t('manage.schedule.noCourts')}</Text>}
      <Group gap="sm">
        <Button
          variant="default"
          onClick={() =>
            setCourts((list) => [
              ...list,
              {
                name: t('manage.schedule.courtN', { n: list.length + 1 }),
                windows: list.at(-1)?.windows ?? [{ day: firstDay, start: '09:00', end: '18:00' }],
              },
            ])
          }
        >
          {t('manage.schedule.addCourt')}
        </Button>
        <Button
          onClick={() =>
            save.mutate(undefined, {
              onSuccess: (saved) =>
                setCourts(
                  saved.courts.map((c) => ({
                    id: c.id,
                    name: c.name,
                    windows: c.windows.map(({ day, start, end }) => ({ day, start, end })),
                  })),
                ),
            })
          }
          loading={save.isPending}
        >
          {t('manage.schedule.saveCourts')}
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
